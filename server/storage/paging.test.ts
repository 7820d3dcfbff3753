import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { decodeCursor, encodeCursor, keysetOrder, offsetOf, pageFrom, pageWithTotal } from "./paging";
import { ValidationError } from "../errors";

describe("list paging", () => {
  it("reads back the cursors it writes", () => {
    expect(decodeCursor(encodeCursor({ after: ["2030-03-10", "a1"] }))).toEqual({ after: ["2030-03-10", "a1"] });
    expect(decodeCursor(encodeCursor({ offset: 40 }))).toEqual({ offset: 40 });
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it.each([
    "",
    "x",
    "%%%",
    Buffer.from('{"offset":-1}').toString("base64url"),
    Buffer.from("[1]").toString("base64url"),
  ])("answers 400 for a cursor it did not write: %j", (text) => {
    expect(() => decodeCursor(text)).toThrow(ValidationError);
  });

  it("refuses a cursor of the other kind", () => {
    expect(() => offsetOf({ after: ["a"] })).toThrow(ValidationError);
    expect(offsetOf(undefined)).toBe(0);
  });

  it("gives a next cursor only when a row beyond the page was fetched", () => {
    const rows = [1, 2, 3].map((n) => ({ id: `r${n}`, day: `2030-01-0${n}` }));
    expect(pageFrom(rows, 3, { offset: 0 })).toEqual({ rows });
    const keyset = pageFrom(rows, 2, { keyOf: (r) => [r.day, r.id] });
    expect(keyset.rows).toEqual(rows.slice(0, 2));
    expect(decodeCursor(keyset.nextCursor)).toEqual({ after: ["2030-01-02", "r2"] });
    const byOffset = pageFrom(rows, 2, { offset: 10 });
    expect(decodeCursor(byOffset.nextCursor)).toEqual({ offset: 12 });
  });
});

describe("a page with its total", () => {
  const read = (counted: string[]) => ({
    rows: Promise.resolve(["a", "b", "c"]),
    count: () => {
      counted.push("count");
      return Promise.resolve([{ total: 7 }]);
    },
    page: (fetched: string[]) => pageFrom(fetched, 2, { offset: 0 }),
  });

  it("counts the same filter on the first page only, unless told not to", async () => {
    const counted: string[] = [];
    expect(await pageWithTotal({}, read(counted))).toEqual({
      rows: ["a", "b"],
      nextCursor: encodeCursor({ offset: 2 }),
      total: 7,
    });
    expect(counted).toEqual(["count"]);
    const later = await pageWithTotal({ cursor: encodeCursor({ offset: 2 }) }, read(counted));
    expect(later).toEqual({ rows: ["a", "b"], nextCursor: encodeCursor({ offset: 2 }) });
    expect("total" in later).toBe(false);
    expect(await pageWithTotal({ total: "false" }, read(counted))).not.toHaveProperty("total");
    expect(counted).toEqual(["count"]);
  });
});

describe("keyset orders", () => {
  const order = keysetOrder(
    [
      { expr: sql`day`, kind: "date" },
      { expr: sql`id`, kind: "uuid" },
    ],
    "desc",
  );
  const cursorOf = (after: unknown[]) => encodeCursor({ after: after as Array<string | number | null> });
  const ID = "00000000-0000-4000-8000-000000000001";

  it("writes the next cursor from the last row's key and takes the key off the rows", () => {
    const fetched = [1, 2, 3].map((n) => ({ n, cursorKey: [`2030-01-0${n}`, ID] }));
    const page = order.page(fetched, 2);
    expect(page.rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(decodeCursor(page.nextCursor)).toEqual({ after: ["2030-01-02", ID] });
    expect(order.page(fetched, 3).nextCursor).toBeUndefined();
  });

  it("reads no condition for the first page and one for a cursor of its own shape", () => {
    expect(order.after(undefined)).toBeUndefined();
    expect(order.after(cursorOf(["2030-01-02", ID]))).toBeDefined();
  });

  it.each([
    [["2030-01-02"]],
    [["2030-01-02", ID, ID]],
    [["02/01/2030", ID]],
    [["2030-01-02", "not-a-uuid"]],
    [[20300102, ID]],
    [[null, ID]],
  ])("answers 400 for the cursor %j of another shape", (after) => {
    expect(() => order.after(cursorOf(after))).toThrow(ValidationError);
  });

  it("checks timestamps, texts and integers as PostgreSQL writes them", () => {
    const mixed = keysetOrder(
      [
        { expr: sql`rank`, kind: "integer" },
        { expr: sql`at`, kind: "timestamp" },
        { expr: sql`name`, kind: "text" },
      ],
      "asc",
    );
    expect(mixed.after(cursorOf([0, "2030-03-10T15:00:00.123456+00:00", "Ana"]))).toBeDefined();
    expect(mixed.after(cursorOf([2, "2030-03-10T15:00:00-03:00", ""]))).toBeDefined();
    expect(() => mixed.after(cursorOf([0.5, "2030-03-10T15:00:00+00:00", "Ana"]))).toThrow(ValidationError);
    expect(() => mixed.after(cursorOf([0, "ontem", "Ana"]))).toThrow(ValidationError);
    expect(() => mixed.after(cursorOf([0, "2030-03-10T15:00:00+00:00", 7]))).toThrow(ValidationError);
  });

  describe("by money", () => {
    const byValue = keysetOrder(
      [
        { expr: sql`valor`, kind: "numeric" },
        { expr: sql`id`, kind: "uuid" },
      ],
      "asc",
    );

    it("carries the amount as PostgreSQL's decimal text and compares it as numeric", () => {
      expect(new PgDialect().sqlToQuery(byValue.cursorKey).sql).toBe("json_build_array(valor::text, id)");
      const after = byValue.after(cursorOf(["1234.50", ID]))!;
      expect(new PgDialect().sqlToQuery(after)).toMatchObject({
        sql: "(valor, id) > ($1::numeric, $2::uuid)",
        params: ["1234.50", ID],
      });
    });

    it.each(["0.01", "-15.00", "9999999999999.99"])("reads the amount %j", (value) => {
      expect(byValue.after(cursorOf([value, ID]))).toBeDefined();
    });

    it.each([[1234.5], ["1234.5"], ["1234,50"], ["1.234,50"], ["12345678901234.00"], ["1e3"], [" 1.00"], [null]])(
      "answers 400 for the amount %j",
      (value) => {
        expect(() => byValue.after(cursorOf([value, ID]))).toThrow(ValidationError);
      },
    );
  });
});
