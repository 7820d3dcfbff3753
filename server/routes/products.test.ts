// Products and services (docs/product.md §10.3): the catalogue in centavos, its list parameters, stock moves and
// entries, and consumption charged to stays (docs/decisions/0015 "Consumption and stock"). The clock is fixed: `at()`
// moves it.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { asc, eq } from "drizzle-orm";
import { contasBancarias, lancamentosFinanceiros } from "@shared/schema/finance";
import { payments } from "@shared/schema/payments";
import { productConsumption, productStockMoves, products } from "@shared/schema/products";
import { reservations } from "@shared/schema/reservations";
import type { ConsumptionView, ProductView, StockMoveView } from "@shared/api/products";
import { apiFactories, type ApiFactories } from "../test/factories";
import {
  createUser,
  listening,
  ownerAndStaff,
  sessionCookie,
  signedInAgent,
  testApp,
  testDatabase,
} from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;

/** 10 March 2030, noon in São Paulo. */
const NOON_10_MARCH = "2030-03-10T15:00:00.000Z";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
let now = new Date(NOON_10_MARCH);
const at = (instant: string) => {
  now = new Date(instant);
};

// ------------------------------------------------------------------ helpers

const water = (overrides: Record<string, unknown> = {}) => ({
  name: "Água mineral",
  category: "beverage",
  price: 650,
  costPrice: 200,
  unit: "garrafa 500 ml",
  stock: "24",
  tags: ["frigobar"],
  description: "Sem gás, gelada",
  isActive: true,
  ...overrides,
});

async function createProduct(body: Record<string, unknown>, agent = staff): Promise<ProductView> {
  const res = await agent.post("/api/products").send(body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function product(id: string): Promise<ProductView> {
  const res = await staff.get("/api/products").expect(200);
  return (res.body as ProductView[]).find((p) => p.id === id)!;
}

const storedMoves = (productId: string) =>
  database.db
    .select()
    .from(productStockMoves)
    .where(eq(productStockMoves.productId, productId))
    .orderBy(asc(productStockMoves.createdAt), asc(productStockMoves.id));

const paymentStatus = async (reservationId: string) =>
  (await database.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]!.statusPagamento;

/** A stay in room 101 from 10 to 13 March (R$ 450,00), confirmed; checked in unless told otherwise. */
async function stay({ checkIn = true, status = "confirmed", room = "101" } = {}) {
  const guest = await api.guest();
  const roomRow = await api.room({ number: room });
  const reservation = await api.reservation({
    guestId: guest.id,
    roomId: roomRow.id,
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-13",
    numberOfGuests: 1,
    status,
    notes: null,
  });
  const stayId = checkIn ? (await api.checkIn(reservation.id)).id : null;
  return { reservationId: reservation.id, guestId: guest.id, stayId };
}

const charge = (reservationId: string, productId: string, quantity = 1, agent = staff) =>
  agent.post("/api/product-consumption").send({ reservationId, productId, quantity });

// ------------------------------------------------------------------ set-up

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  at(NOON_10_MARCH);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

// ------------------------------------------------------------------ the catalogue

describe("the catalogue", () => {
  it("keeps prices in centavos both ways and the stock as a two-place decimal", async () => {
    const created = await createProduct(water({ price: 1250, costPrice: 875, stock: "12,5" }));
    expect(created).toMatchObject({ price: 1250, costPrice: 875, stock: "12.50", isActive: true });
    expect(await product(created.id)).toMatchObject({
      name: "Água mineral",
      category: "beverage",
      price: 1250,
      costPrice: 875,
      unit: "garrafa 500 ml",
      stock: "12.50",
      tags: ["frigobar"],
      description: "Sem gás, gelada",
    });
    const [stored] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(stored).toMatchObject({ price: 1250, costPrice: 875, stock: "12.50" });
    // The opening stock is the first move, so the stock is always the sum of its moves.
    expect((await storedMoves(created.id)).map((m) => [m.kind, m.quantity, m.note])).toEqual([
      ["ajuste", "12.50", "Estoque inicial"],
    ]);
  });

  it("takes centavos as digits too, and empty optional fields as null", async () => {
    const created = await createProduct({
      name: "Pão de queijo",
      category: "food",
      price: "800",
      costPrice: "",
      unit: "",
    });
    expect(created).toMatchObject({
      price: 800,
      costPrice: null,
      unit: null,
      description: null,
      stock: "0.00",
      tags: [],
    });
    expect(await storedMoves(created.id)).toEqual([]);
  });

  it.each([
    [{ price: undefined }, "price", "Preço é obrigatório"],
    [{ price: -1 }, "price", "O preço não pode ser negativo"],
    [{ costPrice: -100 }, "costPrice", "O preço de custo não pode ser negativo"],
    [{ stock: "-1" }, "stock", "O estoque não pode ser negativo"],
    [{ stock: -0.5 }, "stock", "O estoque não pode ser negativo"],
    [
      { price: "12,50" },
      "price",
      "Preço inválido: envie o valor em centavos, um número inteiro (ex.: 1250 para R$\u00a012,50)",
    ],
    [
      { price: 12.5 },
      "price",
      "Preço inválido: envie o valor em centavos, um número inteiro (ex.: 1250 para R$\u00a012,50)",
    ],
    [{ stock: "1.234" }, "stock", "Estoque inválido. Use um número com até duas casas decimais, ex.: 12,5"],
    [{ name: "  " }, "name", "Nome é obrigatório"],
    [{ category: "minibar" }, "category", "Selecione uma categoria"],
    [{ price: 1_000_000_000 }, "price", "Valor muito alto (máximo R$\u00a09.999.999,99)"],
  ])("refuses %j: 400 on %s with its message, and stores nothing", async (change, field, message) => {
    const res = await staff.post("/api/products").send(water(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    expect(await database.db.select().from(products)).toEqual([]);
  });

  it("keeps no stock for services, whatever is sent", async () => {
    const transfer = await createProduct({
      name: "Transfer aeroporto",
      category: "transport",
      price: 12000,
      stock: "3",
    });
    expect(transfer.stock).toBe("0.00");
    expect(await storedMoves(transfer.id)).toEqual([]);
    // A product that becomes a service leaves its shelf empty, with the move that says so.
    const bottle = await createProduct(water({ stock: "4" }));
    const res = await staff.put(`/api/products/${bottle.id}`).send(water({ category: "service", stock: "9" }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.stock).toBe("0.00");
    expect((await storedMoves(bottle.id)).map((m) => [m.kind, m.quantity])).toEqual([
      ["ajuste", "4.00"],
      ["ajuste", "-4.00"],
    ]);
  });

  it("changes only the tags with a body of {tags}, dropping blanks and repeats", async () => {
    const created = await createProduct(water());
    const res = await staff.put(`/api/products/${created.id}`).send({ tags: ["frigobar", " gelada ", "", "GELADA"] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ ...water({ tags: ["frigobar", "gelada"] }), stock: "24.00" });
    expect(res.body.updatedAt >= created.updatedAt).toBe(true);
  });

  it("edits every field; a stock sent is a count (an 'ajuste' of the difference), one left out stays", async () => {
    const created = await createProduct(water());
    const res = await staff
      .put(`/api/products/${created.id}`)
      .send(water({ name: "Água com gás", price: 700, costPrice: null, stock: "20", isActive: false }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      name: "Água com gás",
      price: 700,
      costPrice: null,
      stock: "20.00",
      isActive: false,
    });
    const { stock: _omit, ...withoutStock } = water({ price: 750 });
    const again = await staff.put(`/api/products/${created.id}`).send(withoutStock);
    expect(again.body).toMatchObject({ price: 750, stock: "20.00" });
    expect((await storedMoves(created.id)).map((m) => [m.kind, m.quantity, m.note])).toEqual([
      ["ajuste", "24.00", "Estoque inicial"],
      ["ajuste", "-4.00", "Contagem de estoque"],
    ]);
  });

  it("answers 404 for an unknown product", async () => {
    expect((await staff.put(`/api/products/${MISSING_ID}`).send(water())).status).toBe(404);
    expect((await staff.put("/api/products/nope").send({ tags: [] })).body.message).toBe(
      "Produto/serviço não encontrado",
    );
    expect((await owner.delete(`/api/products/${MISSING_ID}`)).status).toBe(404);
  });

  it("counts the four cards over the whole catalogue", async () => {
    await createProduct(water());
    await createProduct(water({ name: "Sanduíche", category: "food", isActive: false }));
    await createProduct(water({ name: "Tapioca", category: "food" }));
    await createProduct({ name: "Passeio de barco", category: "service", price: 9000 });
    await createProduct({ name: "Lavagem", category: "laundry", price: 3000 });
    const res = await staff.get("/api/products/summary").expect(200);
    expect(res.body).toEqual({ total: 5, active: 4, food: 2, services: 1 });
  });
});

// ------------------------------------------------------------------ deleting

describe("deleting a product", () => {
  it("is the owner's: staff get 403 and the product stays", async () => {
    const created = await createProduct(water());
    const res = await staff.delete(`/api/products/${created.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Acesso restrito ao proprietário");
    expect(await product(created.id)).toBeDefined();
  });

  it("removes a product nobody consumed, with its stock history", async () => {
    const created = await createProduct(water());
    await staff.post(`/api/products/${created.id}/stock-entries`).send({ quantity: "6", unitCost: 180 }).expect(201);
    expect(await storedMoves(created.id)).toHaveLength(2);
    await owner.delete(`/api/products/${created.id}`).expect(204);
    expect(await database.db.select().from(products)).toEqual([]);
    expect(await storedMoves(created.id)).toEqual([]);
  });

  it("refuses a product that was ever consumed, and deletes nothing", async () => {
    const { reservationId } = await stay();
    const created = await createProduct(water());
    const line = (await charge(reservationId, created.id, 3).expect(201)).body as ConsumptionView;
    const before = await storedMoves(created.id);
    const res = await owner.delete(`/api/products/${created.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Este item já foi consumido e não pode ser excluído. Desative-o em vez de excluir.");
    expect(await product(created.id)).toMatchObject({ stock: "21.00" });
    expect(await storedMoves(created.id)).toEqual(before);
    // Even once its line is removed, the moves remember it was sold.
    await owner.delete(`/api/product-consumption/${line.id}`).expect(204);
    expect((await owner.delete(`/api/products/${created.id}`)).status).toBe(409);
    expect((await product(created.id)).stock).toBe("24.00");
  });
});

// ------------------------------------------------------------------ the list

describe("GET /api/products", () => {
  beforeEach(async () => {
    await createProduct(water({ price: 650, costPrice: 200, stock: "24", unit: "garrafa" }));
    await createProduct(
      water({ name: "Suco de caju", price: 900, costPrice: null, stock: "3", unit: "copo", description: "Natural" }),
    );
    await createProduct(
      water({
        name: "Pão de queijo",
        category: "food",
        price: 800,
        costPrice: 300,
        stock: "0",
        unit: null,
        description: "Com água e sal",
      }),
    );
    await createProduct({ name: "Transfer aeroporto", category: "transport", price: 12000, unit: "viagem" });
    await createProduct(
      water({
        name: "Espumante",
        price: 15000,
        costPrice: 9000,
        stock: "2",
        isActive: false,
        unit: "garrafa",
        description: null,
      }),
    );
  });
  const names = (res: { body: ProductView[] }) => res.body.map((p) => p.name);

  it("answers the whole catalogue by name without parameters", async () => {
    const res = await staff.get("/api/products").expect(200);
    expect(names(res)).toEqual(["Água mineral", "Espumante", "Pão de queijo", "Suco de caju", "Transfer aeroporto"]);
    expect(res.headers["x-total-count"]).toBeUndefined();
  });

  it("searches name and description without case or accents", async () => {
    expect(names(await staff.get("/api/products?search=AGUA").expect(200))).toEqual(["Água mineral", "Pão de queijo"]);
    expect(names(await staff.get("/api/products?search=pao").expect(200))).toEqual(["Pão de queijo"]);
    expect(names(await staff.get("/api/products?search=natural").expect(200))).toEqual(["Suco de caju"]);
    expect(names(await staff.get("/api/products?search=50%25").expect(200))).toEqual([]);
  });

  it("filters by category and by active", async () => {
    expect(names(await staff.get("/api/products?category=beverage").expect(200))).toEqual([
      "Água mineral",
      "Espumante",
      "Suco de caju",
    ]);
    expect(names(await staff.get("/api/products?category=beverage&active=true").expect(200))).toEqual([
      "Água mineral",
      "Suco de caju",
    ]);
    expect(names(await staff.get("/api/products?active=false").expect(200))).toEqual(["Espumante"]);
  });

  it("sorts by each field in both directions, what has no value last", async () => {
    const sorted = async (query: string) => names(await staff.get(`/api/products?${query}`).expect(200));
    expect(await sorted("sort=price")).toEqual([
      "Água mineral",
      "Pão de queijo",
      "Suco de caju",
      "Transfer aeroporto",
      "Espumante",
    ]);
    expect(await sorted("sort=price&dir=desc")).toEqual([
      "Espumante",
      "Transfer aeroporto",
      "Suco de caju",
      "Pão de queijo",
      "Água mineral",
    ]);
    expect(await sorted("sort=costPrice")).toEqual([
      "Água mineral",
      "Pão de queijo",
      "Espumante",
      "Suco de caju",
      "Transfer aeroporto",
    ]);
    expect(await sorted("sort=costPrice&dir=desc")).toEqual([
      "Espumante",
      "Pão de queijo",
      "Água mineral",
      "Suco de caju",
      "Transfer aeroporto",
    ]);
    // By label: Alimentação, Bebida, Transporte.
    expect(await sorted("sort=category")).toEqual([
      "Pão de queijo",
      "Água mineral",
      "Espumante",
      "Suco de caju",
      "Transfer aeroporto",
    ]);
    expect(await sorted("sort=unit")).toEqual([
      "Suco de caju",
      "Água mineral",
      "Espumante",
      "Transfer aeroporto",
      "Pão de queijo",
    ]);
    // Services keep no stock: they come after every product, either way.
    expect(await sorted("sort=stock")).toEqual([
      "Pão de queijo",
      "Espumante",
      "Suco de caju",
      "Água mineral",
      "Transfer aeroporto",
    ]);
    expect(await sorted("sort=stock&dir=desc")).toEqual([
      "Água mineral",
      "Suco de caju",
      "Espumante",
      "Pão de queijo",
      "Transfer aeroporto",
    ]);
    expect(await sorted("sort=name&dir=desc")).toEqual([
      "Transfer aeroporto",
      "Suco de caju",
      "Pão de queijo",
      "Espumante",
      "Água mineral",
    ]);
  });

  it("pages with limit and cursor: every row once, the total on the first page", async () => {
    const first = await staff.get("/api/products?limit=2&sort=price").expect(200);
    expect(names(first)).toEqual(["Água mineral", "Pão de queijo"]);
    expect(first.headers["x-total-count"]).toBe("5");
    const second = await staff
      .get(`/api/products?limit=2&sort=price&cursor=${first.headers["x-next-cursor"]}`)
      .expect(200);
    expect(names(second)).toEqual(["Suco de caju", "Transfer aeroporto"]);
    const third = await staff
      .get(`/api/products?limit=2&sort=price&cursor=${second.headers["x-next-cursor"]}`)
      .expect(200);
    expect(names(third)).toEqual(["Espumante"]);
    expect(third.headers["x-next-cursor"]).toBeUndefined();
    const filtered = await staff.get("/api/products?limit=10&category=food").expect(200);
    expect(filtered.headers["x-total-count"]).toBe("1");
  });

  it.each([
    ["sort=preco", "Ordenação inválida: use name, price, costPrice, category, unit, stock"],
    ["dir=up", "Direção inválida: use asc ou desc"],
    ["category=minibar", "Categoria inválida"],
    ["active=sim", "Filtro de ativos inválido: use true ou false"],
    ["limit=0", "Tamanho de página inválido: use de 1 a 100"],
    ["limit=5&cursor=xyz", "Página inválida: recarregue a lista"],
  ])("answers 400 in Portuguese for %s", async (query, message) => {
    const res = await staff.get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

// ------------------------------------------------------------------ consumption

describe("charging consumption to a stay", () => {
  it("writes the line at the current price, takes it off the shelf and shows it on the folio", async () => {
    const { reservationId, guestId, stayId } = await stay();
    const bottle = await createProduct(water());
    const res = await charge(reservationId, bottle.id, 2);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      reservationId,
      productId: bottle.id,
      productName: "Água mineral",
      quantity: 2,
      unitPrice: 650,
      totalAmount: 1300,
      consumedAt: NOON_10_MARCH,
      createdBy: { firstName: "Teste", lastName: "Silva" },
      removable: true,
    });
    const [line] = await database.db.select().from(productConsumption);
    expect(line).toMatchObject({ guestId, quantity: 2, unitPrice: 650, totalAmount: 1300 });
    expect((await product(bottle.id)).stock).toBe("22.00");
    expect((await storedMoves(bottle.id)).map((m) => [m.kind, m.quantity, m.consumptionId, m.note])).toEqual([
      ["ajuste", "24.00", null, "Estoque inicial"],
      ["consumo", "-2.00", line!.id, "Quarto 101 · Ana Souza"],
    ]);

    // A later price change leaves the charged line as it was.
    await staff.put(`/api/products/${bottle.id}`).send({ ...water({ price: 800 }) });
    const folio = await staff.get(`/api/checkinout/${stayId}/folio`).expect(200);
    expect(folio.body.consumption).toMatchObject([
      { productName: "Água mineral", quantity: 2, unitPrice: 650, totalAmount: 1300 },
    ]);
    expect(folio.body.consumedTotalCentavos).toBe(1300);
    const lines = await staff.get(`/api/product-consumption?reservationId=${reservationId}`).expect(200);
    expect(lines.body).toMatchObject([{ id: line!.id, totalAmount: 1300, removable: true }]);
  });

  it("charges services without touching any stock", async () => {
    const { reservationId } = await stay();
    const transfer = await createProduct({ name: "Transfer aeroporto", category: "transport", price: 12000 });
    await charge(reservationId, transfer.id, 3).expect(201);
    expect((await product(transfer.id)).stock).toBe("0.00");
    expect(await storedMoves(transfer.id)).toEqual([]);
  });

  it("takes an order of several lines all at once, or none of it", async () => {
    const { reservationId } = await stay();
    const bottle = await createProduct(water({ stock: "3" }));
    const cake = await createProduct({ name: "Bolo de rolo", category: "food", price: 2500, stock: "1" });
    const refused = await staff.post("/api/product-consumption").send({
      reservationId,
      items: [
        { productId: bottle.id, quantity: 2 },
        { productId: cake.id, quantity: 1 },
        { productId: bottle.id, quantity: 2 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Estoque insuficiente de Água mineral: restam 3");
    expect(await database.db.select().from(productConsumption)).toEqual([]);
    expect((await product(bottle.id)).stock).toBe("3.00");

    const res = await staff.post("/api/product-consumption").send({
      reservationId,
      items: [
        { productId: bottle.id, quantity: 2 },
        { productId: cake.id, quantity: 1 },
      ],
    });
    expect(res.status, res.text).toBe(201);
    expect((res.body as ConsumptionView[]).map((l) => [l.productName, l.totalAmount])).toEqual([
      ["Água mineral", 1300],
      ["Bolo de rolo", 2500],
    ]);
    expect((await product(cake.id)).stock).toBe("0.00");
  });

  it("refuses a stocked item beyond what is left, naming it and what remains", async () => {
    const { reservationId } = await stay();
    const bottle = await createProduct(water({ stock: "2.5" }));
    const res = await charge(reservationId, bottle.id, 3);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "Estoque insuficiente de Água mineral: restam 2,5", field: "quantity" });
    expect((await product(bottle.id)).stock).toBe("2.50");
  });

  it("refuses an inactive item", async () => {
    const { reservationId } = await stay();
    const bottle = await createProduct(water({ isActive: false }));
    const res = await charge(reservationId, bottle.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('O item "Água mineral" está inativo e não pode ser lançado.');
  });

  it("goes on a stay in the house or a confirmed reservation, not on others", async () => {
    const bottle = await createProduct(water());
    const confirmed = await stay({ checkIn: false, room: "102" });
    await charge(confirmed.reservationId, bottle.id).expect(201);

    const pending = await stay({ checkIn: false, status: "pending", room: "103" });
    const refusedPending = await charge(pending.reservationId, bottle.id);
    expect(refusedPending.status).toBe(409);
    expect(refusedPending.body.message).toBe('Confirme a reserva antes de lançar consumo (ela está "Pendente").');

    const cancelled = await stay({ checkIn: false, room: "104" });
    await api.setReservationStatus(cancelled.reservationId, "cancelled");
    expect((await charge(cancelled.reservationId, bottle.id)).body.message).toBe(
      "Esta reserva foi cancelada: não é possível lançar consumo.",
    );

    const left = await stay({ room: "105" });
    await api.checkOut(left.stayId!);
    const refusedCompleted = await charge(left.reservationId, bottle.id);
    expect(refusedCompleted.status).toBe(409);
    expect(refusedCompleted.body.message).toBe(
      "O check-out desta hospedagem já foi realizado: não é possível lançar consumo.",
    );
    expect((await product(bottle.id)).stock).toBe("23.00");
  });

  it("answers 404 for an unknown reservation or product, 400 for a bad quantity", async () => {
    const { reservationId } = await stay();
    const bottle = await createProduct(water());
    expect((await charge(MISSING_ID, bottle.id)).body).toMatchObject({ message: "Reserva não encontrada" });
    expect((await charge(reservationId, MISSING_ID)).body).toMatchObject({ message: "Produto/serviço não encontrado" });
    for (const quantity of [0, -1, 1.5, 1000, "dois"]) {
      const res = await charge(reservationId, bottle.id, quantity as number);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: "Quantidade deve ser um número inteiro de 1 a 999",
        field: "quantity",
      });
    }
    expect(await database.db.select().from(productConsumption)).toEqual([]);
  });

  describe("the last units, charged at once", () => {
    let server: Awaited<ReturnType<typeof listening>> | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it("10 charges of 1 on a stock of 5: exactly 5 sold, 5 refused, stock 0", async () => {
      const stays = [await stay({ room: "201" }), await stay({ room: "202" })];
      const bottle = await createProduct(water({ stock: "5" }));
      server = await listening(app);
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${server!.base}/api/product-consumption`, {
            method: "POST",
            headers: { "Content-Type": "application/json", cookie },
            body: JSON.stringify({ reservationId: stays[i % 2]!.reservationId, productId: bottle.id, quantity: 1 }),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe("Estoque insuficiente de Água mineral: restam 0");
      }
      expect((await product(bottle.id)).stock).toBe("0.00");
      expect(await database.db.select().from(productConsumption)).toHaveLength(5);
      expect((await storedMoves(bottle.id)).filter((m) => m.kind === "consumo")).toHaveLength(5);
    });
  });
});

// ------------------------------------------------------------------ removing a line

describe("removing a consumption line", () => {
  let reservationId: string;
  let bottleId: string;
  let lineId: string;

  beforeEach(async () => {
    ({ reservationId } = await stay());
    bottleId = (await createProduct(water({ stock: "10" }))).id;
    lineId = ((await charge(reservationId, bottleId, 3).expect(201)).body as ConsumptionView).id;
  });

  it("is the clerk's who charged it, the same day: the stock goes back with an 'estorno'", async () => {
    at("2030-03-11T02:30:00.000Z"); // 23:30 the same pousada day
    await staff.delete(`/api/product-consumption/${lineId}`).expect(204);
    expect(await database.db.select().from(productConsumption)).toEqual([]);
    expect((await product(bottleId)).stock).toBe("10.00");
    const moves = await storedMoves(bottleId);
    expect(moves.map((m) => [m.kind, m.quantity])).toEqual([
      ["ajuste", "10.00"],
      ["consumo", "-3.00"],
      ["estorno", "3.00"],
    ]);
    expect(moves[2]!.note).toBe("Consumo removido (3 × Água mineral, 10/03/2030)");
    expect((await staff.delete(`/api/product-consumption/${lineId}`)).status).toBe(404);
  });

  it("is refused to that clerk the next day (409) and to another clerk (403); the owner may, any day", async () => {
    at("2030-03-11T03:30:00.000Z"); // 00:30 on 11 March
    const nextDay = await staff.delete(`/api/product-consumption/${lineId}`);
    expect(nextDay.status).toBe(409);
    expect(nextDay.body.message).toBe("Consumo lançado em 10/03/2030: agora só o proprietário pode removê-lo.");
    const listed = await staff.get(`/api/product-consumption?reservationId=${reservationId}`).expect(200);
    expect(listed.body[0].removable).toBe(false);

    await createUser(database, { email: "outra@example.com", role: "employee" });
    const other = await signedInAgent(app, "outra@example.com");
    at(NOON_10_MARCH);
    const notTheirs = await other.delete(`/api/product-consumption/${lineId}`);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.message).toBe("Só quem lançou este consumo ou o proprietário pode removê-lo.");
    expect((await product(bottleId)).stock).toBe("7.00");

    at("2030-03-20T15:00:00.000Z");
    expect((await owner.get(`/api/product-consumption?reservationId=${reservationId}`)).body[0].removable).toBe(true);
    await owner.delete(`/api/product-consumption/${lineId}`).expect(204);
    expect((await product(bottleId)).stock).toBe("10.00");
  });
});

// ------------------------------------------------------------------ the payment status

describe("the reservation's payment status", () => {
  it("follows the bill as lines are charged and removed", async () => {
    const { reservationId, guestId } = await stay();
    const bottle = await createProduct(water());
    // The stay's R$ 450,00, paid in full.
    await database.db
      .insert(payments)
      .values({ reservationId, guestId, amount: "450.00", method: "cash", status: "completed" });
    const first = await charge(reservationId, bottle.id, 1).expect(201);
    expect(await paymentStatus(reservationId)).toBe("PARCIAL");
    await staff.delete(`/api/product-consumption/${first.body.id}`).expect(204);
    expect(await paymentStatus(reservationId)).toBe("PAGO");

    // Nothing paid yet: PENDENTE whatever is charged.
    const other = await stay({ room: "102" });
    await charge(other.reservationId, bottle.id, 2).expect(201);
    expect(await paymentStatus(other.reservationId)).toBe("PENDENTE");
    await database.db.insert(payments).values({
      reservationId: other.reservationId,
      guestId: other.guestId,
      amount: "463.00",
      method: "pix",
      status: "completed",
    });
    const second = await charge(other.reservationId, bottle.id, 1).expect(201);
    expect(await paymentStatus(other.reservationId)).toBe("PARCIAL");
    await staff.delete(`/api/product-consumption/${second.body.id}`).expect(204);
    expect(await paymentStatus(other.reservationId)).toBe("PAGO");
  });

  it("puts each line on the reservation's bill, and takes it off again", async () => {
    const { reservationId } = await stay();
    const bottle = await createProduct(water());
    const transfer = await createProduct({ name: "Transfer aeroporto", category: "transport", price: 12000 });
    const folio = async () => (await staff.get(`/api/reservations/${reservationId}/folio`).expect(200)).body;
    await charge(reservationId, bottle.id, 2).expect(201);
    at("2030-03-10T18:00:00.000Z");
    const ride = (await charge(reservationId, transfer.id, 1).expect(201)).body as ConsumptionView;
    const charged = await folio();
    expect(
      charged.lines
        .filter((line: { kind: string }) => line.kind === "consumo")
        .map((line: Record<string, unknown>) => [line.description, line.quantity, line.unitPrice, line.total]),
    ).toEqual([
      ["Água mineral", 2, "6.50", "13.00"],
      ["Transfer aeroporto", 1, "120.00", "120.00"],
    ]);
    expect(charged).toMatchObject({ total: "583.00", paid: "0.00", balance: "583.00", statusPagamento: "PENDENTE" });
    await staff.delete(`/api/product-consumption/${ride.id}`).expect(204);
    expect(await folio()).toMatchObject({ total: "463.00", balance: "463.00" });
  });
});

// ------------------------------------------------------------------ stock entries and history

describe("stock entries and the product's history", () => {
  it("adds the quantity with its unit cost, without touching any account", async () => {
    const bottle = await createProduct(water({ stock: "2" }));
    const res = await staff.post(`/api/products/${bottle.id}/stock-entries`).send({ quantity: "12,5", unitCost: 180 });
    expect(res.status, res.text).toBe(201);
    expect(res.body.product.stock).toBe("14.50");
    expect(res.body.move).toMatchObject({ kind: "entrada", quantity: "12.50", unitCost: 180, lancamentoId: null });
    expect(await database.db.select().from(lancamentosFinanceiros)).toEqual([]);
  });

  it("records the despesa in the chosen account, settled, and moves its balance", async () => {
    const [conta] = await database.db
      .insert(contasBancarias)
      .values({ nome: "Caixa da recepção", tipo: "caixa", saldoInicial: "500.00", saldoAtual: "500.00" })
      .returning();
    const bottle = await createProduct(water({ stock: "0" }));
    const res = await staff
      .post(`/api/products/${bottle.id}/stock-entries`)
      .send({ quantity: "2.5", unitCost: 199, contaBancariaId: conta!.id });
    expect(res.status, res.text).toBe(201);
    const [despesa] = await database.db.select().from(lancamentosFinanceiros);
    // 2,5 x R$ 1,99 = R$ 4,975: R$ 4,98.
    expect(despesa).toMatchObject({
      contaBancariaId: conta!.id,
      tipo: "despesa",
      categoria: "Estoque",
      valor: "4.98",
      status: "PAGO",
      dataLancamento: "2030-03-10",
      descricao: "Entrada de estoque: 2,5 × Água mineral",
    });
    expect(res.body.move.lancamentoId).toBe(despesa!.id);
    const [after] = await database.db.select().from(contasBancarias).where(eq(contasBancarias.id, conta!.id));
    expect(after!.saldoAtual).toBe("495.02");
  });

  it("refuses a service, a zero quantity, a despesa of nothing and an inactive account, changing nothing", async () => {
    const [inactive] = await database.db
      .insert(contasBancarias)
      .values({ nome: "Conta antiga", tipo: "corrente", isAtiva: false })
      .returning();
    const transfer = await createProduct({ name: "Transfer", category: "transport", price: 100 });
    const service = await staff
      .post(`/api/products/${transfer.id}/stock-entries`)
      .send({ quantity: "1", unitCost: 10 });
    expect(service.status).toBe(409);
    expect(service.body.message).toBe("Serviços não têm estoque: a entrada de estoque é só para produtos.");
    const bottle = await createProduct(water({ stock: "1" }));
    const entry = (body: Record<string, unknown>) => staff.post(`/api/products/${bottle.id}/stock-entries`).send(body);
    expect((await entry({ quantity: "0", unitCost: 10 })).body.message).toBe("A quantidade deve ser maior que zero");
    expect((await entry({ quantity: "-2", unitCost: 10 })).body.message).toBe("A quantidade deve ser maior que zero");
    expect((await entry({ quantity: "2", unitCost: -1 })).body.message).toBe("O custo unitário não pode ser negativo");
    expect((await entry({ quantity: "2", unitCost: 0, contaBancariaId: inactive!.id })).body.message).toBe(
      "Informe o custo unitário para registrar a despesa na conta",
    );
    const refused = await entry({ quantity: "2", unitCost: 100, contaBancariaId: inactive!.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A conta "Conta antiga" está inativa. Ative-a em Contas Bancárias ou escolha outra conta.',
    );
    expect((await product(bottle.id)).stock).toBe("1.00");
    expect(await database.db.select().from(lancamentosFinanceiros)).toEqual([]);
  });

  it("lists the moves newest first and the consumption with guest and room, paged", async () => {
    const { reservationId } = await stay();
    const bottle = await createProduct(water({ stock: "10" }));
    for (let minute = 1; minute <= 3; minute++) {
      at(`2030-03-10T15:0${minute}:00.000Z`);
      await charge(reservationId, bottle.id, minute).expect(201);
    }
    const moves = await staff.get(`/api/products/${bottle.id}/stock-moves`).expect(200);
    expect((moves.body as StockMoveView[]).map((m) => [m.kind, m.quantity])).toEqual([
      ["consumo", "-3.00"],
      ["consumo", "-2.00"],
      ["consumo", "-1.00"],
      ["ajuste", "10.00"],
    ]);
    const first = await staff.get(`/api/products/${bottle.id}/consumption?limit=2`).expect(200);
    expect(first.body.map((l: ConsumptionView) => l.quantity)).toEqual([3, 2]);
    expect(first.body[0]).toMatchObject({ guest: { firstName: "Ana", lastName: "Souza" }, room: { number: "101" } });
    const rest = await staff.get(
      `/api/products/${bottle.id}/consumption?limit=2&cursor=${first.headers["x-next-cursor"]}`,
    );
    expect(rest.body.map((l: ConsumptionView) => l.quantity)).toEqual([1]);
    expect((await staff.get(`/api/products/${bottle.id}/stock-moves?limit=2&cursor=abc`)).status).toBe(400);
    expect((await staff.get(`/api/products/${MISSING_ID}/stock-moves`)).status).toBe(404);
  });
});
