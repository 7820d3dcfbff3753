import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { roomBody } from "../test/factories";
import { ownerAndStaff, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;

/** The room form's body, described. */
const room = (overrides: Record<string, unknown> = {}) => roomBody({ description: "Vista para o mar", ...overrides });

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  ({ owner, staff } = await ownerAndStaff(database));
});

describe("rooms API", () => {
  it("creates a room with defaults and lists rooms in natural number order", async () => {
    const created = await owner.post("/api/rooms").send(room({ number: "10" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ number: "10", status: "available", pricePerNight: "150.00", isActive: true });
    await owner
      .post("/api/rooms")
      .send(room({ number: "2" }))
      .expect(201);
    await owner
      .post("/api/rooms")
      .send(room({ number: "1A" }))
      .expect(201);

    const list = await staff.get("/api/rooms").expect(200);
    expect(list.body.map((r: { number: string }) => r.number)).toEqual(["2", "10", "1A"]);
  });

  it.each([
    ["1.200,00", "1200.00"],
    ["R$\u00a01.260,00", "1260.00"],
    ["5.000,5", "5000.50"],
    ["1200.50", "1200.50"],
  ])("takes the price %j as the app prints it, and answers the decimal string %j", async (typed, stored) => {
    const res = await owner
      .post("/api/rooms")
      .send(room({ pricePerNight: typed }))
      .expect(201);
    expect(res.body.pricePerNight).toBe(stored);
  });

  it.each(["1.200", "1,200.50"])("refuses the ambiguous price %j, saying what to type", async (typed) => {
    const res = await owner
      .post("/api/rooms")
      .send(room({ pricePerNight: typed }))
      .expect(400);
    expect(res.body.message).toBe("Valor inválido. Use o formato 1.200,00");
  });

  it("accepts a price with a decimal comma and keeps it exact", async () => {
    const res = await owner
      .post("/api/rooms")
      .send(room({ pricePerNight: "189,90" }))
      .expect(201);
    expect(res.body.pricePerNight).toBe("189.90");
  });

  it.each([
    [{ pricePerNight: "" }, "Preço é obrigatório"],
    [{ pricePerNight: undefined }, "Preço é obrigatório"],
    [{ pricePerNight: "12,345" }, "Valor inválido. Use o formato 1.200,00"],
    [{ pricePerNight: "-5" }, "Valor inválido. Use o formato 1.200,00"],
    [{ capacity: 11 }, "Capacidade deve ser entre 1 e 10"],
    [{ capacity: 0 }, "Capacidade deve ser entre 1 e 10"],
    [{ number: "  " }, "Número do quarto é obrigatório"],
    [{ type: "penthouse" }, "Tipo de quarto inválido"],
  ])("refuses %o with the Portuguese message", async (override, message) => {
    const res = await owner.post("/api/rooms").send(room(override)).expect(400);
    expect(res.body.message).toBe(message);
    expect((await owner.get("/api/rooms")).body).toHaveLength(0);
  });

  it("refuses a duplicate room number with 409 naming the field", async () => {
    await owner.post("/api/rooms").send(room()).expect(201);
    const res = await owner
      .post("/api/rooms")
      .send(room({ description: "outro" }))
      .expect(409);
    expect(res.body).toEqual({ message: "Já existe um quarto com este número.", field: "number" });
  });

  it("updates a room, and answers 404 for an unknown or malformed id", async () => {
    const { body: created } = await owner.post("/api/rooms").send(room()).expect(201);
    const updated = await owner
      .put(`/api/rooms/${created.id}`)
      .send(room({ number: "102", type: "suite", pricePerNight: "320", isActive: false }))
      .expect(200);
    expect(updated.body).toMatchObject({ number: "102", type: "suite", pricePerNight: "320.00", isActive: false });

    await owner.put("/api/rooms/00000000-0000-4000-8000-000000000000").send(room()).expect(404);
    const malformed = await owner.put("/api/rooms/abc").send(room()).expect(404);
    expect(malformed.body.message).toBe("Quarto não encontrado");
  });

  it("changes status (staff too) and refuses an unknown status", async () => {
    const { body: created } = await owner.post("/api/rooms").send(room()).expect(201);
    const res = await staff.patch(`/api/rooms/${created.id}/status`).send({ status: "cleaning" }).expect(200);
    expect(res.body.status).toBe("cleaning");
    const bad = await staff.patch(`/api/rooms/${created.id}/status`).send({ status: "dirty" }).expect(400);
    expect(bad.body.message).toBe("Status de quarto inválido");
    const list = await staff.get("/api/rooms");
    expect(list.body[0].status).toBe("cleaning");
  });

  it("lets only the owner create, edit and delete rooms", async () => {
    const denied = await staff.post("/api/rooms").send(room()).expect(403);
    expect(denied.body.message).toBe("Acesso restrito ao proprietário");
    const { body: created } = await owner.post("/api/rooms").send(room()).expect(201);
    await staff
      .put(`/api/rooms/${created.id}`)
      .send(room({ number: "999" }))
      .expect(403);
    await staff.delete(`/api/rooms/${created.id}`).expect(403);
    expect((await owner.get("/api/rooms")).body).toMatchObject([{ number: "101" }]);
  });

  it("deletes a room without reservations", async () => {
    const { body: created } = await owner.post("/api/rooms").send(room()).expect(201);
    await owner.delete(`/api/rooms/${created.id}`).expect(204);
    expect((await owner.get("/api/rooms")).body).toEqual([]);
    await owner.delete(`/api/rooms/${created.id}`).expect(404);
  });

  it("refuses to delete a room that has reservations, and deletes nothing", async () => {
    const { body: created } = await owner.post("/api/rooms").send(room()).expect(201);
    const [guest] = await database.db
      .insert(guests)
      .values({ firstName: "Ana", lastName: "Souza", phone: "11999990000" })
      .returning();
    await database.db.insert(reservations).values({
      guestId: guest!.id,
      roomId: created.id,
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      totalAmount: "300.00",
      status: "cancelled",
    });
    const res = await owner.delete(`/api/rooms/${created.id}`).expect(409);
    expect(res.body.message).toBe("Erro ao excluir quarto. Verifique se não há reservas ativas.");
    expect((await owner.get("/api/rooms")).body).toHaveLength(1);
  });

  it("rejects unknown fields instead of storing them", async () => {
    // Everything else in this body is valid: the refusal is about the id alone.
    const res = await owner
      .post("/api/rooms")
      .send(room({ status: "occupied", id: "x" }))
      .expect(400);
    expect(res.body).toMatchObject({ message: "Campo não permitido: id", field: "" });
    expect((await owner.get("/api/rooms")).body).toEqual([]);
  });
});
