import { describe, expect, it } from "vitest";
import { checkInStatusLabel } from "./today-checkin-status";
import { paymentMethodLabel, transactionDescription } from "./transaction-labels";

describe("today's check-in status", () => {
  it("is 'Confirmado' only with both the check-in time and the actual date", () => {
    const at = "2026-03-09T14:30:00.000Z";
    expect(checkInStatusLabel({ checkInTime: at, actualCheckInDate: at })).toBe("Confirmado");
    expect(checkInStatusLabel({ checkInTime: at, actualCheckInDate: null })).toBe("Pendente");
    expect(checkInStatusLabel({ checkInTime: null, actualCheckInDate: null })).toBe("Pendente");
  });
});

describe("recent transaction labels", () => {
  it("falls back to 'Pagamento' and names the method in Portuguese", () => {
    expect(transactionDescription({ description: null })).toBe("Pagamento");
    expect(transactionDescription({ description: "  " })).toBe("Pagamento");
    expect(transactionDescription({ description: "Diária quarto 101" })).toBe("Diária quarto 101");
    expect(paymentMethodLabel("pix")).toBe("PIX");
    expect(paymentMethodLabel("credit_card")).toBe("Cartão de Crédito");
    expect(paymentMethodLabel("cheque")).toBe("cheque");
  });
});
