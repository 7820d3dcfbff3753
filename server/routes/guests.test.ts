import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { ownerAndStaff, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;

const guest = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Souza",
  phone: "(11) 99999-8888",
  email: "",
  cpf: "",
  address: "",
  notes: "",
  documentPhotoUrl: null,
  birthDate: "",
  tags: [],
  ...overrides,
});

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  ({ owner, staff } = await ownerAndStaff(database));
});

describe("guests API: create and read", () => {
  it("stores phone and CPF normalised and empty optional fields as null", async () => {
    const res = await staff
      .post("/api/guests")
      .send(
        guest({
          cpf: "529.982.247-25",
          email: "Ana@Example.com",
          birthDate: "1990-05-17",
          tags: [" VIP ", "vip", "", "Família"],
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({
      firstName: "Ana",
      phone: "11999998888",
      cpf: "52998224725",
      email: "ana@example.com",
      birthDate: "1990-05-17",
      address: null,
      notes: null,
      documentPhotoUrl: null,
      tags: ["VIP", "Família"],
    });
    const list = await staff.get("/api/guests").expect(200);
    expect(list.body).toHaveLength(1);
  });

  it.each([
    [{ firstName: "" }, "Nome é obrigatório"],
    [{ lastName: "  " }, "Sobrenome é obrigatório"],
    [{ phone: "" }, "Celular é obrigatório"],
    [{ phone: "11 99999-8888" }, "Formato inválido. Use: (11) 99999-9999"],
    [{ phone: "(11) 89999-8888" }, "Formato inválido. Use: (11) 99999-9999"],
    [{ phone: "119999" }, "Número de celular inválido"],
    [{ phone: "11899998888" }, "Número de celular inválido"],
    [{ email: "ana@" }, "Email inválido"],
    [{ cpf: "529.982.247-24" }, "CPF inválido"],
    [{ cpf: "111.111.111-11" }, "CPF inválido"],
    [{ birthDate: "2999-01-01" }, "Data de nascimento inválida"],
    [{ documentPhotoUrl: "/etc/passwd" }, "Documento inválido"],
    [{ firstName: "Ana\u0007" }, "Remova caracteres de controle do texto"],
    [{ lastName: "So\u001b[2Juza" }, "Remova caracteres de controle do texto"],
    [{ firstName: "Ana\u202eazuoS" }, "Remova caracteres de controle do texto"],
    [{ address: "Rua A\n123" }, "Remova caracteres de controle do texto"],
    [{ tags: ["vip\u2066"] }, "Remova caracteres de controle do texto"],
    [{ notes: "Chega tarde\u0085" }, "Remova caracteres de controle do texto"],
  ])("refuses %o with the Portuguese message and stores nothing", async (override, message) => {
    const res = await staff.post("/api/guests").send(guest(override)).expect(400);
    expect(res.body.message).toBe(message);
    expect(await database.db.select().from(guests)).toHaveLength(0);
  });

  it("keeps the line breaks and tabs of the notes", async () => {
    const res = await staff
      .post("/api/guests")
      .send(guest({ notes: "Chega tarde.\nAlergia:\tcamarão" }))
      .expect(201);
    expect(res.body.notes).toBe("Chega tarde.\nAlergia:\tcamarão");
  });

  it("accepts a landline and a bare-digit mobile, which is the same phone as its masked form", async () => {
    await staff
      .post("/api/guests")
      .send(guest({ phone: "(11) 3333-4444" }))
      .expect(201);
    await staff
      .post("/api/guests")
      .send(guest({ phone: "21988887777" }))
      .expect(201);
    const dup = await staff
      .post("/api/guests")
      .send(guest({ phone: "(21) 98888-7777" }))
      .expect(409);
    expect(dup.body.field).toBe("phone");
  });

  it.each([
    ["phone", { phone: "11999998888" }, "Este número de celular já está cadastrado. Use um número diferente."],
    [
      "email",
      { phone: "(11) 97777-6666", email: "ANA@example.com" },
      "Este email já está cadastrado. Use um email diferente.",
    ],
    ["cpf", { phone: "(11) 97777-6666", cpf: "52998224725" }, "Este CPF já está cadastrado. Use um CPF diferente."],
  ])("answers a duplicate %s with 409 naming the field", async (field, override, message) => {
    await staff
      .post("/api/guests")
      .send(guest({ email: "ana@example.com", cpf: "529.982.247-25" }))
      .expect(201);
    const res = await staff.post("/api/guests").send(guest(override)).expect(409);
    expect(res.body).toEqual({ field, message });
  });

  it("allows many guests without e-mail or CPF (null is not a duplicate)", async () => {
    await staff.post("/api/guests").send(guest()).expect(201);
    await staff
      .post("/api/guests")
      .send(guest({ phone: "(11) 97777-6666" }))
      .expect(201);
  });

  it("searches names and e-mail in any case and phone digits by substring", async () => {
    await staff
      .post("/api/guests")
      .send(guest({ firstName: "Júlia", lastName: "Prado", email: "julia@pousada.com" }))
      .expect(201);
    await staff
      .post("/api/guests")
      .send(guest({ firstName: "Pedro", lastName: "Alves", phone: "(21) 3333-4444" }))
      .expect(201);
    const names = async (search: string) =>
      (await staff.get("/api/guests").query({ search })).body.map((g: { firstName: string }) => g.firstName);
    expect(await names("júlia prado")).toEqual(["Júlia"]);
    expect(await names("ALVES")).toEqual(["Pedro"]);
    expect(await names("POUSADA.COM")).toEqual(["Júlia"]);
    expect(await names("3333-44")).toEqual(["Pedro"]);
    expect(await names("99999")).toEqual(["Júlia"]);
    expect(await names("%")).toEqual([]);
  });
});

describe("guests API: update and delete", () => {
  it("changes only the tags when the body holds only tags", async () => {
    const { body: created } = await staff
      .post("/api/guests")
      .send(guest({ notes: "Prefere andar térreo", cpf: "52998224725" }))
      .expect(201);
    const res = await staff
      .put(`/api/guests/${created.id}`)
      .send({ tags: ["VIP", " ", "vip", "Retorno"] })
      .expect(200);
    expect(res.body).toMatchObject({
      tags: ["VIP", "Retorno"],
      notes: "Prefere andar térreo",
      cpf: "52998224725",
      phone: "11999998888",
    });
  });

  it("updates every field with the same rules, and 404s an unknown guest", async () => {
    const { body: created } = await staff.post("/api/guests").send(guest()).expect(201);
    const res = await staff
      .put(`/api/guests/${created.id}`)
      .send(guest({ firstName: "Ana Paula", phone: "(11) 3333-4444", address: "Rua das Flores, 10" }))
      .expect(200);
    expect(res.body).toMatchObject({ firstName: "Ana Paula", phone: "1133334444", address: "Rua das Flores, 10" });
    const bad = await staff
      .put(`/api/guests/${created.id}`)
      .send(guest({ phone: "123" }))
      .expect(400);
    expect(bad.body.message).toBe("Número de celular inválido");
    await staff.put("/api/guests/00000000-0000-4000-8000-000000000000").send(guest()).expect(404);
  });

  it("lets only the owner delete, and refuses a guest with reservations without deleting anything", async () => {
    const { body: created } = await staff.post("/api/guests").send(guest()).expect(201);
    await staff.delete(`/api/guests/${created.id}`).expect(403);

    const [room] = await database.db.insert(rooms).values({ number: "1", pricePerNight: "100.00" }).returning();
    await database.db.insert(reservations).values({
      guestId: created.id,
      roomId: room!.id,
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-02",
    });
    const refused = await owner.delete(`/api/guests/${created.id}`).expect(409);
    expect(refused.body.message).toBe(
      "Não é possível excluir este hóspede: ele tem reservas ou pagamentos registrados.",
    );
    expect(await database.db.select().from(guests)).toHaveLength(1);

    const { body: other } = await staff
      .post("/api/guests")
      .send(guest({ phone: "(11) 97777-6666" }))
      .expect(201);
    await owner.delete(`/api/guests/${other.id}`).expect(204);
    await owner.delete(`/api/guests/${other.id}`).expect(404);
  });
});
