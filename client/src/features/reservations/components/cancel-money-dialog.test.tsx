// The split a cancellation asks for (docs/product.md §10.7), against a mocked API: everything as a refund to start
// with, confirmed only when refund, fee and credit add up to what was paid, and sent as typed.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { api } from "@/test/api";
import { folioRecord } from "@/test/records";
import { renderWithApi, seen } from "@/test/render";
import { CancelMoneyDialog } from "./cancel-money-dialog";

const RESERVATION = "7d4f2a10-3b5c-4e6d-8f70-1a2b3c4d5e6f";

/** Three nights at R$ 100,00, R$ 200,00 paid. */
const folio = folioRecord(RESERVATION, { total: "300.00", paid: "200.00", balance: "100.00" });

function open() {
  const sent: unknown[] = [];
  api.use(
    http.get(`/api/reservations/${RESERVATION}/folio`, () => HttpResponse.json(folio)),
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
  return { ...view, sent, onClose, field, confirm };
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
});
