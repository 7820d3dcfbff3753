import { afterEach, describe, expect, it } from "vitest";
import { setPousadaTimeZone } from "@/lib/format";
import { longDate, parsePrintFormat, pxToMm, receiptNumber } from "./print-format";

describe("print format helpers", () => {
  it("reads the format from the URL, A4 unless 80mm is asked", () => {
    expect(parsePrintFormat("80mm")).toBe("80mm");
    expect(parsePrintFormat(null)).toBe("a4");
    expect(parsePrintFormat("a5")).toBe("a4");
  });

  it("writes the date at the pousada in words", () => {
    // 02:30 UTC on 1 March is still 28 February in São Paulo.
    expect(longDate("2026-03-01T02:30:00Z")).toBe("28 de fevereiro de 2026");
    expect(longDate("2026-11-23T15:00:00Z")).toBe("23 de novembro de 2026");
  });

  describe("in the pousada's zone", () => {
    afterEach(() => setPousadaTimeZone("America/Sao_Paulo"));
    it("dates a receipt signed at 23:30 in Manaus on that day, not the next (UTC's)", () => {
      setPousadaTimeZone("America/Manaus");
      expect(longDate("2030-04-01T03:30:00Z")).toBe("31 de março de 2030");
    });
  });

  it("numbers a receipt by its payment's id", () => {
    expect(receiptNumber("3f2a9c1e-77aa-4b1b-9e6e-0a1b2c3d4e5f")).toBe("3F2A9C1E");
  });

  it("turns a measured height into whole millimetres", () => {
    expect(pxToMm(96)).toBe(26);
    expect(pxToMm(378)).toBe(101);
  });
});
