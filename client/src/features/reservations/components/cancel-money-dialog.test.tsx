// The split a cancellation asks for (docs/product.md §10.7), against a mocked API: the policy's proposal to start with
// (everything as a refund when there is no policy), confirmed only when refund, fee and credit add up to what was
// paid, and sent as typed.
import { http, HttpResponse } from "msw";
import type { CancellationProposal } from "@shared/api";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { api } from "@/test/api";
import { folioRecord } from "@/test/records";
import { renderWithApi, seen } from "@/test/render";
import { CancelMoneyDialog } from "./cancel-money-dialog";

const RESERVATION = "7d4f2a10-3b5c-4e6d-8f70-1a2b3c4d5e6f";

/** Three nights at R$ 100,00, R$ 200,00 paid. */
const folio = folioRecord(RESERVATION, { total: "300.00", paid: "200.00", balance: "100.00" });

/** No policy: the server proposes everything as a refund. */
const NO_POLICY: CancellationProposal = {
  paid: "200.00",
  reembolso: "200.00",
  credito: "0.00",
  multa: "0.00",
  daysBefore: 20,
  source: "none",
  policy: null,
  row: null,
  withdrawal: false,
  creditMonths: 12,
  explanation: "Sem política de cancelamento: o valor pago é proposto como reembolso.",
};

function open(proposal: CancellationProposal = NO_POLICY) {
  const sent: unknown[] = [];
  const asked: string[] = [];
  api.use(
    http.get(`/api/reservations/${RESERVATION}/folio`, () => HttpResponse.json(folio)),
    http.get(`/api/reservations/${RESERVATION}/cancellation-proposal`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(proposal);
    }),
    http.put(`/api/reservations/${RESERVATION}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: RESERVATION, status: "cancelled" });
    }),
  );
  const onClose = vi.fn();
  const view = renderWithApi(
    <CancelMoneyDialog
      release={{ reservationId: RESERVATION, guestName: "Ana Souza", status: "cancelled" }}
      onClose={onClose}
    />,
  );
  const field = (name: string) => screen.getByRole("textbox", { name });
  const confirm = () => screen.getByRole("button", { name: "Confirmar cancelamento" });
  return { ...view, sent, asked, onClose, field, confirm };
}

describe("the cancellation's split", () => {
  it("starts with everything as a refund, and names the amount paid", async () => {
    const { field, confirm } = open();
    await waitFor(() => expect(field("Reembolso")).toHaveProperty("value", "200,00"));
    expect(field("Multa")).toHaveProperty("value", "0,00");
    expect(field("Crédito do hóspede")).toHaveProperty("value", "0,00");
    expect(seen(screen.getByText(/Esta reserva tem/).textContent)).toBe(
      "Esta reserva tem R$ 200,00 em pagamentos. Informe o que fazer com o valor.",
    );
    expect(confirm()).toHaveProperty("disabled", false);
  });

  it("holds the confirmation until the parts add up, then sends them as typed", async () => {
    const { field, confirm, user, sent, onClose } = open();
    await waitFor(() => expect(field("Reembolso")).toHaveProperty("value", "200,00"));

    await user.clear(field("Multa"));
    await user.type(field("Multa"), "30,00");
    expect(seen(screen.getByRole("status").textContent)).toBe("Soma: R$ 230,00; deve ser R$ 200,00");
    expect(confirm()).toHaveProperty("disabled", true);

    await user.clear(field("Reembolso"));
    await user.type(field("Reembolso"), "70,00");
    await user.clear(field("Crédito do hóspede"));
    await user.type(field("Crédito do hóspede"), "100,00");
    expect(seen(screen.getByRole("status").textContent)).toBe("Soma: R$ 200,00");
    await user.click(confirm());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { status: "cancelled", destinoPagamentos: { reembolso: "70,00", multa: "30,00", credito: "100,00" } },
    ]);
  });

  it("starts from the policy's proposal, says which rule gave it, and puts it back after a change", async () => {
    const { field, confirm, user, sent, asked } = open({
      ...NO_POLICY,
      reembolso: "100.00",
      credito: "80.00",
      multa: "20.00",
      daysBefore: 45,
      source: "reservation",
      policy: { name: "Verão", rows: [{ daysBefore: 30, refundPercent: 50, creditPercent: 40 }], creditMonths: 3 },
      row: { daysBefore: 30, refundPercent: 50, creditPercent: 40 },
      creditMonths: 3,
      explanation: "Cancelamento a 45 dias da chegada: faixa de 30 dias ou mais da política Verão.",
    });
    await waitFor(() => expect(field("Reembolso")).toHaveProperty("value", "100,00"));
    expect(asked).toEqual(["?status=cancelled"]);
    expect(field("Crédito do hóspede")).toHaveProperty("value", "80,00");
    expect(field("Multa")).toHaveProperty("value", "20,00");
    const note = screen.getByRole("region", { name: "Proposta da política" });
    expect(seen(note.textContent)).toBe(
      "Política de cancelamento: Verão" +
        "Cancelamento a 45 dias da chegada: faixa de 30 dias ou mais da política Verão." +
        "Reembolso em dinheiro: R$ 100,00" +
        "Carta de crédito: R$ 80,00 (válida por 3 meses)" +
        "Multa de cancelamento: R$ 20,00",
    );

    await user.clear(field("Multa"));
    await user.type(field("Multa"), "0,00");
    await user.clear(field("Reembolso"));
    await user.type(field("Reembolso"), "120,00");
    await user.click(screen.getByRole("button", { name: "Usar a proposta" }));
    expect(field("Reembolso")).toHaveProperty("value", "100,00");
    expect(screen.queryByRole("button", { name: "Usar a proposta" })).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      status: "cancelled",
      destinoPagamentos: { reembolso: "100,00", multa: "20,00", credito: "80,00" },
    });
  });

  it("names the withdrawal right of a distance sale", async () => {
    open({
      ...NO_POLICY,
      withdrawal: true,
      explanation:
        "Reserva feita a distância há 3 dias: direito de arrependimento (Código de Defesa do Consumidor, art. 49).",
    });
    expect(await screen.findByText("Direito de arrependimento (CDC, art. 49)")).toBeTruthy();
  });
});
