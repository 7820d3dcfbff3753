import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-file-name";

const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };

describe("exportFileName", () => {
  it("takes the server's name, quoted or not", () => {
    expect(exportFileName('attachment; filename="relatorio-2026-11-01-a-2026-11-30.csv"', NOVEMBER, "csv")).toBe(
      "relatorio-2026-11-01-a-2026-11-30.csv",
    );
    expect(exportFileName("attachment; filename=dados.xlsx; size=10", NOVEMBER, "xlsx")).toBe("dados.xlsx");
  });

  it("names the period itself when the server gives no name", () => {
    expect(exportFileName(null, NOVEMBER, "xlsx")).toBe("relatorio-2026-11-01-a-2026-11-30.xlsx");
    expect(exportFileName("attachment", NOVEMBER, "csv")).toBe("relatorio-2026-11-01-a-2026-11-30.csv");
  });
});
