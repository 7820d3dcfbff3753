// GET /api/guests as a list that scales: pages by name in the Portuguese alphabet, the total beside the
// first page, a search that finds what a clerk types (the best match first), the count cards, and the indexes that
// keep it fast (docs/product.md §12.1, §12.4).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { sql } from "drizzle-orm";
import type { Guest } from "@shared/api/guests";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import { guestsStorage } from "../storage/guests";
import type { Database } from "../db";

let database: Database;
let staff: Agent;
let api: ApiFactories;

const PAGE_SIZE_ERROR = "Tamanho de página inválido: use de 1 a 100";
const BAD_CURSOR = "Página inválida: recarregue a lista";

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const agents = await ownerAndStaff(database);
  staff = agents.staff;
  api = apiFactories(agents);
});

const fullName = (g: Pick<Guest, "firstName" | "lastName">) => `${g.firstName} ${g.lastName}`;

/** Every page of `query`, following X-Next-Cursor; the rows and what each answer's headers said. */
async function allPages(query: Record<string, string | number>) {
  const rows: Guest[] = [];
  const totals: Array<string | undefined> = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const res = await staff
      .get("/api/guests")
      .query({ ...query, ...(cursor && { cursor }) })
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    rows.push(...(res.body as Guest[]));
    totals.push(res.headers["x-total-count"]);
    cursor = res.headers["x-next-cursor"];
    if (!cursor) return { rows, totals, pages: pages + 1 };
  }
  throw new Error("more than 50 pages");
}

async function search(term: string, limit = 20) {
  const res = await staff.get("/api/guests").query({ search: term, limit }).expect(200);
  return { names: (res.body as Guest[]).map(fullName), total: res.headers["x-total-count"] };
}

describe("the guest list a page at a time", () => {
  it("gives every guest exactly once across pages, in the Portuguese alphabet, ties broken the same way each time", async () => {
    // Accented initials sort with their letter; five guests share one name (the id decides among them).
    const names = [
      ["Zé", "Carlos"],
      ["Álvaro", "Dias"],
      ["Bruno", "Lima"],
      ["Érica", "Matos"],
      ["ana", "Beatriz"],
      ["Otávio", "Reis"],
      ["Ana", "Souza"],
      ["Ana", "Souza"],
      ["Ana", "Souza"],
      ["Ana", "Souza"],
      ["Ana", "Souza"],
      ["Çarla", "Neves"],
    ];
    for (const [firstName, lastName] of names) await api.guest({ firstName, lastName });

    const { rows, totals, pages } = await allPages({ limit: 5 });
    expect(pages).toBe(3);
    expect(rows).toHaveLength(names.length);
    expect(new Set(rows.map((g) => g.id)).size).toBe(names.length);
    // The total travels with the first page only.
    expect(totals).toEqual([String(names.length), undefined, undefined]);
    expect(rows.map((g) => g.firstName)).toEqual([
      "Álvaro",
      "ana",
      "Ana",
      "Ana",
      "Ana",
      "Ana",
      "Ana",
      "Bruno",
      "Çarla",
      "Érica",
      "Otávio",
      "Zé",
    ]);
    const souzas = rows.filter((g) => g.firstName === "Ana").map((g) => g.id);
    expect(souzas).toEqual([...souzas].sort());

    // The same order as the whole list, which keeps its meaning (and its shape) without parameters.
    const whole = await staff.get("/api/guests").expect(200);
    expect(whole.headers["x-total-count"]).toBeUndefined();
    expect(whole.headers["x-next-cursor"]).toBeUndefined();
    expect((whole.body as Guest[]).map((g) => g.id)).toEqual(rows.map((g) => g.id));
  });

  it("starts the next page right after the last row it gave, whatever was added before it meanwhile", async () => {
    for (const firstName of ["Bia", "Caio", "Davi", "Enzo"]) await api.guest({ firstName });
    const first = await staff.get("/api/guests").query({ limit: 2 }).expect(200);
    expect((first.body as Guest[]).map((g) => g.firstName)).toEqual(["Bia", "Caio"]);
    await api.guest({ firstName: "Aline" }); // sorts before the page already read
    const next = await staff.get("/api/guests").query({ limit: 2, cursor: first.headers["x-next-cursor"] }).expect(200);
    expect((next.body as Guest[]).map((g) => g.firstName)).toEqual(["Davi", "Enzo"]);
    expect(next.headers["x-next-cursor"]).toBeUndefined();
  });

  it("pages with 50 rows when only a cursor or a search is sent", async () => {
    for (let i = 0; i < 3; i++) await api.guest({ firstName: `Hóspede${i}` });
    const res = await staff.get("/api/guests").query({ search: "hospede" }).expect(200);
    expect(res.body).toHaveLength(3);
    expect(res.headers["x-total-count"]).toBe("3");
  });

  it.each([["0"], ["101"], ["1.5"], ["abc"], ["-3"], [""]])(
    "refuses limit=%j with 400 in Portuguese",
    async (limit) => {
      const res = await staff.get("/api/guests").query({ limit }).expect(400);
      expect(res.body).toMatchObject({ message: PAGE_SIZE_ERROR, field: "limit" });
    },
  );

  it("refuses a cursor it did not write, or one of another order, with 400 in Portuguese", async () => {
    for (const firstName of ["Bia", "Caio", "Davi"]) await api.guest({ firstName });
    const forged = (after: unknown[]) => Buffer.from(JSON.stringify({ after })).toString("base64url");
    const byName = await staff.get("/api/guests").query({ limit: 1 }).expect(200);
    const cursors = [
      "não-é-um-cursor",
      forged([1, "Bia", "Silva", "not-a-uuid"]),
      forged(["1", "Bia", "Silva", "00000000-0000-4000-8000-000000000000"]),
      forged([1, 2, 3]),
      forged(["Bia", "Silva"]),
      Buffer.from(JSON.stringify({ offset: 3 })).toString("base64url"),
      byName.headers["x-next-cursor"], // a name-order cursor sent with a search (ranked, one key more)
      "x".repeat(2001),
    ];
    for (const cursor of cursors) {
      const res = await staff.get("/api/guests").query({ limit: 1, cursor, search: "bia" }).expect(400);
      expect(res.body, cursor).toMatchObject({ message: BAD_CURSOR, field: "cursor" });
    }
  });

  it("refuses a search over 100 characters, and takes a blank one for none", async () => {
    const long = await staff
      .get("/api/guests")
      .query({ search: "a".repeat(101) })
      .expect(400);
    expect(long.body).toMatchObject({ message: "Busca muito longa (máximo de 100 caracteres)", field: "search" });
    await api.guest();
    const blank = await staff.get("/api/guests").query({ search: "   " }).expect(200);
    expect(blank.body).toHaveLength(1);
  });
});

describe("the guest search", () => {
  it("finds names in any case and with or without accents, word by word", async () => {
    await api.guest({ firstName: "João", lastName: "Silva" });
    await api.guest({ firstName: "Conceição", lastName: "Araújo" });
    await api.guest({ firstName: "Pedro", lastName: "Alves" });
    expect((await search("joao")).names).toEqual(["João Silva"]);
    expect((await search("JOÃO SILVA")).names).toEqual(["João Silva"]);
    expect((await search("silva joão")).names).toEqual(["João Silva"]);
    expect((await search("conceicao araujo")).names).toEqual(["Conceição Araújo"]);
    expect((await search("ARAÚJO")).names).toEqual(["Conceição Araújo"]);
    expect((await search("joao alves")).names).toEqual([]);
    expect((await search("%")).names).toEqual([]);
    expect((await search("_")).names).toEqual([]);
  });

  it("takes one or two letters as the beginning of a word, not anywhere in it", async () => {
    await api.guest({ firstName: "João", lastName: "Prado" });
    await api.guest({ firstName: "Maria", lastName: "José" });
    await api.guest({ firstName: "Marjorie", lastName: "Lopes" });
    expect((await search("jo")).names).toEqual(["João Prado", "Maria José"]);
    expect((await search("J")).names).toEqual(["João Prado", "Maria José"]);
    expect((await search("ma jo")).names).toEqual(["Maria José"]);
  });

  it("finds e-mails, and an e-mail with digits matches no phone", async () => {
    await api.guest({ firstName: "Júlia", lastName: "Prado", email: "hospede4242@pousada.com" });
    await api.guest({ firstName: "Pedro", lastName: "Alves", phone: "(11) 94242-4242" });
    await api.guest({ firstName: "Rita", lastName: "Lee", phone: "(21) 3424-2000" });
    expect((await search("hospede4242@")).names).toEqual(["Júlia Prado"]);
    expect((await search("POUSADA.COM")).names).toEqual(["Júlia Prado"]);
    // The digits alone are a phone search.
    expect((await search("4242")).names).toEqual(["Pedro Alves", "Rita Lee"]);
  });

  it("finds a phone or a CPF by its digits, however they are typed", async () => {
    await api.guest({ firstName: "Ana", lastName: "Lima", phone: "(11) 98765-4321", cpf: "529.982.247-25" });
    await api.guest({ firstName: "Bia", lastName: "Reis", phone: "(21) 3333-4444" });
    expect((await search("(11) 98765-4321")).names).toEqual(["Ana Lima"]);
    expect((await search("+55 11 98765-4321")).names).toEqual(["Ana Lima"]);
    expect((await search("98765 4321")).names).toEqual(["Ana Lima"]);
    expect((await search("529.982.247-25")).names).toEqual(["Ana Lima"]);
    expect((await search("52998224725")).names).toEqual(["Ana Lima"]);
    expect((await search("982.247")).names).toEqual(["Ana Lima"]);
    expect((await search("3333-44")).names).toEqual(["Bia Reis"]);
    // Two digits are not a phone search (and no name holds them).
    expect((await search("33")).names).toEqual([]);
    // A name and a phone's last digits together.
    expect((await search("ana 4321")).names).toEqual(["Ana Lima"]);
    expect((await search("bia 4321")).names).toEqual([]);
  });

  it("puts the exact match first, then the names where the term begins a word, then the rest, by name", async () => {
    await api.guest({ firstName: "Maria", lastName: "Silva de João" });
    await api.guest({ firstName: "João", lastName: "Silvano" });
    await api.guest({ firstName: "João", lastName: "Silva" });
    await api.guest({ firstName: "Ana", lastName: "Pereira João Silva" });
    // Exactly the name; then the names where it begins a word, by name; then the rest.
    expect((await search("joão silva")).names).toEqual([
      "João Silva",
      "Ana Pereira João Silva",
      "João Silvano",
      "Maria Silva de João",
    ]);
    await api.guest({ firstName: "Pedro", lastName: "Dasilva" });
    expect((await search("silva")).names).toEqual([
      "Ana Pereira João Silva",
      "João Silva",
      "João Silvano",
      "Maria Silva de João",
      "Pedro Dasilva",
    ]);

    // An exact e-mail before a name that sorts earlier and only holds it.
    await api.guest({ firstName: "Zuleica", lastName: "Matos", email: "ana@x.com" });
    await api.guest({ firstName: "Bárbara", lastName: "Matos", email: "bana@x.com" });
    expect((await search("ANA@X.COM")).names).toEqual(["Zuleica Matos", "Bárbara Matos"]);

    // A phone typed in full finds that guest alone; the last digits, as a clerk types them, rank before digits
    // found in the middle of a phone.
    await api.guest({ firstName: "Alice", lastName: "Melo", phone: "(11) 94321-8888" });
    await api.guest({ firstName: "Zara", lastName: "Melo", phone: "(11) 98888-4321" });
    await api.guest({ firstName: "Carla", lastName: "Melo", phone: "(11) 97777-7777" });
    expect((await search("(11) 94321-8888")).names).toEqual(["Alice Melo"]);
    expect((await search("4321")).names).toEqual(["Zara Melo", "Alice Melo"]);
  });

  it("pages a search too: every match once, the total on the first page", async () => {
    for (let i = 0; i < 7; i++) await api.guest({ firstName: "Joana", lastName: `Dias ${i}` });
    await api.guest({ firstName: "Joana", lastName: "Dias" });
    await api.guest({ firstName: "Pedro", lastName: "Dias" });
    const { rows, totals } = await allPages({ search: "joana dias", limit: 3 });
    expect(totals[0]).toBe("8");
    expect(rows.map(fullName)).toEqual(["Joana Dias", ...Array.from({ length: 7 }, (_, i) => `Joana Dias ${i}`)]);
  });
});

describe("GET /api/guests/summary", () => {
  it("counts every guest and those with an e-mail", async () => {
    expect((await staff.get("/api/guests/summary").expect(200)).body).toEqual({ total: 0, withEmail: 0 });
    await api.guest({ email: "a@x.com" });
    await api.guest({ email: "" });
    await api.guest({ email: "b@x.com" });
    expect((await staff.get("/api/guests/summary").expect(200)).body).toEqual({ total: 3, withEmail: 2 });
  });

  it("needs a session", async () => {
    await request(testApp(database)).get("/api/guests/summary").expect(401);
  });
});

describe("the indexes behind the list", () => {
  /**
   * The plan PostgreSQL makes for the statement a page runs. Sequential scans are priced out, so the answer says
   * whether the index CAN serve the expression the code writes (a mismatch falls back to a scan whatever its price);
   * `npm run bench:lists` shows the planner choosing these indexes by itself at 50,000 guests.
   */
  async function planOf(query: { search?: string; limit: number; cursor?: string }) {
    const statement = await guestsStorage(database.db).pageSql(query);
    const client = await database.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL enable_seqscan = off");
      const { rows } = await client.query(`EXPLAIN ${statement.sql}`, statement.params);
      await client.query("ROLLBACK");
      return rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n");
    } finally {
      client.release();
    }
  }

  beforeEach(async () => {
    // Enough guests for the statistics to mean something.
    await database.db.execute(sql`
      INSERT INTO guests (first_name, last_name, phone, email, cpf)
      SELECT 'Hóspede' || i, 'Sobrenome ' || i, (11900000000 + i)::text, 'h' || i || '@x.com', lpad(i::text, 11, '0')
      FROM generate_series(1, 3000) AS i`);
    await database.db.execute(sql`ANALYZE guests`);
  });

  it("searches names and e-mails through the trigram index", async () => {
    const plan = await planOf({ search: "joão", limit: 20 });
    expect(plan).toMatch(/Bitmap Index Scan on guests_search_trgm_idx/);
    const short = await planOf({ search: "jo", limit: 20 });
    expect(short).toMatch(/Bitmap Index Scan on guests_search_trgm_idx/);
  });

  it("searches phone and CPF digits through their trigram indexes", async () => {
    const plan = await planOf({ search: "98765-43", limit: 20 });
    expect(plan).toMatch(/Bitmap Index Scan on guests_phone_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on guests_cpf_trgm_idx/);
  });

  it("reads a page by name, first or deep, in the order of the name index", async () => {
    expect(await planOf({ limit: 50 })).toMatch(/Index Scan using guests_name_order_idx/);
    const first = await staff.get("/api/guests").query({ limit: 50 }).expect(200);
    const deep = await planOf({ limit: 50, cursor: first.headers["x-next-cursor"] });
    expect(deep).toMatch(/Index Scan using guests_name_order_idx[\s\S]*Index Cond: \(ROW\(/);
  });
});
