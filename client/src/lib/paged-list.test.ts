import { describe, expect, it } from "vitest";
import type { InfiniteData } from "@tanstack/react-query";
import type { Page } from "@shared/api/lists";
import { mapPagedRows, pagedView } from "./paged-list";

interface Row {
  id: string;
  name: string;
}

const pages = (...list: Array<Page<Row>>): InfiniteData<Page<Row>> => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? undefined : `c${index}`)),
});
const row = (id: string, name = id) => ({ id, name });

describe("pagedView", () => {
  it("is nothing until the first page arrives", () => {
    expect(pagedView(undefined, false)).toEqual({ rows: undefined, total: undefined });
  });

  it("joins the pages in order and takes the total from the first page's X-Total-Count", () => {
    const view = pagedView(
      pages({ rows: [row("a"), row("b")], total: 5, nextCursor: "c1" }, { rows: [row("c")] }),
      true,
    );
    expect(view.rows?.map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(view.total).toBe(5);
  });

  it("shows a row that two pages both carry once, where it was first seen", () => {
    const view = pagedView(
      pages({ rows: [row("a"), row("b")], total: 3 }, { rows: [row("b", "again"), row("c")] }),
      false,
    );
    expect(view.rows).toEqual([row("a"), row("b"), row("c")]);
  });

  it("without the header, counts the rows only when there is no next page", () => {
    expect(pagedView(pages({ rows: [row("a"), row("b")] }), false).total).toBe(2);
    expect(pagedView(pages({ rows: [row("a"), row("b")], nextCursor: "c1" }), true).total).toBeUndefined();
  });
});

describe("mapPagedRows", () => {
  it("changes the rows of every page", () => {
    const data = pages({ rows: [row("a"), row("b")], total: 3, nextCursor: "c1" }, { rows: [row("c")] });
    const changed = mapPagedRows<Row>(data, (r) => (r.id === "c" ? { ...r, name: "tagged" } : r)) as typeof data;
    expect(changed.pages[1]!.rows).toEqual([row("c", "tagged")]);
    expect(changed.pages[0]).toEqual(data.pages[0]);
    expect(changed.pageParams).toBe(data.pageParams);
  });

  it("leaves what is not a list of pages as it is (a summary under the same prefix)", () => {
    const summary = { total: 3, withEmail: 1 };
    expect(mapPagedRows<Row>(summary, (r) => ({ ...r, name: "x" }))).toBe(summary);
    expect(mapPagedRows<Row>(undefined, (r) => r)).toBeUndefined();
  });
});
