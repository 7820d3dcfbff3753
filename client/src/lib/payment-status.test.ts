import { describe, expect, it } from "vitest";
import { paymentStatusInfo, refundableCentavos } from "./payment-status";

describe("paymentStatusInfo", () => {
  it("tells a whole payment from a partly and a wholly refunded one", () => {
    expect(paymentStatusInfo({ status: "completed", refundedAmount: "0.00" }).label).toBe("Recebido");
    expect(paymentStatusInfo({ status: "completed", refundedAmount: "50.00" }).label).toBe("Estorno parcial");
    expect(paymentStatusInfo({ status: "refunded", refundedAmount: "300.00" }).label).toBe("Estornado");
    expect(paymentStatusInfo({ status: "pending", refundedAmount: "0.00" }).label).toBe("Pendente");
  });
});

describe("refundableCentavos", () => {
  it("is what is left of the payment, in centavos", () => {
    expect(refundableCentavos({ amount: "300.00", refundedAmount: "0.00" })).toBe(30_000);
    expect(refundableCentavos({ amount: "300.10", refundedAmount: "100.05" })).toBe(20_005);
    expect(refundableCentavos({ amount: "300.00", refundedAmount: "300.00" })).toBe(0);
  });
});
