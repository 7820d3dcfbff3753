import { describe, expect, it } from "vitest";
import { documentFileName, documentFileProblem, MAX_DOCUMENT_BYTES } from "./document-file";

describe("documentFileName", () => {
  it("is documento_{nome}.jpg for a photo, without accents or unsafe characters", () => {
    expect(documentFileName("João", "image/jpeg")).toBe("documento_Joao.jpg");
    expect(documentFileName("Ana Maria / ../x", "image/jpeg")).toBe("documento_Ana_Maria_x.jpg");
    expect(documentFileName("   ", "image/jpeg")).toBe("documento_hospede.jpg");
  });

  it("keeps the real extension of a PNG, WebP or PDF so the file still opens", () => {
    expect(documentFileName("Ana", "application/pdf")).toBe("documento_Ana.pdf");
    expect(documentFileName("Ana", "image/png")).toBe("documento_Ana.png");
    expect(documentFileName("Ana", "image/webp; charset=binary")).toBe("documento_Ana.webp");
  });
});

describe("documentFileProblem", () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], "doc", { type });

  it("accepts JPEG, PNG, WebP and PDF up to 10 MB", () => {
    expect(documentFileProblem(file("image/jpeg", 1000))).toBeNull();
    expect(documentFileProblem(file("application/pdf", MAX_DOCUMENT_BYTES))).toBeNull();
  });

  it("refuses other types and larger files before sending them", () => {
    expect(documentFileProblem(file("image/gif", 10))).toMatch(/JPEG/);
    expect(documentFileProblem(file("image/png", MAX_DOCUMENT_BYTES + 1))).toMatch(/10 MB/);
  });
});
