import { describe, expect, it } from "vitest";
import { DEFAULT_SORT, nextSort, parseSort, sortParam } from "./lancamento-sort";

describe("nextSort", () => {
  it("sorts a newly clicked column descending first", () => {
    expect(nextSort(DEFAULT_SORT, "valor")).toEqual({ field: "valor", direction: "desc" });
    expect(nextSort({ field: "valor", direction: "asc" }, "tipo")).toEqual({ field: "tipo", direction: "desc" });
  });

  it("toggles the direction on a second click of the same column", () => {
    expect(nextSort({ field: "valor", direction: "desc" }, "valor")).toEqual({ field: "valor", direction: "asc" });
    expect(nextSort({ field: "valor", direction: "asc" }, "valor")).toEqual({ field: "valor", direction: "desc" });
  });
});

describe("the sort in the URL", () => {
  it("round-trips, leaving the default out", () => {
    expect(sortParam({ field: "tipo", direction: "asc" })).toBe("tipo-asc");
    expect(parseSort("tipo-asc")).toEqual({ field: "tipo", direction: "asc" });
    expect(sortParam(DEFAULT_SORT)).toBe("");
  });

  it("falls back to the default for anything unknown", () => {
    expect(parseSort("")).toEqual(DEFAULT_SORT);
    expect(parseSort("nome-asc")).toEqual(DEFAULT_SORT);
    expect(parseSort("valor-up")).toEqual(DEFAULT_SORT);
  });
});
