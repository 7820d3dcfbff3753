import { describe, expect, it } from "vitest";
import { exportProgressText } from "./export-progress";

describe("exportProgressText", () => {
  it("counts a CSV's lines against the rows announced, never past them, with the megabytes received", () => {
    expect(exportProgressText({ bytes: 1_258_291, lines: 12_000, totalRows: 50_000 })).toBe(
      "12.000 de 50.000 linhas · 1,2 MB",
    );
    // The titles and headers are lines too: the count stops at the total.
    expect(exportProgressText({ bytes: 5_242_880, lines: 50_009, totalRows: 50_000 })).toBe(
      "50.000 de 50.000 linhas · 5,0 MB",
    );
  });

  it("gives an XLSX's megabytes (its bytes are zipped) and the rows on their way", () => {
    expect(exportProgressText({ bytes: 3_670_016, lines: null, totalRows: 222_000 })).toBe(
      "3,5 MB recebidos (222.000 linhas)",
    );
    expect(exportProgressText({ bytes: 104_858, lines: null, totalRows: null })).toBe("0,1 MB recebidos");
  });
});
