import { describe, expect, it } from "vitest";
import { readSearchTerm } from "./search";

describe("reading what a clerk typed", () => {
  it("takes nothing typed for no search", () => {
    expect(readSearchTerm(undefined)).toBeUndefined();
    expect(readSearchTerm("   ")).toBeUndefined();
  });

  it("reads a name word by word, runs of spaces as one", () => {
    expect(readSearchTerm("  João   da Silva ")).toEqual({
      text: "João da Silva",
      digits: undefined,
      words: [{ text: "João" }, { text: "da" }, { text: "Silva" }].map((w) => ({ ...w, digits: undefined })),
    });
  });

  it.each([
    ["(11) 98765-4321", "11987654321"],
    ["11 98765 4321", "11987654321"],
    ["+55 (11) 98765-4321", "11987654321"],
    ["5511987654321", "11987654321"],
    ["529.982.247-25", "52998224725"],
    ["4321", "4321"],
    ["123", "123"],
  ])("reads %j as the phone or CPF digits %s", (typed, digits) => {
    expect(readSearchTerm(typed)?.digits).toBe(digits);
  });

  it.each(["12", "hospede4242@", "ana 4321", "4321a", "R$ 150,00", "joão"])(
    "does not take %j for a phone or CPF",
    (typed) => {
      expect(readSearchTerm(typed)?.digits).toBeUndefined();
    },
  );

  it("lets a word of digits inside a longer term be a piece of the phone", () => {
    expect(readSearchTerm("ana 98765-4321")?.words).toEqual([
      { text: "ana", digits: undefined },
      { text: "98765-4321", digits: "987654321" },
    ]);
  });

  it("keeps at most eight words", () => {
    expect(readSearchTerm("a b c d e f g h i j")?.words).toHaveLength(8);
  });
});
