import { describe, expect, it } from "vitest";
import { tarifarioSettingsOf } from "@shared/validators/rates";
import { holidaysBetween } from "./holidays";
import { quoteStay, type QuotePolicy, type QuoteRequest, type QuoteRules } from "./rate-quote";

// Worked examples (docs/product.md §15.2): every figure below was added up by hand.
const now = new Date("2026-11-26T10:00:00Z");
const standard = { number: "101", capacity: 2, extraBeds: 1, pricePerNight: "200.00" };
const family = { number: "201", capacity: 4, extraBeds: 0, pricePerNight: "400.00" };
const usual: QuotePolicy = {
  name: "Padrão",
  rows: [
    { daysBefore: 30, refundPercent: 90, creditPercent: 0 },
    { daysBefore: 15, refundPercent: 80, creditPercent: 0 },
    { daysBefore: 0, refundPercent: 0, creditPercent: 0 },
  ],
  creditMonths: 12,
};
const holidayPolicy: QuotePolicy = {
  name: "Pacotes e feriados",
  rows: [{ daysBefore: 0, refundPercent: 0, creditPercent: 100 }],
  creditMonths: 6,
};
const bands = [
  { maxAge: 4, price: "0.00" },
  { maxAge: 11, price: "60.00" },
];

function rules(over: Partial<QuoteRules> = {}): QuoteRules {
  return {
    base: {
      occupancy: ["180.00", "220.00"],
      weekend: ["230.00", "280.00"],
      extraBed: "70.00",
      childBands: bands,
    },
    holiday: { prices: { occupancy: ["300.00", "350.00"] }, minStay: 3 },
    holidays: new Map(),
    seasons: [],
    packages: [],
    restrictions: [],
    settings: tarifarioSettingsOf({
      losDiscounts: [
        { minNights: 3, percent: 5 },
        { minNights: 7, percent: 10 },
      ],
      paymentDiscounts: [{ method: "pix", percent: 5 }],
    }),
    defaultPolicy: usual,
    ...over,
  };
}

const stay = (over: Partial<QuoteRequest>): QuoteRequest => ({
  room: standard,
  checkInDate: "2027-01-10",
  checkOutDate: "2027-01-17",
  adults: 2,
  childrenAges: [],
  now,
  ...over,
});

const reveillon = {
  name: "Réveillon",
  startDate: "2026-12-28",
  endDate: "2027-01-03",
  depositPercent: 100,
  policy: holidayPolicy,
  prices: { packagePrice: ["2400.00", "3000.05"] },
};

describe("the quote of a stay", () => {
  it("sells the Réveillon package whole: its price over its 6 nights, its deposit and its policy", () => {
    const quote = quoteStay(
      stay({ checkInDate: "2026-12-28", checkOutDate: "2027-01-03" }),
      rules({ packages: [reveillon], holidays: new Map([["2027-01-01", "Ano Novo"]]) }),
    );
    // R$ 3.000,05 / 6 = R$ 500,00 a night, the 5 centavos left over on the first night; no LOS discount on a package
    expect(quote.nights).toEqual([
      { date: "2026-12-28", price: "500.05", rule: "Pacote Réveillon" },
      { date: "2026-12-29", price: "500.00", rule: "Pacote Réveillon" },
      { date: "2026-12-30", price: "500.00", rule: "Pacote Réveillon" },
      { date: "2026-12-31", price: "500.00", rule: "Pacote Réveillon" },
      { date: "2027-01-01", price: "500.00", rule: "Pacote Réveillon" },
      { date: "2027-01-02", price: "500.00", rule: "Pacote Réveillon" },
    ]);
    expect(quote.discounts).toEqual([]);
    expect(quote.total).toBe("3000.05");
    expect(quote.restrictions).toEqual([]);
    expect(quote.deposit).toEqual({ percent: 100, amount: "3000.05", dueAt: "2026-11-27T10:00:00.000Z" });
    expect(quote.cancellationPolicy).toEqual({
      name: "Pacotes e feriados",
      rows: [{ daysBefore: 0, refundPercent: 0, creditPercent: 100 }],
      creditMonths: 6,
    });
  });

  it("refuses part of the Réveillon package, in Portuguese", () => {
    const quote = quoteStay(
      stay({ checkInDate: "2026-12-30", checkOutDate: "2027-01-02" }),
      rules({ packages: [reveillon] }),
    );
    expect(quote.restrictions).toEqual([
      {
        code: "package",
        message: "Réveillon é vendido como pacote de 6 noites: entrada em 28/12/2026, saída em 03/01/2027",
      },
    ]);
  });

  it("prices a weekend with a holiday Monday: Friday and Saturday at the weekend rate, Sunday night at the holiday's", () => {
    const holidays = new Map([["2026-11-02", "Dia de Finados"]]);
    const quote = quoteStay(stay({ checkInDate: "2026-10-30", checkOutDate: "2026-11-02" }), rules({ holidays }));
    expect(quote.nights).toEqual([
      { date: "2026-10-30", price: "280.00", rule: "Tarifa base (fim de semana)" },
      { date: "2026-10-31", price: "280.00", rule: "Tarifa base (fim de semana)" },
      { date: "2026-11-01", price: "350.00", rule: "Feriado: Dia de Finados" },
    ]);
    // 280 + 280 + 350 = 910,00; 3 nights: 5% = 45,50; a holiday: deposit 100%
    expect(quote.discounts).toEqual([{ label: "Desconto de 5% para 3 noites ou mais", amount: "45.50" }]);
    expect(quote.total).toBe("864.50");
    expect(quote.deposit.percent).toBe(100);
    expect(quote.deposit.amount).toBe("864.50");
    expect(quote.cancellationPolicy?.name).toBe("Padrão");

    const short = quoteStay(stay({ checkInDate: "2026-10-31", checkOutDate: "2026-11-02" }), rules({ holidays }));
    expect(short.restrictions).toEqual([
      { code: "min_stay", message: "Estadia mínima de 3 noites no feriado: Dia de Finados" },
    ]);
  });

  it("prices a family of 2 adults and children of 3 and 10 in a room for 4: the child's band, the toddler free", () => {
    const familyRules = rules({
      base: { occupancy: ["250.00", "300.00", "360.00", "420.00"], childBands: bands },
    });
    const quote = quoteStay(
      stay({ room: family, checkInDate: "2026-11-09", checkOutDate: "2026-11-11", childrenAges: [3, 10] }),
      familyRules,
    );
    expect(quote.nights).toEqual([
      { date: "2026-11-09", price: "300.00", rule: "Tarifa base" },
      { date: "2026-11-10", price: "300.00", rule: "Tarifa base" },
    ]);
    expect(quote.extras).toEqual([
      { label: "Criança de 10 anos: 2 noites", amount: "120.00" },
      { label: "Criança de 3 anos: cortesia", amount: "0.00" },
    ]);
    expect(quote.total).toBe("720.00");
    expect(quote.deposit).toEqual({ percent: 50, amount: "360.00", dueAt: "2026-11-27T10:00:00.000Z" });

    // Paid by PIX: 5% of 720,00 = 36,00
    const pix = quoteStay(
      stay({
        room: family,
        checkInDate: "2026-11-09",
        checkOutDate: "2026-11-11",
        childrenAges: [3, 10],
        paymentMethod: "pix",
      }),
      familyRules,
    );
    expect(pix.discounts).toEqual([{ label: "Desconto de 5% no pagamento por PIX", amount: "36.00" }]);
    expect(pix.total).toBe("684.00");
    expect(pix.deposit.amount).toBe("342.00");

    // A child of 12 is past the top band: 3 people at R$ 360,00 a night
    const older = quoteStay(
      stay({ room: family, checkInDate: "2026-11-09", checkOutDate: "2026-11-10", childrenAges: [12] }),
      familyRules,
    );
    expect(older.nights).toEqual([{ date: "2026-11-09", price: "360.00", rule: "Tarifa base" }]);
    expect(older.extras).toEqual([]);
  });

  it("takes 10% off 7 nights (the best length-of-stay rule), on the nights and not on the extra bed", () => {
    const quote = quoteStay(stay({ adults: 3 }), rules());
    // Sunday 10 to Thursday 14: 5 × 220,00; Friday and Saturday: 2 × 280,00 => 1.660,00
    expect(quote.nights.map((n) => n.price)).toEqual([
      "220.00",
      "220.00",
      "220.00",
      "220.00",
      "220.00",
      "280.00",
      "280.00",
    ]);
    expect(quote.extras).toEqual([{ label: "Cama extra: 1 × 7 noites", amount: "490.00" }]);
    expect(quote.discounts).toEqual([{ label: "Desconto de 10% para 7 noites ou mais", amount: "166.00" }]);
    // 1.660,00 + 490,00 − 166,00
    expect(quote.total).toBe("1984.00");
    expect(quote.deposit.amount).toBe("992.00");
  });

  it("switches to a season that starts mid-stay, falling back to the base for the prices it leaves out", () => {
    const alta = {
      name: "Alta temporada",
      startDate: "2026-12-18",
      endDate: "2027-03-01",
      priority: 1,
      minStay: null,
      prices: { occupancy: [null, "320.00"], weekend: [null, "380.00"] },
    };
    const quote = quoteStay(
      stay({ checkInDate: "2026-12-16", checkOutDate: "2026-12-20" }),
      rules({ seasons: [alta] }),
    );
    expect(quote.nights).toEqual([
      { date: "2026-12-16", price: "220.00", rule: "Tarifa base" },
      { date: "2026-12-17", price: "220.00", rule: "Tarifa base" },
      { date: "2026-12-18", price: "380.00", rule: "Alta temporada (fim de semana)" },
      { date: "2026-12-19", price: "380.00", rule: "Alta temporada (fim de semana)" },
    ]);
    // 1.200,00 − 5% (60,00)
    expect(quote.total).toBe("1140.00");
    expect(quote.deposit.amount).toBe("570.00");

    // One adult: the season sets no price for 1, so the base's weekend price stands
    const alone = quoteStay(
      stay({ adults: 1, checkInDate: "2026-12-18", checkOutDate: "2026-12-19" }),
      rules({ seasons: [alta] }),
    );
    expect(alone.nights).toEqual([{ date: "2026-12-18", price: "230.00", rule: "Tarifa base (fim de semana)" }]);
    // One night: deposit 100%
    expect(alone.deposit).toEqual({ percent: 100, amount: "230.00", dueAt: "2026-11-27T10:00:00.000Z" });
  });

  it("says which restriction a stay breaks, in the pousada's words", () => {
    const carnaval = {
      name: "Carnaval",
      startDate: "2027-02-05",
      endDate: "2027-02-10",
      priority: 2,
      minStay: 5,
      prices: undefined,
    };
    expect(
      quoteStay(stay({ checkInDate: "2027-02-06", checkOutDate: "2027-02-08" }), rules({ seasons: [carnaval] }))
        .restrictions,
    ).toEqual([{ code: "min_stay", message: "Estadia mínima de 5 noites no Carnaval" }]);

    const base = {
      weekdays: null,
      minStay: null,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
    };
    const restrictions = [
      { ...base, startDate: "2026-01-01", endDate: "2027-12-31", weekdays: [5, 6], minStay: 2 },
      { ...base, startDate: "2026-12-31", endDate: "2026-12-31", closedToArrival: true },
      { ...base, startDate: "2027-01-01", endDate: "2027-01-01", closedToDeparture: true },
      { ...base, startDate: "2026-12-24", endDate: "2026-12-24", stopSell: true },
      { ...base, startDate: "2027-06-01", endDate: "2027-06-30", maxStay: 14 },
    ];
    const q = (checkInDate: string, checkOutDate: string, adults = 2) =>
      quoteStay(stay({ checkInDate, checkOutDate, adults }), rules({ restrictions })).restrictions;
    expect(q("2026-11-13", "2026-11-14")).toEqual([
      { code: "min_stay", message: "Estadia mínima de 2 noites para a noite de sexta-feira, 13/11/2026" },
    ]);
    expect(q("2026-11-13", "2026-11-15")).toEqual([]);
    expect(q("2026-11-10", "2026-11-11")).toEqual([]);
    expect(q("2026-12-31", "2027-01-01")).toEqual([
      { code: "closed_to_arrival", message: "Entrada fechada em 31/12/2026" },
      { code: "closed_to_departure", message: "Saída fechada em 01/01/2027" },
    ]);
    expect(q("2026-12-23", "2026-12-25")).toEqual([
      { code: "stop_sell", message: "Vendas fechadas para a noite de quinta-feira, 24/12/2026" },
    ]);
    expect(q("2027-06-07", "2027-06-23")).toEqual([
      { code: "max_stay", message: "Estadia máxima de 14 noites para a noite de segunda-feira, 07/06/2027" },
    ]);
    expect(q("2026-11-10", "2026-11-11", 4)).toEqual([
      { code: "capacity", message: "O quarto 101 acomoda no máximo 3 pessoas" },
    ]);
  });

  it("charges the room's own price per night when the tarifário sets none", () => {
    const quote = quoteStay(stay({ checkInDate: "2026-11-10", checkOutDate: "2026-11-12" }), {
      ...rules({ base: undefined, holiday: null, defaultPolicy: null }),
      settings: tarifarioSettingsOf(undefined),
    });
    expect(quote.nights).toEqual([
      { date: "2026-11-10", price: "200.00", rule: "Diária do quarto" },
      { date: "2026-11-11", price: "200.00", rule: "Diária do quarto" },
    ]);
    expect(quote.total).toBe("400.00");
    expect(quote.deposit).toEqual({ percent: 50, amount: "200.00", dueAt: "2026-11-27T10:00:00.000Z" });
    expect(quote.cancellationPolicy).toBeNull();
  });
});

describe("Brazil's holidays (date-holidays)", () => {
  it("lists the national holidays and the state's own", () => {
    const sp = holidaysBetween("SP", "2026-07-01", "2026-11-02");
    expect(sp.get("2026-07-09")).toBe("Revolução Constitucionalista");
    expect(sp.get("2026-09-07")).toBe("Dia da Independência");
    expect(sp.get("2026-11-02")).toBe("Dia de Finados");
    expect(holidaysBetween("RJ", "2026-07-01", "2026-07-31").has("2026-07-09")).toBe(false);
    expect(holidaysBetween("SP", "2026-12-31", "2027-01-01").get("2027-01-01")).toBe("Ano Novo");
  });
});
