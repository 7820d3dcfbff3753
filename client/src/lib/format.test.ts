import { afterEach, describe, expect, it } from "vitest";
import { todayAtPousada } from "./calendar-date";
import {
  formatCentavos,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatTime,
  pousadaTimeZone,
  setPousadaTimeZone,
} from "./format";

// Intl puts a non-breaking space (U+00A0) between "R$" and the amount.
const NBSP = "\u00a0";

describe("formatCurrency", () => {
  it("formats the API's decimal strings as reais with thousands dots and a decimal comma", () => {
    expect(formatCurrency("1234.50")).toBe(`R$${NBSP}1.234,50`);
    expect(formatCurrency("1234567.89")).toBe(`R$${NBSP}1.234.567,89`);
    expect(formatCurrency("0.5")).toBe(`R$${NBSP}0,50`);
    expect(formatCurrency("150.00")).toBe(`R$${NBSP}150,00`);
    expect(formatCurrency("2500.5")).toBe(`R$${NBSP}2.500,50`);
  });

  it("shows negative amounts with a leading minus", () => {
    expect(formatCurrency("-10.00")).toBe(`-R$${NBSP}10,00`);
  });

  it("shows R$ 0,00 for missing or non-numeric values", () => {
    expect(formatCurrency(null)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency(undefined)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency("")).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency("abc")).toBe(`R$${NBSP}0,00`);
  });
});

describe("formatCentavos", () => {
  it("writes centavos as reais without floating point", () => {
    expect(formatCentavos(123450)).toBe(`R$${NBSP}1.234,50`);
    expect(formatCentavos(-5)).toBe(`-R$${NBSP}0,05`);
    expect(formatCentavos(null)).toBe(`R$${NBSP}0,00`);
    expect(formatCentavos(99)).toBe(`R$${NBSP}0,99`);
    expect(formatCentavos(0)).toBe(`R$${NBSP}0,00`);
  });
});

describe("formatDate", () => {
  it("keeps a plain calendar date on its own day whatever the time zone", () => {
    // new Date("2025-01-15") is UTC midnight, which is still the 14th in São Paulo.
    expect(formatDate("2025-01-15")).toBe("15/01/2025");
    expect(formatDate("2024-02-29")).toBe("29/02/2024");
    expect(formatDate("2025-12-31")).toBe("31/12/2025");
  });

  it("shows an instant on the São Paulo calendar day", () => {
    expect(formatDate("2025-01-15T02:59:00.000Z")).toBe("14/01/2025");
    expect(formatDate("2025-01-15T03:00:00.000Z")).toBe("15/01/2025");
    expect(formatDate(new Date("2025-06-01T01:00:00Z"))).toBe("31/05/2025");
  });

  it("understands Postgres-style timestamps with a short offset", () => {
    expect(formatDate("2025-03-10 01:30:00+00")).toBe("09/03/2025");
  });

  it('returns "Data inválida" for invalid input', () => {
    expect(formatDate("")).toBe("Data inválida");
    expect(formatDate("15/01/2025")).toBe("Data inválida");
    expect(formatDate("2025-02-30")).toBe("Data inválida");
    expect(formatDate("not a date")).toBe("Data inválida");
    expect(formatDate(null)).toBe("Data inválida");
    expect(formatDate(undefined)).toBe("Data inválida");
    expect(formatDate(new Date(Number.NaN))).toBe("Data inválida");
  });
});

describe("formatDateTime", () => {
  it("converts instants to São Paulo time (UTC-3) in 24h format", () => {
    expect(formatDateTime("2025-01-15T17:05:00Z")).toBe("15/01/2025 14:05");
    expect(formatDateTime("2025-01-15T03:30:00Z")).toBe("15/01/2025 00:30");
    expect(formatDateTime("2025-01-15T12:00:00-03:00")).toBe("15/01/2025 12:00");
    expect(formatDateTime(Date.UTC(2025, 0, 15, 23, 45))).toBe("15/01/2025 20:45");
  });

  it("shows a date-time without an offset as written", () => {
    expect(formatDateTime("2025-01-15T14:00")).toBe("15/01/2025 14:00");
  });

  it("reads a plain calendar date as midnight", () => {
    expect(formatDateTime("2025-01-15")).toBe("15/01/2025 00:00");
  });

  it('returns "Data inválida" for invalid input', () => {
    expect(formatDateTime("2025-01-15T25:00")).toBe("Data inválida");
    expect(formatDateTime("amanhã")).toBe("Data inválida");
  });
});

describe("formatTime", () => {
  it("shows HH:mm in São Paulo time", () => {
    expect(formatTime("2025-01-15T17:05:00Z")).toBe("14:05");
    expect(formatTime("2025-07-04T03:00:00.000Z")).toBe("00:00");
    expect(formatTime("2025-01-15T09:07")).toBe("09:07");
  });

  it('returns "Data inválida" for invalid input', () => {
    expect(formatTime(null)).toBe("Data inválida");
    expect(formatTime("9h30")).toBe("Data inválida");
  });
});

describe("the pousada's time zone (Configurações > Geral, sent with the signed-in user)", () => {
  afterEach(() => setPousadaTimeZone("America/Sao_Paulo"));

  it("shows instants and 'today' on the clock of the zone the server sent", () => {
    setPousadaTimeZone("America/Manaus");
    // 03:30 UTC on 1 April is 23:30 on 31 March in Manaus (UTC-4).
    expect(formatDateTime("2030-04-01T03:30:00Z")).toBe("31/03/2030 23:30");
    expect(formatDate(new Date("2030-04-01T03:30:00Z"))).toBe("31/03/2030");
    expect(formatTime(Date.parse("2030-04-01T03:30:00Z"))).toBe("23:30");
    expect(todayAtPousada(new Date("2030-04-01T03:30:00Z"))).toBe("2030-03-31");
    // A calendar date is the same day in every zone.
    expect(formatDate("2030-04-01")).toBe("01/04/2030");

    setPousadaTimeZone("America/Rio_Branco");
    expect(formatTime("2030-04-01T03:30:00Z")).toBe("22:30");
  });

  it("reads a zone it does not know as Brasília time", () => {
    setPousadaTimeZone("Europe/Lisbon");
    expect(pousadaTimeZone()).toBe("America/Sao_Paulo");
    expect(formatDateTime("2030-04-01T03:30:00Z")).toBe("01/04/2030 00:30");
    setPousadaTimeZone(undefined);
    expect(todayAtPousada(new Date("2030-04-01T03:30:00Z"))).toBe("2030-04-01");
  });
});
