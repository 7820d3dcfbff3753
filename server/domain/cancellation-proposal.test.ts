import { describe, expect, it } from "vitest";
import { proposeCancellation, type ProposalInput } from "./cancellation-proposal";

// The ladder pousadas publish (issue 24): 30 days or more before arrival 90% back, 15 to 29 days 80%, under 15 none.
const LADDER = {
  name: "Padrão",
  rows: [
    { daysBefore: 30, refundPercent: 90, creditPercent: 0 },
    { daysBefore: 15, refundPercent: 80, creditPercent: 0 },
  ],
  creditMonths: 6,
};

// Paid R$ 600,00; today 15/01/2027; booked at the desk on 01/12/2026.
const base: ProposalInput = {
  paidCentavos: 60_000,
  status: "cancelled",
  checkInDate: "2027-03-01",
  bookedOn: "2026-12-01",
  today: "2027-01-15",
  origem: "balcao",
  policy: LADDER,
  source: "reservation",
  fallbackCreditMonths: 12,
};

const split = (input: Partial<ProposalInput>) => {
  const p = proposeCancellation({ ...base, ...input });
  return { reembolso: p.reembolso, credito: p.credito, multa: p.multa, daysBefore: p.daysBefore };
};

describe("proposeCancellation", () => {
  it("45 days before arrival: 90% back, 10% kept as the fee", () => {
    expect(split({})).toEqual({ reembolso: "540.00", credito: "0.00", multa: "60.00", daysBefore: 45 });
    const p = proposeCancellation(base);
    expect(p.row).toEqual({ daysBefore: 30, refundPercent: 90, creditPercent: 0 });
    expect(p.explanation).toBe(
      "Cancelamento a 45 dias da chegada: faixa de 30 dias ou mais da política Padrão (90% reembolso); o restante " +
        "fica como multa de cancelamento.",
    );
  });

  it("20 days before: 80% back", () => {
    expect(split({ checkInDate: "2027-02-04" })).toEqual({
      reembolso: "480.00",
      credito: "0.00",
      multa: "120.00",
      daysBefore: 20,
    });
  });

  it("10 days before: under the last row, everything kept as the fee", () => {
    const p = proposeCancellation({ ...base, checkInDate: "2027-01-25" });
    expect([p.reembolso, p.credito, p.multa, p.daysBefore, p.row]).toEqual(["0.00", "0.00", "600.00", 10, null]);
    expect(p.explanation).toBe(
      "Cancelamento a 10 dias da chegada, abaixo da última faixa da política Padrão: todo o valor como multa.",
    );
  });

  it("a distance sale cancelled 3 days after booking: everything back (CDC art. 49), even 10 days before arrival", () => {
    const p = proposeCancellation({ ...base, origem: "site", bookedOn: "2027-01-12", checkInDate: "2027-01-25" });
    expect([p.reembolso, p.credito, p.multa, p.withdrawal]).toEqual(["600.00", "0.00", "0.00", true]);
    expect(p.explanation).toContain("direito de arrependimento (Código de Defesa do Consumidor, art. 49");
    expect(p.explanation).toContain("há 3 dias");
  });

  it("the 7th day after booking still withdraws; the 8th falls to the policy", () => {
    const distance = { origem: "distancia", checkInDate: "2027-01-25" };
    expect(proposeCancellation({ ...base, ...distance, bookedOn: "2027-01-08" }).withdrawal).toBe(true);
    expect(split({ ...distance, bookedOn: "2027-01-07" })).toEqual({
      reembolso: "0.00",
      credito: "0.00",
      multa: "600.00",
      daysBefore: 10,
    });
  });

  it("a sale at the desk has no withdrawal right; a no-show never withdraws", () => {
    expect(proposeCancellation({ ...base, bookedOn: "2027-01-14", checkInDate: "2027-01-25" }).withdrawal).toBe(false);
    const noShow = proposeCancellation({
      ...base,
      status: "no_show",
      origem: "canal",
      bookedOn: "2027-01-13",
      checkInDate: "2027-01-14",
    });
    expect([noShow.withdrawal, noShow.daysBefore, noShow.multa]).toEqual([false, 0, "600.00"]);
  });

  it("a row with credit: the refund rounds half up to the centavo, the credit takes what is left of its share", () => {
    const policy = { name: "Carta", rows: [{ daysBefore: 7, refundPercent: 50, creditPercent: 50 }], creditMonths: 0 };
    const p = proposeCancellation({ ...base, policy, paidCentavos: 10_001 });
    expect([p.reembolso, p.credito, p.multa]).toEqual(["50.01", "50.00", "0.00"]);
    expect(p.explanation).toBe(
      "Cancelamento a 45 dias da chegada: faixa de 7 dias ou mais da política Carta (50% reembolso, 50% em carta de " +
        "crédito válida por 12 meses); o restante fica como multa de cancelamento.",
    );
    // A policy of 0 months leaves the credit letter's validity to Configurações > Geral.
    expect(p.creditMonths).toBe(12);
    const third = proposeCancellation({ ...base, paidCentavos: 33_333 });
    expect([third.reembolso, third.multa]).toEqual(["300.00", "33.33"]);
  });

  it("no policy at all: everything proposed as a refund, as the dialog did before", () => {
    const p = proposeCancellation({ ...base, policy: null, source: "none", checkInDate: "2027-01-16" });
    expect([p.reembolso, p.credito, p.multa, p.source]).toEqual(["600.00", "0.00", "0.00", "none"]);
  });
});
