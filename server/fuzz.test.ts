// Bad input is a 4xx in Portuguese, never a 5xx (docs/decisions/0011). Generated requests (bodies, query strings,
// content types, charsets, encodings) go to every write and list route the app registers, and to sign-in and set-up,
// signed in as the owner and signed out; afterwards the stored data must be exactly what the accepted requests
// produced. Seeded: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> changes its length. One case per bug found by hand is in
// server/middleware/request-input.test.ts.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { ROOM_STATUSES, ROOM_TYPES } from "@shared/enums";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { insertGuestSchema } from "@shared/validators/guests";
import { insertReservationSchema, latestCheckInDate } from "@shared/validators/reservations";
import { insertRoomSchema } from "@shared/validators/rooms";
import { createUser, resetDatabase, testApp, testDatabase } from "./test/harness";
import { wireClient, type WireAnswer, type WireClient } from "./test/wire-client";
import type { Database } from "./db";
import type { RouteInfo } from "./app";

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);

// ------------------------------------------------------------------ what a Portuguese answer is

/** zod's, body-parser's and Express's English: none of it may reach a user. */
const ENGLISH = new RegExp(
  "\\b(invalid|expected|received|required|too (big|small)|unrecognized|must|should|error|failed|unexpected|" +
    "unsupported|not found|cannot|undefined|NaN|charset|entity|payload|request|option|input)\\b",
  "i",
);
/** Portuguese has accents and short words English lacks; every message of the API has one or the other. */
const PORTUGUESE = new RegExp(
  "[áàâãéêíóôõúç]|\\b(de|do|da|dos|das|no|na|um|uma|ou|com|para|em|pelo|pela|ao|deve|ter|ser|muito|use|envie|" +
    "informe|selecione|nome|sobrenome|senha|dados|campo|valor|quarto|reserva|data|celular|etiquetas?|documento|" +
    "escolha|conta|hospedagem|pagamento|estorno|motivo|saldo|chave|pousada)\\b",
  "i",
);

function portugueseProblem(status: number, message: unknown): string | undefined {
  if (typeof message !== "string" || !message) return "no message";
  if (status === 401 && message === "Unauthorized") return undefined; // docs/product.md §13.3: the client keys on it
  if (ENGLISH.test(message)) return `English in "${message}"`;
  if (!PORTUGUESE.test(message)) return `not Portuguese: "${message}"`;
  return undefined;
}

// ------------------------------------------------------------------ the app, its data and what we expect of it

let database: Database;
let client: WireClient;
let ownerCookie = "";
let today = "";
let routes: RouteInfo[] = [];

/** What the accepted requests produced, by table and id: each write's answer is the row as it now stands. */
const model = {
  rooms: new Map<string, Record<string, unknown>>(),
  guests: new Map<string, Record<string, unknown>>(),
  reservations: new Map<string, Record<string, unknown>>(),
  stays: new Map<string, Record<string, unknown>>(),
};
type Table = keyof typeof model;
const tableOf = (path: string): Table | undefined =>
  path.startsWith("/api/rooms")
    ? "rooms"
    : path.startsWith("/api/guests")
      ? "guests"
      : path.startsWith("/api/reservations")
        ? "reservations"
        : path.startsWith("/api/checkinout")
          ? "stays"
          : undefined;

const json = (body: unknown) => Buffer.from(JSON.stringify(body));
async function ownerWrite(method: string, path: string, body: unknown) {
  const answer = await client.send({
    method,
    path,
    headers: { "content-type": "application/json", cookie: ownerCookie },
    body: json(body),
  });
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  await remember(method, path, answer);
  return answer.json!;
}

/** Keeps the model in step with an accepted write. */
async function remember(method: string, path: string, answer: WireAnswer) {
  const table = tableOf(path);
  if (!table || answer.status >= 300 || method === "GET") return;
  const segments = path.split("?")[0]!.split("/");
  const id = segments[3];
  // Anonymising a guest answers 204 and rewrites the record (initials, contact removed): read it as it now is.
  if (table === "guests" && segments[4] === "anonymize" && segments.length === 5) {
    const now = await client.send({
      method: "GET",
      path: `/api/guests/${id}/data-export`,
      headers: { cookie: ownerCookie },
    });
    expect(now.status, `GET /api/guests/${id}/data-export after anonymising`).toBe(200);
    model.guests.set(id!, { ...model.guests.get(id!), ...(now.json!.guest as Record<string, unknown>) });
    return;
  }
  // /api/<table>/<id> is the record; a path below it (a guest's retention hold, their LGPD requests) is not.
  if (method === "DELETE" && answer.status === 204) {
    if (segments.length === 4) model[table].delete(id!);
    return;
  }
  const row = answer.json;
  // A created record (POST to the collection) or the record itself answered by a route of its own.
  if (row && typeof row.id === "string" && (segments.length === 3 || row.id === id)) model[table].set(row.id, row);
}

beforeAll(async () => {
  database = await testDatabase();
  const app = testApp(database);
  routes = app.locals.protectedRoutes as RouteInfo[];
  await resetDatabase(database);
  await createUser(database, { email: "dono@example.com", role: "owner", password: "senha-do-dono-1" });
  client = await wireClient(app);
  ownerCookie = await client.signIn("dono@example.com", "senha-do-dono-1");

  today = calendarDateAt(new Date(), "America/Sao_Paulo");
  const room = await ownerWrite("POST", "/api/rooms", { number: "101", capacity: 2, pricePerNight: "150.00" });
  await ownerWrite("POST", "/api/rooms", { number: "102", type: "suite", capacity: 4, pricePerNight: "320,00" });
  const guest = await ownerWrite("POST", "/api/guests", { firstName: "Ana", lastName: "Lima", phone: "11987654321" });
  await ownerWrite("POST", "/api/guests", {
    firstName: "Bruno",
    lastName: "Reis",
    phone: "(21) 3333-4444",
    tags: ["vip"],
  });
  const stay = await ownerWrite("POST", "/api/reservations", {
    guestId: guest.id,
    roomId: room.id,
    checkInDate: today,
    checkOutDate: shiftDate(today, 3),
    status: "confirmed",
  });
  await ownerWrite("POST", "/api/checkinout", { reservationId: stay.id });
  await ownerWrite("POST", "/api/reservations", {
    guestId: guest.id,
    roomId: room.id,
    checkInDate: shiftDate(today, 10),
    checkOutDate: shiftDate(today, 12),
    numberOfGuests: "2",
  });
});

afterAll(async () => {
  await client?.close();
});

// ------------------------------------------------------------------ generators

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "Ana\u0000",
  "\ud800",
  "x\udc00y",
  "0x10",
  "1e3",
  "true",
  "Infinity",
  "NaN",
  " 12 ",
  "-1",
  "1.5",
  "2041-01-01",
  "2100-12-31",
  "2024-02-30",
  "1899-12-31",
  "9".repeat(30),
  "%00",
  "\\",
  "%",
  "_",
  "' OR 1=1 --",
  "Ação",
  "😀",
  "(11) 98765-4321",
  "123.456.789-09",
  "dono@example.com",
  "/objects/x",
  "Ana\u0007",
  "\u001b[31mAna",
  "Ana\u202eazuoS",
  "x\u2066y\u2069",
  "a\u0085b\u009b",
  "a\u007fb",
  "linha 1\nlinha 2\tfim",
  "a\rb\u000bc",
];
const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 2100 }) },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.integer({ min: -20, max: 70 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(1e308, 2 ** 53 + 1, 0.1, 1.5, -0) },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), nastyString, { maxKeys: 3 }) },
);

/** A placeholder for an id of the table that exists when the request is sent (the model changes as the run goes). */
const pick = (table: Table) => `{known:${table}}`;
function resolveKnown(text: string, chooser: number) {
  return text.replace(/\{known:(\w+)\}/g, (_, table: Table) => {
    const ids = [...(model[table]?.keys() ?? [])];
    return ids.length ? ids[chooser % ids.length]! : "00000000-0000-4000-8000-000000000000";
  });
}

/** The :id of a route: one that exists (of the route's table), a random UUID, or no UUID at all. */
const routeId = fc.oneof(
  { weight: 3, arbitrary: fc.constant("{known}") },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom("abc", "%00", "%E0%A4%A", "1", "00000000-0000-0000-0000-000000000000") },
);

const dateNear = fc.integer({ min: -60, max: 900 }).map((days) => shiftDate(today, days));

/** A body a form or the client would send to the route, mostly valid: the mutations make it interesting. */
function nearValidBody(method: string, path: string): fc.Arbitrary<Record<string, unknown>> {
  const key = `${method} ${path}`;
  const phone = fc.integer({ min: 10_000_000, max: 99_999_999 }).map((n) => `119${n}`);
  const room = fc.record({
    number: fc.integer({ min: 1, max: 9999 }).map(String),
    type: fc.constantFrom(...ROOM_TYPES),
    capacity: fc.constantFrom<unknown>(1, 2, "3", 10),
    pricePerNight: fc.constantFrom("150.00", "99,90", 200),
    description: fc.constantFrom(null, "", "Vista para o mar", "Vista\npara o mar", "Vista\u001b[2J"),
    isActive: fc.boolean(),
  });
  const guest = fc.record({
    firstName: fc.constantFrom("Carla", "Davi", "Éva", "Ana\u0007", "\u202eanaC"),
    lastName: fc.constantFrom("Souza", "Ito", "Ito\u2067", "Sou\tza"),
    phone,
    email: fc.constantFrom(null, "", "x@example.com"),
    cpf: fc.constantFrom(null, "", "529.982.247-25"),
    tags: fc.array(fc.constantFrom("vip", "família", "VIP"), { maxLength: 3 }),
    notes: fc.constantFrom(null, "Chega tarde", "Chega\ttarde\n", "Chega\u0085tarde"),
  });
  const stayDates = fc.tuple(dateNear, fc.integer({ min: 1, max: 420 })).map(([checkInDate, nights]) => ({
    checkInDate,
    checkOutDate: shiftDate(checkInDate, nights),
  }));
  const reservation = fc
    .record({
      roomId: fc.constant(pick("rooms")),
      numberOfGuests: fc.constantFrom<unknown>(1, "2", 3),
      status: fc.constantFrom("pending", "confirmed", "cancelled"),
      notes: fc.constantFrom(null, "Aniversário", "Aniver\u202dsário"),
    })
    .chain((values) => stayDates.map((dates) => ({ ...values, ...dates })));
  switch (key) {
    case "POST /api/rooms":
    case "PUT /api/rooms/:id":
      return room;
    case "PATCH /api/rooms/:id/status":
      return fc.record({ status: fc.constantFrom(...ROOM_STATUSES) });
    case "POST /api/guests":
      return guest;
    case "PUT /api/guests/:id":
      return fc.oneof(guest, fc.record({ tags: fc.array(fc.constantFrom("vip", "família"), { maxLength: 2 }) }));
    case "POST /api/reservations":
      return reservation.map((values) => ({ guestId: pick("guests"), ...values }));
    case "PUT /api/reservations/:id":
      return fc.oneof(
        reservation,
        fc.record({ status: fc.constantFrom("pending", "confirmed", "cancelled", "no_show") }),
      );
    case "POST /api/checkinout":
      return fc.record({ reservationId: fc.constant(pick("reservations")) });
    case "PUT /api/checkinout/:id":
      return fc.record({ notes: fc.constantFrom(null, "Tudo certo") });
    case "PUT /api/guest-documents":
      return fc.record({ documentPhotoURL: fc.constantFrom("/objects/uploads/x", "http://127.0.0.1/x") });
    case "POST /api/login":
      return fc.record({ email: fc.constantFrom("dono@example.com", "x@example.com"), password: nastyString });
    case "POST /api/setup":
      return fc.record({
        firstName: fc.constant("Rita"),
        lastName: fc.constant("Alves"),
        email: fc.constant("rita@example.com"),
        password: fc.constant("uma-senha-longa"),
      });
    default:
      return fc.constant({});
  }
}

/** Up to three changes: a field set to a nasty value, a field removed, an unknown field added. */
const mutations = fc.oneof(
  fc.constant([]),
  fc.array(
    fc.record({ field: fc.oneof(fc.nat(20), fc.string({ maxLength: 8 })), remove: fc.boolean(), value: nastyValue }),
    { minLength: 1, maxLength: 3 },
  ),
);
type Change = { field: number | string; remove: boolean; value: unknown };
function mutate(body: Record<string, unknown>, changes: readonly Change[]) {
  const result = { ...body };
  const keys = Object.keys(body);
  for (const change of changes) {
    const known = typeof change.field === "number" && keys.length > 0;
    const field = known ? keys[(change.field as number) % keys.length]! : String(change.field);
    if (change.remove) delete result[field];
    else result[field] = change.value;
  }
  return result;
}

const QUERY_KEYS = ["search", "from", "to", "guestId", "days", "checkIn", "checkOut", "excludeReservationId", "erro"];
const queryValue = fc.oneof(nastyString, dateNear, fc.constantFrom("7", "30", "90", "0x10"), fc.uuid());
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 5 })), queryValue), {
  maxLength: 3,
});

const CONTENT_TYPES = [
  "text/plain",
  "application/xml",
  "multipart/form-data; boundary=x",
  "application/json; charset",
  "application/*",
  "",
  "application/vnd.api+json",
  "application/x-www-form-urlencoded",
  "application/json",
];
const request = fc.record({
  route: fc.integer({ min: 0, max: 10_000 }),
  signedIn: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  id: routeId,
  chooser: fc.nat(),
  query,
  bodyKind: fc.oneof(
    { weight: 12, arbitrary: fc.constant("near") },
    { weight: 2, arbitrary: fc.constantFrom("form", "json", "raw", "none") },
    { weight: 1, arbitrary: fc.constant("huge") },
  ),
  changes: mutations,
  anyJson: fc.jsonValue({ maxDepth: 3 }),
  raw: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("{", '{"a":', "[1,", "null", "123", '"x"', "{}", "[]")),
  contentType: fc.oneof(
    { weight: 10, arbitrary: fc.constant("auto") },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  ),
  charset: fc.oneof(
    { weight: 10, arbitrary: fc.constant("") },
    { weight: 2, arbitrary: fc.constantFrom("utf-8", "UTF-8", "latin1", "iso-8859-1", "utf-16", "bogus", "utf-7") },
  ),
  encoding: fc.oneof(
    { weight: 10, arbitrary: fc.constant("") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...["identity", "gzip", "deflate", "br", "gzip-broken", "br-broken", "x-foo", "gzip, br", "compress"],
      ),
    },
  ),
  origin: fc.oneof(
    { weight: 15, arbitrary: fc.constant("") },
    { weight: 1, arbitrary: fc.constantFrom("http://evil.example", "null", "http://127.0.0.1") },
  ),
  host: fc.oneof(
    { weight: 15, arbitrary: fc.constant("") },
    { weight: 1, arbitrary: fc.constantFrom("a b", "[", "127.0.0.1:99999", "%00", "pousada.example") },
  ),
});

/** Every write and list route the app registers (reads of one record too), plus sign-in and set-up. */
function fuzzedRoutes(): RouteInfo[] {
  return [
    ...routes,
    { method: "GET", path: "/api/login" },
    { method: "POST", path: "/api/login" },
    { method: "POST", path: "/api/setup" },
    { method: "GET", path: "/api/auth/user" },
    { method: "POST", path: "/api/nao-existe" },
  ];
}

const UTF8 = new Set(["", "utf-8", "UTF-8"]);
const GOOD_ENCODINGS = new Set(["", "identity", "gzip", "deflate", "br"]);

function encodeBody(text: string, charset: string, encoding: string) {
  const bytes = Buffer.from(
    text,
    charset === "latin1" || charset === "iso-8859-1" ? "latin1" : charset === "utf-16" ? "utf16le" : "utf8",
  );
  switch (encoding) {
    case "gzip":
      return zlib.gzipSync(bytes);
    case "deflate":
      return zlib.deflateSync(bytes);
    case "br":
      return zlib.brotliCompressSync(bytes);
    case "gzip-broken":
      return zlib.gzipSync(bytes).subarray(0, 12);
    case "br-broken":
      return Buffer.concat([Buffer.from([0xff, 0xff]), bytes]);
    default:
      return bytes;
  }
}

/** Every UTF-8 byte but letters and digits as %XX (encodeURIComponent throws on a lone surrogate). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) => String.fromCharCode(byte))
    .map((char) => (/[A-Za-z0-9]/.test(char) ? char : `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`))
    .join("");

/** NUL or a lone surrogate anywhere, field names included. */
const hasUnstorable = (value: unknown): boolean =>
  typeof value === "string"
    ? /[\u0000\p{Cs}]/u.test(value) // eslint-disable-line no-control-regex -- NUL is what it looks for
    : typeof value === "object" &&
      value !== null &&
      Object.entries(value).some(([key, child]) => hasUnstorable(key) || hasUnstorable(child));

// ------------------------------------------------------------------ the property

describe(`fuzz (seed ${SEED}, ${RUNS} requests)`, () => {
  it("answers every generated request below 500, in Portuguese, and keeps the data consistent", async () => {
    console.log(`fuzz: seed ${SEED}, ${RUNS} runs (FUZZ_SEED=${SEED} to replay)`);
    const all = fuzzedRoutes();
    const bodies = new Map(all.map((r) => [`${r.method} ${r.path}`, nearValidBody(r.method, r.path)]));
    const counts = new Map<number, number>();
    const started = Date.now();

    const property = fc.asyncProperty(
      request.chain((r) => {
        const route = all[r.route % all.length]!;
        return bodies.get(`${route.method} ${route.path}`)!.map((near) => ({ ...r, route, near }));
      }),
      async (r) => {
        const { route } = r;
        const table = tableOf(route.path);
        let path = route.path.replace(":id", r.id === "{known}" && table ? pick(table) : r.id);
        if (r.query.length) path += `?${r.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&")}`;
        path = resolveKnown(path, r.chooser);
        const mutated = JSON.stringify(mutate(r.near, r.changes));
        const near = JSON.parse(resolveKnown(mutated, r.chooser)) as Record<string, unknown>;
        let text: string | undefined;
        let type = "application/json";
        switch (r.bodyKind) {
          case "near":
            text = JSON.stringify(near);
            break;
          case "form":
            text = new URLSearchParams(Object.entries(near).map(([k, v]) => [k, String(v)])).toString();
            type = "application/x-www-form-urlencoded";
            break;
          case "json":
            text = JSON.stringify(r.anyJson) ?? "";
            break;
          case "raw":
            text = r.raw;
            break;
          case "huge":
            text = JSON.stringify({ ...near, notes: "a".repeat(120_000) });
            break;
        }
        if (r.contentType !== "auto") type = r.contentType;
        if (r.charset && type) type += `; charset=${r.charset}`;
        const headers: Record<string, string> = {};
        if (text !== undefined && type) headers["content-type"] = type;
        if (text !== undefined && r.encoding) headers["content-encoding"] = r.encoding.replace(/-broken$/, "");
        if (r.origin) headers.origin = r.origin;
        if (r.host) headers.host = r.host;
        if (r.signedIn) headers.cookie = ownerCookie;
        const body = text === undefined ? undefined : encodeBody(text, r.charset, r.encoding);

        const sent = { method: route.method, path, headers, body: text?.slice(0, 300) };
        const answer = await client.send({ method: route.method, path, headers, body });
        counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
        const context = `${JSON.stringify(sent)} -> ${answer.status} ${answer.text.slice(0, 300)}`;

        expect(answer.status, context).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(answer.type, context).toMatch(/^application\/json/);
          expect(portugueseProblem(answer.status, answer.json?.message), context).toBeUndefined();
        }
        const isProtected = routes.includes(route);
        if (!r.signedIn && isProtected) expect(answer.status, context).toBeGreaterThanOrEqual(400);

        // What must be refused whatever else is wrong, once the body reached the parser as sent.
        const parsedAsSent =
          !r.origin &&
          r.contentType === "auto" &&
          r.bodyKind !== "huge" &&
          UTF8.has(r.charset) &&
          GOOD_ENCODINGS.has(r.encoding);
        // Bodies a route reads itself as a file: a document upload, and a backup sent to 'Restaurar' (its content is
        // checked as a backup, not as form fields).
        const isRawUpload =
          (route.method === "PUT" && route.path.startsWith("/api/objects/uploads/")) ||
          (route.method === "POST" && route.path === "/api/system/restore");
        // body-parser reads JSON in utf-*, forms in utf-8 or iso-8859-1: any other charset is a 415 before anything else.
        const charset = r.charset.toLowerCase();
        const readableCharset =
          !charset || (r.bodyKind === "form" ? ["utf-8", "iso-8859-1"].includes(charset) : charset.startsWith("utf-"));
        if (!r.origin && !isRawUpload && text !== undefined && r.contentType === "auto" && !readableCharset) {
          expect(answer.status, context).toBe(415);
        }
        // What the server receives: a form cannot carry a lone surrogate (it goes as U+FFFD), a NUL it can.
        // The form parser (qs) drops a field with an empty name, whatever its value.
        const carried =
          r.bodyKind === "form" ? Object.fromEntries([...new URLSearchParams(text)].filter(([key]) => key)) : near;
        const fields = r.bodyKind === "near" || r.bodyKind === "form";
        if (parsedAsSent && !isRawUpload && fields && hasUnstorable(carried)) {
          expect(answer.status, context).toBe(400);
          expect(answer.json?.message, context).toMatch(/^Caracteres inválidos n/);
        }
        if (r.signedIn) await remember(route.method, path, answer);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = JSON.stringify(Object.fromEntries([...counts].sort()));
    console.log(`fuzz: ${RUNS} requests in ${seconds} s; statuses ${statuses}`);

    await expectStoredDataConsistent();
  }, 240_000);
});

// ------------------------------------------------------------------ the stored data afterwards

async function expectStoredDataConsistent() {
  const { db } = database;
  const rows = async (table: string) => (await db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY id`))).rows;

  // Exactly the rows the accepted requests created and did not delete, with the values their answers gave.
  const compare = async (
    table: string,
    mine: Map<string, Record<string, unknown>>,
    columns: Record<string, string>,
  ) => {
    const stored = await rows(table);
    expect(stored.map((row) => row.id).sort(), table).toEqual([...mine.keys()].sort());
    for (const row of stored) {
      const answered = mine.get(row.id as string)!;
      for (const [field, column] of Object.entries(columns)) {
        expect(normalise(row[column]), `${table} ${String(row.id)} ${field}`).toEqual(normalise(answered[field]));
      }
    }
    return stored;
  };
  const rooms = await compare("rooms", model.rooms, {
    number: "number",
    type: "type",
    capacity: "capacity",
    pricePerNight: "price_per_night",
    description: "description",
    isActive: "is_active",
  });
  const guests = await compare("guests", model.guests, {
    firstName: "first_name",
    lastName: "last_name",
    phone: "phone",
    email: "email",
    cpf: "cpf",
    notes: "notes",
    tags: "tags",
  });
  const reservations = await compare("reservations", model.reservations, {
    guestId: "guest_id",
    roomId: "room_id",
    checkInDate: "check_in_date",
    checkOutDate: "check_out_date",
    numberOfGuests: "number_of_guests",
    totalAmount: "total_amount",
  });
  expect((await rows("check_in_out")).length).toBe(model.stays.size);
  expect((await rows("users")).length, "set-up made no second owner").toBe(1);

  // No two live stays of a room overlap.
  const overlaps = await db.execute(sql`
    SELECT a.id FROM reservations a JOIN reservations b ON a.room_id = b.room_id AND a.id < b.id
    WHERE a.status NOT IN ('cancelled', 'no_show') AND b.status NOT IN ('cancelled', 'no_show')
      AND a.check_in_date < b.check_out_date AND b.check_in_date < a.check_out_date`);
  expect(overlaps.rows).toEqual([]);

  // Every stored row still passes the shared schemas (as the edit forms would send it back).
  for (const row of rooms) {
    const parsed = insertRoomSchema.safeParse({
      number: row.number,
      type: row.type,
      status: row.status,
      capacity: row.capacity,
      pricePerNight: row.price_per_night,
      description: row.description,
      isActive: row.is_active,
    });
    expect(parsed.error?.issues, `room ${String(row.id)}`).toBeUndefined();
  }
  for (const row of guests) {
    if (row.anonymized_at) {
      // Anonymised: initials only, nothing to reach the person by (the write schema's required phone is gone).
      expect(row.first_name, `guest ${String(row.id)}`).toMatch(/^\S\.$/u);
      const kept = {
        phone: row.phone,
        email: row.email,
        cpf: row.cpf,
        address: row.address,
        birthDate: row.birth_date,
      };
      expect(kept, `guest ${String(row.id)}`).toEqual({
        phone: null,
        email: null,
        cpf: null,
        address: null,
        birthDate: null,
      });
      continue;
    }
    const parsed = insertGuestSchema.safeParse({
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      email: row.email,
      cpf: row.cpf,
      address: row.address,
      notes: row.notes,
      birthDate: row.birth_date,
      tags: row.tags,
    });
    expect(parsed.error?.issues, `guest ${String(row.id)}`).toBeUndefined();
  }
  for (const row of reservations) {
    const parsed = insertReservationSchema.safeParse({
      guestId: row.guest_id,
      roomId: row.room_id,
      checkInDate: row.check_in_date,
      checkOutDate: row.check_out_date,
      numberOfGuests: row.number_of_guests,
      totalAmount: row.total_amount,
      status: row.status,
      notes: row.notes,
    });
    expect(parsed.error?.issues, `reservation ${String(row.id)}`).toBeUndefined();
    expect(String(row.check_in_date) <= latestCheckInDate(today)).toBe(true);
  }
  // No stored text holds what PostgreSQL or the schemas refuse.
  for (const row of [...rooms, ...guests, ...reservations]) expect(hasUnstorable(row), JSON.stringify(row)).toBe(false);
  // Nor, in any table, a control character or a bidirectional override; a tab or line break only in a textarea's.
  expect(await storedControlCharacters()).toEqual([]);
}

// C0 and C1 controls and DEL but tab, LF and CR; the bidirectional embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\t\n\r]/;
/** Columns a textarea fills, where tab and line breaks belong. */
const MULTI_LINE_COLUMNS = new Set(["notes", "description", "descricao", "observacoes", "motivo", "reason"]);

/** "table.column: value" for every stored text (JSON inside included) breaking the rules above. */
async function storedControlCharacters() {
  const { db } = database;
  const tables = await db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()
        AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const found: string[] = [];
  const check = (where: string, value: unknown, multiLine: boolean) => {
    if (typeof value === "string") {
      if (CONTROL.test(value) || (!multiLine && LINE_BREAK.test(value)))
        found.push(`${where}: ${JSON.stringify(value)}`);
    } else if (value && typeof value === "object" && !(value instanceof Date)) {
      for (const [key, child] of Object.entries(value)) check(`${where}.${key}`, child, false);
    }
  };
  for (const { name } of tables.rows) {
    const { rows } = await db.execute(sql`SELECT * FROM ${sql.identifier(name)}`);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row))
        check(`${name}.${column}`, value, MULTI_LINE_COLUMNS.has(column));
    }
  }
  return found;
}

/** Column values as the API writes them (dates as YYYY-MM-DD strings, null for absent). */
function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}
