import { describe, expect, it } from "vitest";
import { confirmsReservation, depositMissingCentavos, depositStateOf, depositText } from "./deposits";

const due = "2026-11-27T17:30:00.000Z";
const deposit = { depositAmount: "150.00", depositDueAt: due };

describe("the deposit (sinal)", () => {
  it("is aguardando before its deadline, vencido from it, pago once payments reach it", () => {
    expect(depositStateOf(deposit, 14_999, new Date("2026-11-27T17:29:59.000Z"))).toBe("aguardando");
    expect(depositStateOf(deposit, 14_999, new Date("2026-11-27T17:30:00.000Z"))).toBe("vencido");
    expect(depositStateOf(deposit, 15_000, new Date("2026-11-28T00:00:00.000Z"))).toBe("pago");
    expect(depositStateOf({ depositAmount: null, depositDueAt: null }, 0, new Date())).toBeNull();
    expect(depositStateOf({ depositAmount: "0.00", depositDueAt: due }, 0, new Date())).toBeNull();
  });

  it("confirms only a pending reservation whose payments reach a deposit above zero", () => {
    expect(confirmsReservation({ status: "pending", depositAmount: "150.00" }, 15_000)).toBe(true);
    expect(confirmsReservation({ status: "pending", depositAmount: "150.00" }, 14_999)).toBe(false);
    expect(confirmsReservation({ status: "cancelled", depositAmount: "150.00" }, 15_000)).toBe(false);
    expect(confirmsReservation({ status: "pending", depositAmount: null }, 15_000)).toBe(false);
  });

  it("reads 'Sinal: R$ 150,00 até 27/11 14:30' in Brasília and what is missing of it", () => {
    expect(depositText("150.00", due, "America/Sao_Paulo")).toBe("Sinal: R$\u00a0150,00 até 27/11 14:30");
    expect(depositText("150.00", due, "America/Manaus")).toBe("Sinal: R$\u00a0150,00 até 27/11 13:30");
    expect(depositText("150.00", null, "America/Sao_Paulo")).toBe("Sinal: R$\u00a0150,00");
    expect(depositMissingCentavos("150.00", 4_000)).toBe(11_000);
    expect(depositMissingCentavos("150.00", 20_000)).toBe(0);
  });
});
