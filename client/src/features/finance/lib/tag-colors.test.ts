import { describe, expect, it } from "vitest";
import { readableTextOn } from "./tag-colors";

describe("readableTextOn", () => {
  it("writes white on dark colours and dark on light ones", () => {
    expect(readableTextOn("#1E3A8A")).toBe("#FFFFFF");
    expect(readableTextOn("#B91C1C")).toBe("#FFFFFF");
    expect(readableTextOn("#3B82F6")).toBe("#111827");
    expect(readableTextOn("#F59E0B")).toBe("#111827");
    expect(readableTextOn("#FFFFFF")).toBe("#111827");
  });

  it("falls back to dark text for anything that is not #RRGGBB", () => {
    expect(readableTextOn("blue")).toBe("#111827");
  });
});
