// 20 November, Dia Nacional de Zumbi e da Consciência Negra, a national holiday since Lei 14.759/2023 (first kept on
// 20 November 2024): in every state, including those whose older state rule made the library drop it.
import { describe, expect, it } from "vitest";
import { tarifarioSettingsOf } from "@shared/validators/rates";
import { holidaysBetween } from "./holidays";
import { quoteStay } from "./rate-quote";

const NAME = "Dia Nacional de Zumbi e da Consciência Negra";

describe("20 November", () => {
  it("is a national holiday from 2024 on, in the states the library lost it in and in the others", () => {
    for (const state of [null, "SP", "RJ", "AM", "MT", "BA", "SC"]) {
      for (const year of [2024, 2026, 2030]) {
        expect([state, year, holidaysBetween(state, `${year}-11-19`, `${year}-11-21`).get(`${year}-11-20`)]).toEqual([
          state,
          year,
          NAME,
        ]);
      }
    }
  });

  it("was not national before the law; a state's own 20 November of 2023 stays as the library has it", () => {
    expect(holidaysBetween(null, "2023-11-20", "2023-11-20").size).toBe(0);
    expect(holidaysBetween("BA", "2023-11-20", "2023-11-20").size).toBe(0);
    expect(holidaysBetween("SP", "2023-11-20", "2023-11-20").get("2023-11-20")).toBe("Dia da Consciência Negra");
  });

  it("makes 19 November a holiday night in a quote for a pousada in São Paulo", () => {
    const quote = quoteStay(
      {
        room: { number: "101", capacity: 2, extraBeds: 0, pricePerNight: "200.00" },
        checkInDate: "2026-11-18",
        checkOutDate: "2026-11-20",
        adults: 2,
        childrenAges: [],
        now: new Date("2026-11-01T12:00:00Z"),
      },
      {
        base: { occupancy: ["180.00", "220.00"] },
        holiday: { prices: { occupancy: ["300.00", "350.00"] }, minStay: null },
        holidays: holidaysBetween("SP", "2026-11-18", "2026-11-20"),
        seasons: [],
        packages: [],
        restrictions: [],
        settings: tarifarioSettingsOf(undefined),
        defaultPolicy: null,
      },
    );
    // Wednesday 18 at the base (2 people: 220,00); Thursday 19, the night before the holiday, at 350,00.
    expect(quote.nights).toEqual([
      { date: "2026-11-18", price: "220.00", rule: "Tarifa base" },
      { date: "2026-11-19", price: "350.00", rule: `Feriado: ${NAME}` },
    ]);
    expect(quote.total).toBe("570.00");
  });
});
