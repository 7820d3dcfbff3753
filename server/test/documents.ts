// Small files of each accepted type (real signatures, filler after), and some that must be refused.

const withFiller = (head: Buffer, size = 2048) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);

function webp() {
  const chunk = Buffer.concat([Buffer.from("VP8L"), Buffer.from([0x05, 0, 0, 0]), Buffer.from([0x2f, 0, 0, 0, 0, 0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from("RIFF"), size, Buffer.from("WEBP"), chunk]);
}

export const DOCUMENTS = {
  jpeg: {
    bytes: withFiller(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])),
    contentType: "image/jpeg",
    extension: "jpg",
  },
  png: {
    bytes: withFiller(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
    ),
    contentType: "image/png",
    extension: "png",
  },
  webp: { bytes: webp(), contentType: "image/webp", extension: "webp" },
  pdf: {
    bytes: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    contentType: "application/pdf",
    extension: "pdf",
  },
} as const;

/** Text in a file named documento.jpg: the name and the declared type say JPEG, the bytes do not. */
export const TEXT_NAMED_JPEG = Buffer.from("Isto é um texto qualquer, não uma foto de documento.\n");
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML = Buffer.from("<!doctype html><script>alert(1)</script>");

/** A JPEG of exactly `size` bytes. */
export const jpegOfSize = (size: number) => withFiller(DOCUMENTS.jpeg.bytes.subarray(0, 11), size);

/** A JPEG stored as a guest's document, as the guest form attaches it: its "/objects/<uuid>" path. */
export async function storedDocument(agent: import("supertest").Agent) {
  const { body } = await agent.post("/api/objects/upload").expect(200);
  await agent
    .put(body.uploadURL)
    .set("Content-Type", "image/jpeg")
    .serialize((raw) => raw as string)
    .send(DOCUMENTS.jpeg.bytes)
    .expect(204);
  return (await agent.put("/api/guest-documents").send({ documentPhotoURL: body.uploadURL }).expect(200)).body
    .objectPath as string;
}
