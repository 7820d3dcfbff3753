// The room register's room types (docs/product.md §16.7): descriptions and photos, the owner's; the checks of the
// bytes (type, declared type, size, width and height), the limit of 8 under parallel uploads, and the booking page's
// public, immutable photo addresses, only for the room types it sells.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { eq } from "drizzle-orm";
import { roomTypePhotos } from "@shared/schema/room-types";
import type { Database } from "../db";
import { DOCUMENTS } from "../test/documents";
import { ownerAndStaff, testApp, testDatabase, testFiles } from "../test/harness";

let database: Database;
let app: ReturnType<typeof testApp>;
let dataDir: string;
let owner: Agent;
let staff: Agent;

/** A JPEG's header (JFIF, then a baseline frame of `width` × `height`), filled up to `size` bytes. */
function jpegOf(width: number, height: number, size = 4096) {
  const head = Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

/** A lossy WebP's header (a VP8 key frame of `width` × `height`), filled up to `size` bytes; `seed` varies the bytes. */
function webpOf(width: number, height: number, size = 4096, seed = 0) {
  const frame = Buffer.alloc(10);
  frame.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  const body = Buffer.concat([frame, Buffer.alloc(size - 20 - frame.length, seed)]);
  const chunkSize = Buffer.alloc(4);
  chunkSize.writeUInt32LE(body.length);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(size - 8);
  return Buffer.concat([Buffer.from("RIFF"), riffSize, Buffer.from("WEBP"), Buffer.from("VP8 "), chunkSize, body]);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const objectsOnDisk = () => readdirSync(path.join(dataDir, "objects")).length;

/** The browser's part: an upload URL, the PUT of the bytes. */
async function uploaded(agent: Agent, bytes: Buffer, contentType: string) {
  const { body } = await agent.post("/api/objects/upload").expect(200);
  await agent
    .put(body.uploadURL)
    .set("Content-Type", contentType)
    .serialize((raw) => raw as string)
    .send(bytes)
    .expect(204);
  return body.uploadURL as string;
}

async function addPhoto(type: string, photo: Buffer, thumb: Buffer, contentType = "image/webp", agent: Agent = owner) {
  const photoURL = await uploaded(agent, photo, contentType);
  const thumbURL = await uploaded(agent, thumb, contentType);
  return agent.post(`/api/room-types/${type}/photos`).send({ photoURL, thumbURL, contentType });
}

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const storage = testFiles(database);
  dataDir = storage.dataDir;
  app = testApp(database, { files: storage.files });
  ({ owner, staff } = await ownerAndStaff(database, app));
});

describe("a room type's photos", () => {
  it("are added by the owner, checked from their own header, and listed in order", async () => {
    const photo = webpOf(1600, 1067);
    const res = await addPhoto("suite", photo, webpOf(480, 320));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/room-types/photos/${sha256(photo)}`,
      thumbUrl: `/api/room-types/photos/${sha256(webpOf(480, 320))}`,
      width: 1600,
      height: 1067,
      thumbWidth: 480,
      thumbHeight: 320,
    });
    const jpeg = await addPhoto("suite", jpegOf(1200, 1600), jpegOf(360, 480), "image/jpeg");
    expect(jpeg.status, jpeg.text).toBe(201);
    expect([jpeg.body.width, jpeg.body.height]).toEqual([1200, 1600]);

    const list = await staff.get("/api/room-types").expect(200);
    expect(list.body.map((t: { roomType: string }) => t.roomType)).toEqual(["standard", "deluxe", "suite", "family"]);
    const suite = list.body[2];
    expect(suite.label).toBe("Suíte");
    expect(suite.photos.map((p: { id: string }) => p.id)).toEqual([res.body.id, jpeg.body.id]);

    // Signed in, the staff read it (private cache); signed out, nothing.
    const read = await staff.get(res.body.url).buffer(true).expect(200);
    expect(read.headers["content-type"]).toBe("image/webp");
    expect(read.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(Buffer.compare(read.body as Buffer, photo)).toBe(0);
    expect((await request(app).get(res.body.url)).status).toBe(401);
  });

  it("are the owner's to add, reorder, remove and describe", async () => {
    const refused = await addPhoto("suite", webpOf(800, 600), webpOf(400, 300), "image/webp", staff);
    expect(refused.status).toBe(403);
    const added = await addPhoto("suite", webpOf(800, 600), webpOf(400, 300));
    expect((await staff.put("/api/room-types/suite/photos/order").send({ ids: [added.body.id] })).status).toBe(403);
    expect((await staff.delete(`/api/room-types/suite/photos/${added.body.id}`)).status).toBe(403);
    expect((await staff.put("/api/room-types/suite").send({ description: "Vista" })).status).toBe(403);
    expect((await request(app).post("/api/room-types/suite/photos").send({})).status).toBe(401);
    const rows = await database.db.select().from(roomTypePhotos);
    expect(rows).toHaveLength(1);
  });

  it("refuses what is not a JPEG or WebP of the declared type, size and dimensions, in Portuguese, keeping nothing", async () => {
    const cases: Array<[Buffer, Buffer, string, number, string]> = [
      [DOCUMENTS.png.bytes, webpOf(480, 320), "image/webp", 400, "A foto precisa ser uma imagem JPEG ou WebP."],
      [DOCUMENTS.pdf.bytes, webpOf(480, 320), "image/webp", 400, "A foto precisa ser uma imagem JPEG ou WebP."],
      [
        webpOf(1600, 1067),
        webpOf(480, 320),
        "image/jpeg",
        400,
        "O arquivo enviado não é do tipo declarado. Envie a foto novamente.",
      ],
      [
        webpOf(1600, 1067, 1536 * 1024 + 1),
        webpOf(480, 320),
        "image/webp",
        413,
        "Foto muito grande. O limite é 1,5 MB.",
      ],
      [
        webpOf(1600, 1067),
        webpOf(480, 320, 200 * 1024 + 1),
        "image/webp",
        413,
        "Miniatura muito grande. O limite é 200 KB.",
      ],
      [
        webpOf(2400, 1600),
        webpOf(480, 320),
        "image/webp",
        400,
        "A foto deve ter de 100 a 1600 pixels de lado (tem 2400 × 1600).",
      ],
      [
        webpOf(1600, 90),
        webpOf(480, 320),
        "image/webp",
        400,
        "A foto deve ter de 100 a 1600 pixels de lado (tem 1600 × 90).",
      ],
      [
        webpOf(1600, 1067),
        webpOf(800, 533),
        "image/webp",
        400,
        "A miniatura deve ter de 40 a 480 pixels de lado (tem 800 × 533).",
      ],
    ];
    for (const [photo, thumb, contentType, status, message] of cases) {
      const res = await addPhoto("standard", photo, thumb, contentType);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const badType = await owner
      .post("/api/room-types/standard/photos")
      .send({ photoURL: "/x", thumbURL: "/y", contentType: "image/png" });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe("A foto precisa ser uma imagem JPEG ou WebP");
    expect((await owner.post("/api/room-types/chale/photos").send({})).body.message).toBe("Tipo de quarto inválido");
    expect(await database.db.select().from(roomTypePhotos)).toEqual([]);
    expect(objectsOnDisk()).toBe(0);
  });

  it("stop at 8 a type, even with 12 uploads at once", async () => {
    const bodies = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => ({
        photoURL: await uploaded(owner, webpOf(1600, 1067, 4096, i), "image/webp"),
        thumbURL: await uploaded(owner, webpOf(480, 320, 2048, i), "image/webp"),
        contentType: "image/webp",
      })),
    );
    const answers = await Promise.all(bodies.map((body) => owner.post("/api/room-types/family/photos").send(body)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body.message).toBe("Cada tipo de quarto pode ter no máximo 8 fotos.");
    }
    const rows = await database.db.select().from(roomTypePhotos).where(eq(roomTypePhotos.roomType, "family"));
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.position).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // the refused ones' files are gone: 8 photos and their thumbnails
    expect(objectsOnDisk()).toBe(16);
  });

  it("are reordered and removed", async () => {
    const ids: string[] = [];
    for (const seed of [1, 2, 3]) {
      const res = await addPhoto("deluxe", webpOf(1000, 750, 4096, seed), webpOf(480, 360, 2048, seed));
      ids.push(res.body.id);
    }
    await owner
      .put("/api/room-types/deluxe/photos/order")
      .send({ ids: [ids[2], ids[0], ids[1]] })
      .expect(204);
    const order = async () =>
      (await owner.get("/api/room-types")).body[1].photos.map((p: { id: string }) => p.id) as string[];
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    const stale = await owner.put("/api/room-types/deluxe/photos/order").send({ ids: [ids[0], ids[1]] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("As fotos mudaram enquanto você as ordenava. Recarregue a página.");

    await owner.delete(`/api/room-types/deluxe/photos/${ids[0]}`).expect(204);
    expect(await order()).toEqual([ids[2], ids[1]]);
    expect(objectsOnDisk()).toBe(4);
    const again = await owner.delete(`/api/room-types/deluxe/photos/${ids[0]}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Foto não encontrada");
  });
});

describe("the booking page's photos", () => {
  it("are public, cached for good, and only for the room types the page sells", async () => {
    await owner
      .put("/api/settings/booking-page")
      .send({ enabled: true, roomTypes: ["standard"] })
      .expect(200);
    const photo = webpOf(1600, 1200, 4096, 7);
    const thumb = webpOf(480, 360, 2048, 7);
    expect((await addPhoto("standard", photo, thumb)).status).toBe(201);
    const hidden = await addPhoto("deluxe", webpOf(1600, 1200, 4096, 8), webpOf(480, 360, 2048, 8));
    await owner.put("/api/room-types/standard").send({ description: "  Cama de casal e varanda.  " }).expect(200);
    const tooLong = await owner.put("/api/room-types/standard").send({ description: "x".repeat(601) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Descrição: máximo de 600 caracteres");

    const page = await request(app).get("/api/public/page").expect(200);
    expect(page.body.roomTypes).toEqual([
      {
        roomType: "standard",
        label: "Standard",
        description: "Cama de casal e varanda.",
        capacity: 0,
        photos: [
          {
            url: `/api/public/room-photos/${sha256(photo)}`,
            thumbUrl: `/api/public/room-photos/${sha256(thumb)}`,
            width: 1600,
            height: 1200,
            thumbWidth: 480,
            thumbHeight: 360,
          },
        ],
      },
    ]);

    const read = await request(app)
      .get(`/api/public/room-photos/${sha256(thumb)}`)
      .buffer(true)
      .expect(200);
    expect(read.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(read.headers.etag).toBe(`"${sha256(thumb)}"`);
    expect(read.headers["content-type"]).toBe("image/webp");
    expect(read.headers["content-length"]).toBe("2048");
    expect(Buffer.compare(read.body as Buffer, thumb)).toBe(0);
    const revalidated = await request(app)
      .get(`/api/public/room-photos/${sha256(thumb)}`)
      .set("If-None-Match", `"${sha256(thumb)}"`);
    expect(revalidated.status).toBe(304);

    // A type not sold: its photo is not public, by its hash or the signed-in address's.
    const hiddenHash = (hidden.body.url as string).split("/").pop();
    expect((await request(app).get(`/api/public/room-photos/${hiddenHash}`)).status).toBe(404);
    expect((await request(app).get("/api/public/room-photos/not-a-hash")).status).toBe(404);
    // The page turned off: nothing.
    await owner
      .put("/api/settings/booking-page")
      .send({ enabled: false, roomTypes: ["standard"] })
      .expect(200);
    expect((await request(app).get(`/api/public/room-photos/${sha256(thumb)}`)).status).toBe(404);
  });
});
