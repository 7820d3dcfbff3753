// Configurações > Geral (docs/product.md §5.6, §12.12): the switches and selectors saved on the server; the owner
// changes them, staff read them; the currency and language offer only what the product really does (BRL, pt-BR); the
// time zone only Brazil's.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import type { SettingsView } from "@shared/api/settings";
import { DEFAULT_GERAL } from "@shared/validators/settings";
import type { FrontDeskOverview } from "@shared/api/stays";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let now = new Date("2030-03-08T18:00:00.000Z");

const GERAL = {
  emailNotifications: false,
  autoCheckIn: true,
  currency: "BRL",
  language: "pt-BR",
  checkInTime: "15:00",
  checkOutTime: "11:30",
  timeZone: "America/Cuiaba",
  creditValidityMonths: 6,
  staffDiscountLimitPercent: 15,
  cardFeeDebitPercent: "1.99",
  cardFeeCreditPercent: "3.49",
  debitSettlementDays: 2,
  creditSettlementDays: 31,
  dailyBackup: true,
  dailyBackupsKept: 14,
  precheckinMessage: "Oi {nome}! Sua ficha da {pousada}: {link}",
};

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2030-03-08T18:00:00.000Z");
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
});

describe("role matrix", () => {
  it("every /api/settings route: 401 without a session; staff read, only the owner writes", async () => {
    const routes = (app.locals.protectedRoutes as Array<{ method: string; path: string }>).filter((r) =>
      r.path.startsWith("/api/settings"),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "DELETE /api/settings/fnrh",
      "GET /api/settings",
      "GET /api/settings/booking-page",
      "GET /api/settings/canais",
      "GET /api/settings/fnrh",
      "POST /api/settings/fnrh/test",
      "PUT /api/settings",
      "PUT /api/settings/booking-page",
      "PUT /api/settings/canais",
      "PUT /api/settings/fnrh",
      "PUT /api/settings/pousada",
    ]);
    for (const route of routes) {
      const method = route.method.toLowerCase() as "get";
      expect((await request(app)[method](route.path).send({})).status, route.path).toBe(401);
      const asStaff = await staff[method](route.path).send({});
      // The booking page's, the channels' and the FNRH's settings are the owner's alone, read too (docs/product.md
      // §16, §17, §19).
      const ownersAlone = ["/api/settings/booking-page", "/api/settings/canais", "/api/settings/fnrh"];
      if (route.method === "GET" && !ownersAlone.includes(route.path)) {
        expect(asStaff.status).toBe(200);
      } else {
        expect(asStaff.status, route.path).toBe(403);
        expect(asStaff.body).toEqual({ message: "Acesso restrito ao proprietário" });
      }
      const asOwner = await owner[method](route.path).send({});
      expect(asOwner.status, route.path).not.toBe(403);
      expect(asOwner.status, route.path).toBeLessThan(500);
    }
  });
});

describe("Geral", () => {
  it("starts with the product's defaults, and keeps what the owner saves for everyone to read", async () => {
    const first = (await staff.get("/api/settings").expect(200)).body as SettingsView;
    expect(first.geral).toEqual({
      emailNotifications: true,
      autoCheckIn: false,
      currency: "BRL",
      language: "pt-BR",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      timeZone: "America/Sao_Paulo",
      creditValidityMonths: 12,
      staffDiscountLimitPercent: 10,
      cardFeeDebitPercent: "0.00",
      cardFeeCreditPercent: "0.00",
      debitSettlementDays: 1,
      creditSettlementDays: 30,
      dailyBackup: false,
      dailyBackupsKept: 7,
      precheckinMessage:
        "Olá, {nome}! Para agilizar sua chegada à {pousada} em {checkin}, preencha sua ficha de hóspede (FNRH) pelo link oficial do Ministério do Turismo: {link}",
    });
    expect(first.geral).toEqual(DEFAULT_GERAL);

    const saved = await owner.put("/api/settings").send(GERAL);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual(GERAL);
    expect(((await staff.get("/api/settings").expect(200)).body as SettingsView).geral).toEqual(GERAL);
    // Dados da Pousada is a group of its own: saving Geral leaves it as it was.
    expect(((await staff.get("/api/settings").expect(200)).body as SettingsView).pousada).toBeNull();
  });

  it("staff cannot change Geral, and nothing changes", async () => {
    const denied = await staff.put("/api/settings").send(GERAL);
    expect(denied.status).toBe(403);
    expect(((await owner.get("/api/settings").expect(200)).body as SettingsView).geral).toEqual(DEFAULT_GERAL);
  });

  it("refuses what the product does not do yet, and malformed hours, with Portuguese messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currency: "USD" }, "Moeda indisponível: por enquanto, apenas Real (BRL)"],
      [{ language: "en-US" }, "Idioma indisponível: por enquanto, apenas Português (pt-BR)"],
      [{ checkInTime: "25:00" }, "Horário de check-in inválido (use HH:mm)"],
      [{ checkOutTime: "12h" }, "Horário de check-out inválido (use HH:mm)"],
      [{ emailNotifications: "sim" }, "Informe se as notificações por e-mail estão ligadas"],
      [{ timeZone: "Europe/Lisbon" }, "Fuso horário inválido: escolha um dos fusos horários do Brasil"],
      [{ staffDiscountLimitPercent: 101 }, "Limite de desconto inválido: de 0 a 100%"],
      [{ cardFeeCreditPercent: "3,499" }, "Taxa do cartão de crédito inválida: de 0 a 99,99%"],
      [{ debitSettlementDays: -1 }, "Prazo de recebimento do débito inválido: de 0 a 90 dias"],
      [{ dailyBackup: "sim" }, "Informe se o backup automático diário está ligado"],
      [{ dailyBackupsKept: 0 }, "Backups guardados: de 1 a 90"],
      [{ dailyBackupsKept: 91 }, "Backups guardados: de 1 a 90"],
    ];
    for (const [change, message] of cases) {
      const res = await owner.put("/api/settings").send({ ...GERAL, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknown = await owner.put("/api/settings").send({ ...GERAL, backupNaNuvem: true });
    expect(unknown.status).toBe(400);
    expect(((await owner.get("/api/settings").expect(200)).body as SettingsView).geral).toEqual(DEFAULT_GERAL);
  });
});

describe("the check-out hour takes effect at the front desk", () => {
  it("a guest leaving today is 'late' from the saved check-out hour, not before", async () => {
    const make = apiFactories({ owner, staff });
    const room = await make.room();
    const guest = await make.guest();
    const reservation = await make.reservation({
      guestId: guest.id,
      roomId: room.id,
      checkInDate: "2030-03-08",
      checkOutDate: "2030-03-10",
      numberOfGuests: 1,
      totalAmount: "300.00",
      status: "confirmed",
    });
    const stay = await make.checkIn(reservation.id);
    const lateFlag = async () => {
      const screen = (await staff.get("/api/checkinout/overview").expect(200)).body as FrontDeskOverview;
      return screen.activeStays.find((s) => s.id === stay.id)?.late;
    };

    now = new Date("2030-03-10T14:00:00.000Z"); // 11:00 in São Paulo on the departure day
    expect(await lateFlag()).toBe(false); // default check-out 12:00
    const saoPaulo = { ...GERAL, timeZone: "America/Sao_Paulo" };
    await owner
      .put("/api/settings")
      .send({ ...saoPaulo, checkOutTime: "10:30" })
      .expect(200);
    expect(await lateFlag()).toBe(true);
    await owner
      .put("/api/settings")
      .send({ ...saoPaulo, checkOutTime: "11:01" })
      .expect(200);
    expect(await lateFlag()).toBe(false);
    // The hour is read on the pousada's clock: in Cuiabá (UTC-4) it is 10:00, before a 10:30 check-out.
    await owner
      .put("/api/settings")
      .send({ ...GERAL, checkOutTime: "10:30" })
      .expect(200);
    expect(await lateFlag()).toBe(false);
    await owner
      .put("/api/settings")
      .send({ ...GERAL, checkOutTime: "09:59" })
      .expect(200);
    expect(await lateFlag()).toBe(true);
  });
});
