import { describe, expect, it } from "vitest";
import { canReverse, canSettle, lancamentoSituacao } from "./lancamento-situacao";

const settled = { tipo: "receita", status: "PAGO", vencido: false, estornadoPorId: null, estornoDeId: null };

describe("lancamentoSituacao", () => {
  it("names a settled entry by its type", () => {
    expect(lancamentoSituacao(settled).label).toBe("Recebido");
    expect(lancamentoSituacao({ ...settled, tipo: "despesa" }).label).toBe("Pago");
  });

  it("tells a pending bill from an overdue one, and a reversed or cancelled entry", () => {
    expect(lancamentoSituacao({ ...settled, status: "PENDENTE" }).label).toBe("Pendente");
    const overdue = lancamentoSituacao({ ...settled, status: "PENDENTE", vencido: true });
    expect(overdue.label).toBe("Vencido");
    expect(overdue.className).toContain("red");
    expect(lancamentoSituacao({ ...settled, estornadoPorId: "x" }).label).toBe("Estornado");
    expect(lancamentoSituacao({ ...settled, status: "CANCELADO" }).label).toBe("Cancelado");
  });
});

describe("row actions", () => {
  it("settles only pending bills and reverses only settled entries, once", () => {
    expect(canSettle({ status: "PENDENTE" })).toBe(true);
    expect(canSettle({ status: "PAGO" })).toBe(false);
    expect(canReverse(settled)).toBe(true);
    expect(canReverse({ ...settled, estornadoPorId: "x" })).toBe(false);
    expect(canReverse({ ...settled, estornoDeId: "x" })).toBe(false);
    expect(canReverse({ ...settled, status: "PENDENTE" })).toBe(false);
  });
});
