// What a document is, decided by its first bytes (magic numbers): never by its name or the declared type.

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Enough leading bytes to recognise every accepted type. */
export const SNIFF_BYTES = 12;

export const TYPE_NOT_ALLOWED = "Tipo de arquivo não permitido. Envie uma imagem JPEG, PNG ou WebP, ou um PDF.";
export const FILE_TOO_LARGE = "Arquivo muito grande. O limite é 10 MB.";

export interface DocumentType {
  contentType: "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
  extension: "jpg" | "png" | "webp" | "pdf";
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Signatures as [offset, bytes]; every part must match. */
const SIGNATURES: Array<[DocumentType, Array<[number, number[]]>]> = [
  [{ contentType: "image/jpeg", extension: "jpg" }, [[0, [0xff, 0xd8, 0xff]]]],
  [{ contentType: "image/png", extension: "png" }, [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  [
    { contentType: "image/webp", extension: "webp" },
    [
      [0, ascii("RIFF")],
      [8, ascii("WEBP")],
    ],
  ],
  [{ contentType: "application/pdf", extension: "pdf" }, [[0, ascii("%PDF-")]]],
];

export function detectDocumentType(head: Uint8Array): DocumentType | undefined {
  const found = SIGNATURES.find(([, parts]) =>
    parts.every(([offset, bytes]) => bytes.every((byte, i) => head[offset + i] === byte)),
  );
  return found?.[0];
}

/** The type of a stored document from its recorded content type (GCS metadata); undefined if not one of ours. */
export function documentTypeOf(contentType: string | undefined): DocumentType | undefined {
  return SIGNATURES.find(([type]) => type.contentType === contentType)?.[0];
}
