// 'Registrar Pagamento' opened from a stay's folio, against a mocked API: the amount starts at what the bill says is
// still due, the accounts offered are the active ones, and a refusal above the balance is shown under Valor.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { ContaBancariaView } from "@shared/api";
import { api } from "@/test/api";
import { folioRecord } from "@/test/records";
import { descriptionOf, notice, renderWithApi, seen } from "@/test/render";
import { PaymentDialog } from "./payment-dialog";

const RESERVATION = "7d4f2a10-3b5c-4e6d-8f70-1a2b3c4d5e6f";
const CAIXA = "0c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e";
const OLD_ACCOUNT = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

/** Three nights at R$ 250,00, R$ 300,00 paid: R$ 450,00 still due. */
const folio = folioRecord(RESERVATION, { total: "750.00", paid: "300.00", balance: "450.00" });

const account = (id: string, nome: string, isAtiva: boolean): ContaBancariaView => ({
  id,
  nome,
  banco: null,
  agencia: null,
  conta: null,
  tipo: "caixa",
  saldoInicial: "0.00",
  saldoAtual: "0.00",
  pixTipo: null,
  pixChave: null,
  isAtiva,
  observacoes: null,
  createdAt: "2027-01-01T12:00:00.000Z",
  updatedAt: "2027-01-01T12:00:00.000Z",
});

/** The folio and the accounts as the server answers them; the payments posted, as sent. */
function serve(answer: () => Response) {
  const posted: unknown[] = [];
  api.use(
    http.get(`/api/reservations/${RESERVATION}/folio`, () => HttpResponse.json(folio)),
    http.get("/api/contas-bancarias", () =>
      HttpResponse.json([account(CAIXA, "Caixa da recepção", true), account(OLD_ACCOUNT, "Conta antiga", false)]),
    ),
    http.post("/api/payments", async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  return posted;
}

function open() {
  const onOpenChange = vi.fn();
  const view = renderWithApi(<PaymentDialog open onOpenChange={onOpenChange} reservationId={RESERVATION} />);
  return { ...view, onOpenChange, amount: () => screen.getByRole("textbox", { name: "Valor" }) };
}

describe("Registrar Pagamento", () => {
  it("starts the amount at the balance due and offers only the active account, already chosen", async () => {
    serve(() => HttpResponse.json({}, { status: 500 }));
    const { amount, user } = open();

    await waitFor(() => expect(amount()).toHaveProperty("value", "450,00"));
    const stay = screen.getByTestId("chosen-stay");
    expect(stay.textContent).toContain("Ana Souza");
    const bill = within(stay)
      .getAllByRole("term")
      .map((term) => [term.textContent, seen(term.nextElementSibling?.textContent)]);
    expect(bill).toEqual([
      ["Total", "R$ 750,00"],
      ["Pago", "R$ 300,00"],
      ["Saldo", "R$ 450,00"],
    ]);
    const conta = screen.getByRole("combobox", { name: "Conta de destino" });
    expect(conta.textContent).toBe("Caixa da recepção");

    await user.click(conta);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Caixa da recepção"]);
  });

  it("sends the amount typed and shows the server's refusal above the balance under Valor", async () => {
    const refusal = "Valor acima do saldo devedor (R$ 450,00)";
    const posted = serve(() => HttpResponse.json({ message: refusal, field: "amount" }, { status: 409 }));
    const { amount, user, onOpenChange } = open();
    await waitFor(() => expect(amount()).toHaveProperty("value", "450,00"));

    await user.clear(amount());
    await user.type(amount(), "1.500,5");
    await user.click(screen.getByRole("combobox", { name: "Forma de pagamento" }));
    await user.click(screen.getByRole("option", { name: "Dinheiro" }));
    await user.click(screen.getByRole("button", { name: "Registrar Pagamento" }));

    await waitFor(() => expect(descriptionOf(amount())).toBe(refusal));
    expect(posted).toEqual([
      { reservationId: RESERVATION, amount: "1500.50", method: "cash", contaBancariaId: CAIXA, description: null },
    ]);
    expect(notice()).toBe(`Erro ao registrar pagamento: ${refusal}`);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("refuses a zero amount and a missing method in Portuguese without asking the server", async () => {
    const posted = serve(() => HttpResponse.json({}, { status: 500 }));
    const { amount, user } = open();
    await waitFor(() => expect(amount()).toHaveProperty("value", "450,00"));

    await user.clear(amount());
    await user.type(amount(), "0,00");
    await user.click(screen.getByRole("button", { name: "Registrar Pagamento" }));

    await waitFor(() => expect(descriptionOf(amount())).toBe("O valor deve ser maior que zero"));
    expect(descriptionOf(screen.getByRole("combobox", { name: "Forma de pagamento" }))).toBe(
      "Escolha a forma de pagamento",
    );
    expect(posted).toEqual([]);
  });
});
