// The validators speak Portuguese (docs/decisions/0011): zod's generic messages through shared/zod-pt.ts, the fields'
// own texts (docs/product.md §13.4) still first; numbers are not coerced from booleans or hex; stays stay within two
// years and 365 nights.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  insertGuestSchema,
  insertReservationSchema,
  insertRoomSchema,
  latestCheckInDate,
  loginSchema,
  ownerSetupSchema,
  updateReservationSchema,
} from "./schema";
import { NOT_AN_OBJECT } from "./zod-pt";
import { calendarDateAt, shiftDate } from "./pousada-time";

const ENGLISH = /invalid input|expected|received|required|too (big|small)|unrecognized|must|option/i;
const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

const room = { number: "101", pricePerNight: "150,00" };
const guest = { firstName: "Ana", lastName: "Lima", phone: "(11) 98765-4321" };
const GUEST_ID = "7b0f6e8e-2a51-4d36-9d4e-0d2b7c1f3a10";
const ROOM_ID = "1d1c2a47-3f0e-4f7e-9a3c-2b6d9f0e5c21";
const today = calendarDateAt(new Date(), "America/Sao_Paulo");
const tomorrow = shiftDate(today, 1);
const owner = { firstName: "Rita", email: "r@example.com", password: "12345678" };
const TEXT = "Valor inválido: informe um texto";
const stay = (checkInDate: string, checkOutDate: string, extra: Record<string, unknown> = {}) => ({
  guestId: GUEST_ID,
  roomId: ROOM_ID,
  checkInDate,
  checkOutDate,
  ...extra,
});

describe("zod's generic messages are Portuguese", () => {
  // The kinds of English the probe of the running server met (wrong types, no body, unknown fields), on real fields.
  it.each([
    ["guest notes given a number", insertGuestSchema, { ...guest, notes: 5 }, TEXT],
    ["guest address given true", insertGuestSchema, { ...guest, address: true }, TEXT],
    ["guest cpf given a number", insertGuestSchema, { ...guest, cpf: 52998224725 }, TEXT],
    ["guest email given a number", insertGuestSchema, { ...guest, email: 5 }, "Email inválido"],
    [
      "guest birthDate given a number",
      insertGuestSchema,
      { ...guest, birthDate: 19900101 },
      "Data de nascimento inválida",
    ],
    ["guest tags given an object", insertGuestSchema, { ...guest, tags: {} }, "Etiquetas inválidas"],
    ["guest tag given a number", insertGuestSchema, { ...guest, tags: [1] }, TEXT],
    ["room description given a number", insertRoomSchema, { ...room, description: 12 }, TEXT],
    ["room amenities given a list", insertRoomSchema, { ...room, amenities: [] }, "Este campo deve ficar vazio"],
    ["reservation notes given false", insertReservationSchema, stay(today, tomorrow, { notes: false }), TEXT],
    ["an unknown field", insertRoomSchema, { ...room, floor: 2 }, "Campo não permitido: floor"],
    ["a body that is an array", insertRoomSchema, [room], NOT_AN_OBJECT],
    ["no body at all", insertGuestSchema, undefined, NOT_AN_OBJECT],
    ["setup lastName given a number", ownerSetupSchema, { ...owner, lastName: 5 }, TEXT],
    ["setup email too long", ownerSetupSchema, { ...owner, email: `${"r".repeat(250)}@example.com` }, "Email inválido"],
    [
      "login password too long",
      loginSchema,
      { ...owner, password: "x".repeat(201) },
      "A senha deve ter no máximo 200 caracteres",
    ],
  ] as const)("%s", (_name, schema, input, message) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
    for (const issue of result.error!.issues) expect(issue.message).not.toMatch(ENGLISH);
  });

  it("keeps each schema's own message (docs/product.md §13.4) ahead of the generic one", () => {
    expect(firstMessage(insertGuestSchema.safeParse({ ...guest, firstName: 5 }))).toBe("Nome é obrigatório");
    expect(firstMessage(insertGuestSchema.safeParse({ ...guest, phone: undefined }))).toBe("Celular é obrigatório");
    expect(firstMessage(insertGuestSchema.safeParse({ ...guest, email: "ana@" }))).toBe("Email inválido");
    expect(firstMessage(insertRoomSchema.safeParse({ ...room, pricePerNight: undefined }))).toBe("Preço é obrigatório");
    expect(firstMessage(insertReservationSchema.safeParse(stay(today, shiftDate(today, 1), { roomId: "" })))).toBe(
      "Selecione um quarto",
    );
    expect(firstMessage(insertReservationSchema.safeParse(stay(undefined as never, today)))).toBe(
      "Data de check-in é obrigatória",
    );
    expect(firstMessage(insertReservationSchema.safeParse(stay(today, undefined as never)))).toBe(
      "Data de check-out é obrigatória",
    );
    expect(
      firstMessage(insertReservationSchema.safeParse(stay(today, shiftDate(today, 1), { numberOfGuests: 51 }))),
    ).toBe("Máximo 50 hóspedes");
  });

  it("has a Portuguese message for every kind of issue zod raises", () => {
    const cases: Array<[z.ZodType, unknown]> = [
      [z.string(), 1],
      [z.number(), "x"],
      [z.boolean(), "sim"],
      [z.array(z.string()), "x"],
      [z.enum(["a", "b"]), "c"],
      [z.literal("a"), "b"],
      [z.string().min(3), "ab"],
      [z.string().max(2), "abc"],
      [z.string().length(2), "abc"],
      [z.number().min(1), 0],
      [z.number().max(1), 2],
      [z.number().gt(1), 1],
      [z.number().multipleOf(5), 3],
      [z.array(z.string()).min(1), []],
      [z.array(z.string()).max(1), ["a", "b"]],
      [z.email(), "x"],
      [z.uuid(), "x"],
      [z.url(), "x"],
      [z.iso.date(), "2024-13-01"],
      [z.iso.datetime(), "x"],
      [z.string().regex(/^a$/), "b"],
      [z.string().startsWith("a"), "b"],
      [z.union([z.string(), z.number()]), true],
      [z.record(z.string().regex(/^a/), z.string()), { b: "x" }],
      [z.object({ a: z.string() }).strict(), { a: "x", b: 1 }],
      [z.string().refine(() => false), "x"],
      [z.int(), 1.5],
      [z.date(), "x"],
    ];
    for (const [schema, input] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, String(input)).toBe(false);
      for (const issue of result.error!.issues) {
        expect(issue.message, `${JSON.stringify(input)} -> ${issue.message}`).not.toMatch(ENGLISH);
        expect(issue.message).toMatch(/[áâãéêíóôõúç]|\b(de|um|uma|no|ser|use|deve|ter)\b/i);
      }
    }
  });
});

describe("numbers are a JSON number or decimal digits, never coerced", () => {
  it.each([
    [true, "Capacidade deve ser um número"],
    [false, "Capacidade deve ser um número"],
    ["0x10", "Capacidade deve ser um número"],
    ["1e3", "Capacidade deve ser um número"],
    ["", "Capacidade deve ser um número"],
    [" ", "Capacidade deve ser um número"],
    ["Infinity", "Capacidade deve ser um número"],
    ["+3", "Capacidade deve ser um número"],
    ["3,0", "Capacidade deve ser um número"],
    [null, "Capacidade deve ser um número"],
    [[2], "Capacidade deve ser um número"],
    ["2.5", "Capacidade deve ser um número inteiro"],
    [2.5, "Capacidade deve ser um número inteiro"],
    ["11", "Capacidade deve ser entre 1 e 10"],
    ["-1", "Capacidade deve ser entre 1 e 10"],
    [0, "Capacidade deve ser entre 1 e 10"],
  ])("refuses capacity %j: '%s'", (capacity, message) => {
    expect(firstMessage(insertRoomSchema.safeParse({ ...room, capacity }))).toBe(message);
  });

  it.each([
    [4, 4],
    ["4", 4],
    [" 10 ", 10],
    ["1.0", 1],
  ])("takes capacity %j as %i", (capacity, expected) => {
    expect(insertRoomSchema.parse({ ...room, capacity }).capacity).toBe(expected);
  });

  it("treats the number of guests the same way", () => {
    const parse = (numberOfGuests: unknown) =>
      insertReservationSchema.safeParse(stay(today, shiftDate(today, 2), { numberOfGuests }));
    expect(parse("3").data?.numberOfGuests).toBe(3);
    expect(parse(2).data?.numberOfGuests).toBe(2);
    expect(firstMessage(parse(true))).toBe("Informe o número de hóspedes");
    expect(firstMessage(parse("0x10"))).toBe("Informe o número de hóspedes");
    expect(firstMessage(parse("1e1"))).toBe("Informe o número de hóspedes");
    expect(firstMessage(parse(""))).toBe("Informe o número de hóspedes");
    expect(firstMessage(parse("1.5"))).toBe("Informe um número inteiro de hóspedes");
  });
});

describe("a stay starts at most two years ahead and lasts at most 365 nights", () => {
  it("refuses a stay from 2041 to 2100 with both reasons, check-in first", () => {
    const result = insertReservationSchema.safeParse(stay("2041-01-01", "2100-12-31"));
    const latest = latestCheckInDate(today);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [
        "checkInDate",
        `O check-in pode ser no máximo dois anos à frente (até ${latest.split("-").reverse().join("/")})`,
      ],
      ["checkOutDate", "A estadia pode ter no máximo 365 noites"],
    ]);
  });

  it("takes a check-in exactly two years ahead, not the day after", () => {
    const latest = latestCheckInDate(today);
    expect(insertReservationSchema.safeParse(stay(latest, shiftDate(latest, 2))).success).toBe(true);
    const { guestId: _guest, ...edit } = stay(shiftDate(latest, 1), shiftDate(latest, 3));
    const late = updateReservationSchema.safeParse(edit);
    expect(late.error?.issues[0]?.path).toEqual(["checkInDate"]);
  });

  it("takes 365 nights, not 366", () => {
    expect(insertReservationSchema.safeParse(stay(today, shiftDate(today, 365))).success).toBe(true);
    expect(firstMessage(insertReservationSchema.safeParse(stay(today, shiftDate(today, 366))))).toBe(
      "A estadia pode ter no máximo 365 noites",
    );
  });

  it("still takes past stays: a pousada enters its history", () => {
    expect(insertReservationSchema.safeParse(stay("2019-12-28", "2020-01-02")).success).toBe(true);
  });

  it("counts two years from the pousada's calendar, 29 February included", () => {
    expect(latestCheckInDate("2026-05-10")).toBe("2028-05-10");
    expect(latestCheckInDate("2028-02-29")).toBe("2030-03-01");
  });
});
