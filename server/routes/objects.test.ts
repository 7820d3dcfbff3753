import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { uploads } from "@shared/schema/uploads";
import type { Database } from "../db";
import { FILE_TOO_LARGE, MAX_DOCUMENT_BYTES, TYPE_NOT_ALLOWED } from "../files/content-type";
import { UPLOAD_EXPIRED, UPLOAD_NOT_FOUND, UPLOAD_USED } from "../files/upload-ledger";
import { DOCUMENTS, jpegOfSize, TEXT_NAMED_JPEG } from "../test/documents";
import { ownerAndStaff, testApp, testDatabase, testFiles } from "../test/harness";

let database: Database;
let app: ReturnType<typeof testApp>;
let dataDir: string;
let owner: Agent;
let staff: Agent;

/** Every file the app keeps for documents: pending uploads and stored objects. */
const filesOnDisk = () =>
  ["uploads", "objects"].flatMap((dir) => readdirSync(path.join(dataDir, dir)).map((name) => `${dir}/${name}`));

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const storage = testFiles(database);
  dataDir = storage.dataDir;
  app = testApp(database, { files: storage.files });
  ({ owner, staff } = await ownerAndStaff(database, app));
});

/** The browser's part of section 7: ask for an upload URL, PUT the file there with its declared type. */
async function putFile(agent: Agent, bytes: Buffer, contentType = "image/jpeg") {
  const { body } = await agent.post("/api/objects/upload").expect(200);
  // as the browser's fetch: the bytes as they are, whatever the declared type (superagent would re-encode JSON)
  const put = await agent
    .put(body.uploadURL)
    .set("Content-Type", contentType)
    .serialize((raw) => raw as string)
    .send(bytes);
  return { uploadURL: body.uploadURL as string, put };
}

const finish = (agent: Agent, uploadURL: string) =>
  agent.put("/api/guest-documents").send({ documentPhotoURL: uploadURL });

describe("document upload", () => {
  it("hands out a one-time upload URL on this server", async () => {
    const res = await staff.post("/api/objects/upload").expect(200);
    expect(res.body.uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    await staff.post("/api/objects/upload").send({ path: "../../etc" }).expect(400);
  });

  it.each(Object.entries(DOCUMENTS))(
    "stores a %s and serves it back privately, with the detected type and a name of ours",
    async (_, doc) => {
      const { uploadURL, put } = await putFile(staff, doc.bytes, "application/octet-stream");
      expect(put.status).toBe(204);
      const done = await finish(staff, uploadURL).expect(200);
      expect(done.body.objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}$/);

      const served = await owner.get(`/api${done.body.objectPath}`).buffer(true).parse(rawBody).expect(200);
      expect(served.headers["content-type"]).toBe(doc.contentType);
      expect(served.headers["cache-control"]).toBe("no-store");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-disposition"]).toBe(`inline; filename="documento.${doc.extension}"`);
      expect(Buffer.compare(served.body as Buffer, doc.bytes)).toBe(0);
    },
  );

  it("takes the file as it is even when the browser declares JSON or a form", async () => {
    for (const declared of ["application/json", "application/x-www-form-urlencoded"]) {
      const { uploadURL, put } = await putFile(staff, DOCUMENTS.pdf.bytes, declared);
      expect(put.status, declared).toBe(204);
      const done = await finish(staff, uploadURL);
      expect(done.status, `${declared}: ${done.text}`).toBe(200);
    }
  });

  it("refuses text in a file named documento.jpg, in Portuguese, and keeps nothing", async () => {
    const { uploadURL, put } = await putFile(staff, TEXT_NAMED_JPEG, "image/jpeg");
    expect(put.status).toBe(204);
    const res = await finish(staff, uploadURL).expect(400);
    expect(res.body.message).toBe(TYPE_NOT_ALLOWED);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a file over 10 MB with 413 and keeps nothing", async () => {
    const { uploadURL, put } = await putFile(staff, jpegOfSize(MAX_DOCUMENT_BYTES + 1));
    expect(put.status).toBe(413);
    expect(put.body.message).toBe(FILE_TOO_LARGE);
    await finish(staff, uploadURL).expect(400);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses an upload URL after its five minutes, for the PUT and for finishing", async () => {
    const early = await putFile(staff, DOCUMENTS.jpeg.bytes);
    const late = await staff.post("/api/objects/upload").expect(200);
    await database.db.update(uploads).set({ expiresAt: new Date(Date.now() - 1000) });

    const put = await staff.put(late.body.uploadURL).set("Content-Type", "image/jpeg").send(DOCUMENTS.jpeg.bytes);
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(UPLOAD_EXPIRED);
    const res = await finish(staff, early.uploadURL).expect(400);
    expect(res.body.message).toBe(UPLOAD_EXPIRED);
    expect(filesOnDisk().filter((file) => file.startsWith("objects/"))).toEqual([]);
  });

  it("refuses a replay: the same upload URL turns into a document once", async () => {
    const { uploadURL } = await putFile(staff, DOCUMENTS.jpeg.bytes);
    await finish(staff, uploadURL).expect(200);
    const again = await finish(staff, uploadURL).expect(409);
    expect(again.body.message).toBe(UPLOAD_USED);
    // and the used URL takes no new file either
    const put = await staff.put(uploadURL).set("Content-Type", "image/jpeg").send(DOCUMENTS.png.bytes);
    expect(put.status).toBe(409);
    expect(filesOnDisk()).toHaveLength(1);
  });

  it("refuses another user's upload URL, for the PUT and for finishing", async () => {
    const { body } = await staff.post("/api/objects/upload").expect(200);
    const put = await owner.put(body.uploadURL).set("Content-Type", "image/jpeg").send(DOCUMENTS.jpeg.bytes);
    expect(put.status).toBe(404);
    expect(put.body.message).toBe(UPLOAD_NOT_FOUND);

    await staff.put(body.uploadURL).set("Content-Type", "image/jpeg").send(DOCUMENTS.jpeg.bytes).expect(204);
    const res = await finish(owner, body.uploadURL).expect(404);
    expect(res.body.message).toBe(UPLOAD_NOT_FOUND);
    await finish(staff, body.uploadURL).expect(200);
  });

  it("refuses an upload PUT sent from another site", async () => {
    const { body } = await staff.post("/api/objects/upload").expect(200);
    await staff
      .put(body.uploadURL)
      .set("Origin", "https://evil.example.com")
      .set("Content-Type", "image/jpeg")
      .send(DOCUMENTS.jpeg.bytes)
      .expect(403);
  });

  it("refuses a body without a URL, and URLs it never issued", async () => {
    const missing = await staff.put("/api/guest-documents").send({}).expect(400);
    expect(missing.body.message).toBe("Endereço do documento é obrigatório");
    for (const documentPhotoURL of [
      "/api/objects/uploads/../../../etc/passwd",
      "/objects/00000000-0000-4000-8000-000000000000",
      "https://evil.example.com/x",
    ]) {
      await staff.put("/api/guest-documents").send({ documentPhotoURL }).expect(404);
    }
    await staff.put("/api/objects/uploads/nao-e-um-id").send(DOCUMENTS.jpeg.bytes).expect(404);
  });
});

describe("reading a document", () => {
  it("needs a session: without one it is 401 and no bytes", async () => {
    const { uploadURL } = await putFile(staff, DOCUMENTS.jpeg.bytes);
    const { body } = await finish(staff, uploadURL).expect(200);
    const res = await request(app).get(`/api${body.objectPath}`).expect(401);
    expect(res.body.message).toBe("Unauthorized");
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const res = await staff.get("/api/objects/00000000-0000-4000-8000-000000000000").expect(404);
    expect(res.body.message).toBe("Documento não encontrado");
    await staff.get("/api/objects/..%2F..%2Fpackage.json").expect(404);
  });

  it("is gone once the guest's document is removed", async () => {
    const { uploadURL } = await putFile(staff, DOCUMENTS.jpeg.bytes);
    const { body } = await finish(staff, uploadURL).expect(200);
    const ana = { firstName: "Ana", lastName: "Souza", phone: "(11) 99999-8888" };
    const created = await staff
      .post("/api/guests")
      .send({ ...ana, documentPhotoUrl: body.objectPath })
      .expect(201);
    await staff.get(`/api${body.objectPath}`).expect(200);

    await staff
      .put(`/api/guests/${created.body.id}`)
      .send({ ...ana, documentPhotoUrl: null })
      .expect(200);
    await staff.get(`/api${body.objectPath}`).expect(404);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("documents follow their guest", () => {
  it("deletes the stored document with the guest, and the old one when it is replaced", async () => {
    const ana = { firstName: "Ana", lastName: "Souza", phone: "(11) 99999-8888" };
    const first = (await finish(staff, (await putFile(staff, DOCUMENTS.jpeg.bytes)).uploadURL).expect(200)).body
      .objectPath;
    const created = await staff
      .post("/api/guests")
      .send({ ...ana, documentPhotoUrl: first })
      .expect(201);

    const second = (await finish(staff, (await putFile(staff, DOCUMENTS.png.bytes, "image/png")).uploadURL).expect(200))
      .body.objectPath;
    await staff
      .put(`/api/guests/${created.body.id}`)
      .send({ ...ana, documentPhotoUrl: second })
      .expect(200);
    await staff.get(`/api${first}`).expect(404);
    await staff.get(`/api${second}`).expect(200);

    // another guest cannot point at (and later delete) a document that is not theirs
    const other = { firstName: "Bia", lastName: "Lima", phone: "(11) 97777-6666", documentPhotoUrl: second };
    await staff.post("/api/guests").send(other).expect(409);

    await owner.delete(`/api/guests/${created.body.id}`).expect(204);
    await staff.get(`/api${second}`).expect(404);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("with documents in a bucket", () => {
  it("lets the page PUT to the bucket's origin (CSP connect-src)", async () => {
    const { files } = testFiles(database);
    const bucketApp = testApp(database, {
      files: Object.assign(Object.create(files), { uploadOrigin: "https://storage.googleapis.com" }),
    });
    const res = await request(bucketApp).get("/api/auth/user");
    expect(res.headers["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/storage\.googleapis\.com/);
    const local = await request(app).get("/api/auth/user");
    expect(local.headers["content-security-policy"]).not.toMatch(/storage\.googleapis/);
  });
});

/** Keeps a response body as bytes whatever its type. */
function rawBody(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}
