import { describe, expect, it } from "vitest";
import { DOCUMENTS, HTML, SVG, TEXT_NAMED_JPEG } from "../test/documents";
import { detectDocumentType } from "./content-type";

describe("detectDocumentType", () => {
  it.each(Object.entries(DOCUMENTS))("recognises a %s by its first bytes", (_, doc) => {
    expect(detectDocumentType(doc.bytes)).toEqual({ contentType: doc.contentType, extension: doc.extension });
  });

  it.each([
    ["text", TEXT_NAMED_JPEG],
    ["SVG", SVG],
    ["HTML", HTML],
    ["nothing", Buffer.alloc(0)],
    ["a cut-off JPEG signature", Buffer.from([0xff, 0xd8])],
    ["a RIFF file that is not WebP (AVI)", Buffer.from("RIFF\x10\x00\x00\x00AVI LIST", "latin1")],
    ["a PDF signature not at the start", Buffer.from(" %PDF-1.4")],
    ["a GIF", Buffer.from("GIF89a")],
  ])("refuses %s", (_, bytes) => {
    expect(detectDocumentType(bytes)).toBeUndefined();
  });
});
