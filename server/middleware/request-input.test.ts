// Bad input is a 4xx in Portuguese, never a 5xx (docs/decisions/0011): one case for each bug the probe of the running
// server found. The generated requests are in server/fuzz.test.ts.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { createUser, resetDatabase, testApp, testDatabase } from "../test/harness";
import { wireClient, type WireAnswer, type WireClient } from "../test/wire-client";
import type { Database } from "../db";
import { findUnstorableText } from "./request-input";

let database: Database;
let client: WireClient;
let ownerCookie: string;
let roomId: string;
let guestId: string;
const today = calendarDateAt(new Date(), "America/Sao_Paulo");
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const FORM = "application/x-www-form-urlencoded";

/** One request as the owner (or signed out): a JSON body unless `type` says otherwise. */
function api(
  method: string,
  path: string,
  options: { body?: string | Buffer | object; type?: string; encoding?: string; signedIn?: boolean } = {},
) {
  const { body, signedIn = true } = options;
  const bytes =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const headers: Record<string, string> = {};
  if (bytes) headers["content-type"] = options.type ?? "application/json";
  if (options.encoding) headers["content-encoding"] = options.encoding;
  if (signedIn) headers.cookie = ownerCookie;
  return client.send({ method, path, headers, body: bytes });
}

function expectRefused(answer: WireAnswer, status: number, message: string | RegExp) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.type).toMatch(/^application\/json/);
  if (typeof message === "string") expect(answer.json?.message).toBe(message);
  else expect(answer.json?.message).toMatch(message);
}

let phones = 0;
const guestBody = (extra: Record<string, unknown> = {}) => ({
  firstName: "Lia",
  lastName: "Prado",
  phone: `119700000${String(++phones).padStart(2, "0")}`,
  ...extra,
});
const count = async (table: string) =>
  (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n as number;

beforeAll(async () => {
  database = await testDatabase();
  await resetDatabase(database);
  await createUser(database, { email: "dono@example.com", role: "owner", password: "senha-do-dono-1" });
  client = await wireClient(testApp(database));
  ownerCookie = await client.signIn("dono@example.com", "senha-do-dono-1");
  roomId = (await api("POST", "/api/rooms", { body: { number: "101", pricePerNight: "150.00" } })).json!.id!;
  guestId = (await api("POST", "/api/guests", { body: guestBody() })).json!.id!;
});

afterAll(async () => {
  await client?.close();
});

describe("NUL and other text PostgreSQL cannot store", () => {
  it("refuses a NUL in any body text, nested ones too, naming the field, and stores nothing", async () => {
    const before = await count("guests");
    const notes = await api("POST", "/api/guests", { body: guestBody({ notes: "a\u0000b" }) });
    expectRefused(notes, 400, "Caracteres inválidos no campo notes");
    expect(notes.json?.field).toBe("notes");
    const tags = await api("POST", "/api/guests", { body: guestBody({ tags: ["ok", "x\u0000"] }) });
    expectRefused(tags, 400, "Caracteres inválidos no campo tags.1");
    const number = await api("POST", "/api/rooms", { body: { number: "1\u00001", pricePerNight: "10" } });
    expectRefused(number, 400, "Caracteres inválidos no campo number");
    const key = await api("POST", "/api/guests", { body: { ...guestBody(), "x\u0000": 1 } });
    expectRefused(key, 400, "Caracteres inválidos nos dados enviados");
    expect(await count("guests")).toBe(before);
  });

  it("refuses a NUL in a query string value, ?search= included; LIKE's own characters are only text", async () => {
    expectRefused(await api("GET", "/api/guests?search=%00"), 400, "Caracteres inválidos no campo search");
    const window = await api("GET", "/api/reservations?from=2026-01-01%00&to=2026-02-01");
    expectRefused(window, 400, "Caracteres inválidos no campo from");
    expect((await api("GET", "/api/guests?search=%25_%5C")).status).toBe(200);
  });

  it("refuses a NUL on sign-in and set-up, JSON and form posts alike, signed out", async () => {
    const login = { email: "dono@example.com\u0000", password: "x" };
    const loginJson = { body: login, signedIn: false };
    expectRefused(await api("POST", "/api/login", loginJson), 400, "Caracteres inválidos no campo email");
    const loginForm = { body: "email=a%40b.com&password=%00", type: FORM, signedIn: false };
    expectRefused(await api("POST", "/api/login", loginForm), 400, "Caracteres inválidos no campo password");
    const setup = { firstName: "R\u0000", email: "r@example.com", password: "12345678" };
    const setupJson = { body: setup, signedIn: false };
    expectRefused(await api("POST", "/api/setup", setupJson), 400, "Caracteres inválidos no campo firstName");
    const setupForm = { body: "firstName=R%00&email=r%40example.com&password=12345678", type: FORM, signedIn: false };
    expectRefused(await api("POST", "/api/setup", setupForm), 400, "Caracteres inválidos no campo firstName");
  });

  it("refuses a lone UTF-16 surrogate (it would be stored as U+FFFD), and keeps a real emoji", async () => {
    const lone = '{"firstName":"Lia","lastName":"Prado","phone":"11970000099","notes":"\\ud800"}';
    expectRefused(await api("POST", "/api/guests", { body: lone }), 400, "Caracteres inválidos no campo notes");
    const kept = await api("POST", "/api/guests", { body: guestBody({ notes: "Aniversário 🎂" }) });
    expect(kept.status, kept.text).toBe(201);
    expect(kept.json?.notes).toBe("Aniversário 🎂");
  });
});

describe("bodies the parsers cannot read", () => {
  it("answers a charset it cannot read with 415, and reads UTF-8 however it is spelt", async () => {
    const latin1 = { body: { number: "L1", pricePerNight: "100" }, type: "application/json; charset=latin1" };
    expectRefused(await api("POST", "/api/rooms", latin1), 415, /^Codificação de caracteres não suportada/);
    const bogusForm = { body: "email=a", type: `${FORM}; charset=bogus`, signedIn: false };
    expectRefused(await api("POST", "/api/login", bogusForm), 415, /^Codificação de caracteres não suportada/);
    const utf8 = { body: { number: "U8", pricePerNight: "100" }, type: "application/json; charset=UTF-8" };
    expect((await api("POST", "/api/rooms", utf8)).status).toBe(201);
  });

  it("answers an unknown Content-Encoding with 415 and a broken one with 400; a good gzip body is read", async () => {
    const body = Buffer.from(JSON.stringify({ number: "GZ", pricePerNight: "100" }));
    expectRefused(await api("POST", "/api/rooms", { body, encoding: "x-foo" }), 415, /^Compressão não suportada/);
    expectRefused(await api("POST", "/api/rooms", { body, encoding: "gzip, br" }), 415, /^Compressão não suportada/);
    const broken = "Dados compactados inválidos (Content-Encoding)";
    expectRefused(await api("POST", "/api/rooms", { body, encoding: "gzip" }), 400, broken);
    const cutShort = { body: zlib.gzipSync(body).subarray(0, 15), encoding: "gzip" };
    expectRefused(await api("POST", "/api/rooms", cutShort), 400, broken);
    expectRefused(await api("POST", "/api/rooms", { body, encoding: "br" }), 400, broken);
    expect((await api("POST", "/api/rooms", { body: zlib.gzipSync(body), encoding: "gzip" })).status).toBe(201);
  });

  it("answers malformed JSON, a body too large and a content type it does not read in Portuguese", async () => {
    expectRefused(await api("POST", "/api/rooms", { body: '{"number": ' }), 400, "JSON inválido");
    expectRefused(
      await api("POST", "/api/rooms", { body: { notes: "a".repeat(120_000) } }),
      413,
      "Conteúdo muito grande",
    );
    const text = { body: "number=1", type: "text/plain" };
    expectRefused(await api("POST", "/api/rooms", text), 415, /^Tipo de conteúdo não suportado/);
    const xml = { body: "<a/>", type: "application/xml" };
    expectRefused(await api("PUT", `/api/guests/${MISSING_ID}`, xml), 415, /^Tipo de conteúdo não suportado/);
  });

  it("answers a body that is not an object of fields with 400 'Dados inválidos'", async () => {
    const notAnObject = "Dados inválidos: envie um objeto JSON com os campos";
    for (const body of ["[]", '[{"number":"1"}]']) {
      expectRefused(await api("POST", "/api/rooms", { body }), 400, notAnObject);
    }
    for (const body of ['"texto"', "42", "null", "true"]) {
      expectRefused(await api("POST", "/api/rooms", { body }), 400, "JSON inválido");
    }
    expectRefused(await api("POST", "/api/rooms"), 400, notAnObject);
    expectRefused(await api("PUT", `/api/checkinout/${MISSING_ID}`), 400, notAnObject);
    // An empty JSON body is {}: the fields' own messages (docs/product.md §13.4) then say what is missing.
    expectRefused(await api("POST", "/api/reservations", { body: "" }), 400, "Selecione um hóspede para continuar");
  });

  it("answers a Host header that names no host, next to an Origin, with 403, not 500", async () => {
    for (const host of ["a b", "[", "x:99999"]) {
      const headers = { host, origin: "http://x", "content-type": "application/json" };
      const answer = await client.send({ method: "POST", path: "/api/login", headers, body: Buffer.from("{}") });
      expectRefused(answer, 403, "Origem da requisição não permitida");
    }
  });

  it("answers a malformed escape in the address with 400, not 500", async () => {
    expectRefused(await api("GET", "/api/reservations/%E0%A4%A"), 400, "Endereço da requisição inválido");
    expectRefused(await api("DELETE", "/api/rooms/%ZZ"), 400, "Endereço da requisição inválido");
  });
});

describe("validation in Portuguese, without coercion", () => {
  it("answers optional text fields given numbers, lists or booleans in Portuguese", async () => {
    const text = "Valor inválido: informe um texto";
    expectRefused(await api("POST", "/api/guests", { body: guestBody({ notes: 5 }) }), 400, text);
    expectRefused(await api("POST", "/api/guests", { body: guestBody({ address: ["Rua A"] }) }), 400, text);
    const room = { number: "T1", pricePerNight: "10", description: true };
    expectRefused(await api("POST", "/api/rooms", { body: room }), 400, text);
    expectRefused(await api("POST", "/api/checkinout", { body: { reservationId: MISSING_ID, notes: 1 } }), 400, text);
  });

  it("never turns true or '0x10' into a capacity or a number of guests, and stores nothing", async () => {
    for (const capacity of [true, "0x10", "1e1", ""]) {
      const answer = await api("POST", "/api/rooms", { body: { number: "C1", pricePerNight: "10", capacity } });
      expectRefused(answer, 400, "Capacidade deve ser um número");
      expect(answer.json?.field).toBe("capacity");
    }
    const stay = { guestId, roomId, checkInDate: "2021-03-01", checkOutDate: "2021-03-02" };
    for (const numberOfGuests of ["0x10", true]) {
      const answer = await api("POST", "/api/reservations", { body: { ...stay, numberOfGuests } });
      expectRefused(answer, 400, "Informe o número de hóspedes");
    }
    expect(await count("rooms WHERE number = 'C1'")).toBe(0);
    expect(await count("reservations")).toBe(0);
  });

  it("refuses a stay from 2041 to 2100 and one of 400 nights, and still takes one in the past", async () => {
    const far = await api("POST", "/api/reservations", {
      body: { guestId, roomId, checkInDate: "2041-01-01", checkOutDate: "2100-01-01" },
    });
    expectRefused(far, 400, /^O check-in pode ser no máximo dois anos à frente \(até \d\d\/\d\d\/\d{4}\)$/);
    expect(far.json?.field).toBe("checkInDate");
    const long = await api("POST", "/api/reservations", {
      body: { guestId, roomId, checkInDate: today, checkOutDate: shiftDate(today, 400) },
    });
    expectRefused(long, 400, "A estadia pode ter no máximo 365 noites");
    const past = await api("POST", "/api/reservations", {
      body: { guestId, roomId, checkInDate: "2019-06-01", checkOutDate: "2019-06-04" },
    });
    expect(past.status, past.text).toBe(201);
  });
});

describe("findUnstorableText", () => {
  it("names the first field holding a NUL or a lone surrogate, nested ones by their dotted path", () => {
    expect(findUnstorableText({ firstName: "Ana", notes: "a\u0000b" })).toBe("notes");
    expect(findUnstorableText({ tags: ["ok", "\ud800"] })).toBe("tags.1");
    expect(findUnstorableText({ a: { b: [{ c: "x\udc00" }] } })).toBe("a.b.0.c");
    expect(findUnstorableText("\u0000")).toBe("");
  });

  it("refuses a NUL in a field name, naming the object that holds it", () => {
    expect(findUnstorableText({ "x\u0000": 1 })).toBe("");
    expect(findUnstorableText({ address: { "rua\u0000": "A" } })).toBe("address");
  });

  it("lets through what PostgreSQL stores as sent: accents, emoji (surrogate pairs), other control characters", () => {
    expect(findUnstorableText({ notes: "Ação 🎂 \t\n\u0001\u007f\ufffd", n: 1, b: true, z: null })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });

  it("walks a body nested far deeper than the call stack would allow", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});
