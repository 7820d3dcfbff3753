// 'Lançar Consumo' against a mocked API: an order never takes more of a product than its stock, the total follows the
// quantities, and the whole order goes in one request; a refusal from the server is shown in its own words.
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { ProductView } from "@shared/api";
import { api } from "@/test/api";
import { named, notice, renderWithApi } from "@/test/render";
import { ChargeConsumptionDialog } from "./charge-consumption-dialog";

const RESERVATION = "7d4f2a10-3b5c-4e6d-8f70-1a2b3c4d5e6f";
const WATER = "2b3c4d5e-6f70-4a1b-8c2d-3e4f5a6b7c8d";

const product = (id: string, name: string, category: string, price: number, stock: string): ProductView => ({
  id,
  name,
  description: null,
  category,
  price,
  costPrice: null,
  unit: null,
  stock,
  tags: [],
  isActive: true,
  createdAt: "2027-01-01T12:00:00.000Z",
  updatedAt: "2027-01-01T12:00:00.000Z",
});

/** Three bottles of water at R$ 5,00 on the shelf, a juice sold out; the orders posted, as sent. */
function serve(answer: () => Response) {
  const posted: unknown[] = [];
  api.use(
    http.get("/api/products", () =>
      HttpResponse.json(
        [
          product(WATER, "Água mineral", "beverage", 500, "3.00"),
          product("3c4d5e6f-7081-4b2c-9d3e-4f5a6b7c8d9e", "Suco de caju", "beverage", 800, "0.00"),
        ],
        { headers: { "X-Total-Count": "2" } },
      ),
    ),
    http.post("/api/product-consumption", async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  return posted;
}

function open() {
  const onOpenChange = vi.fn();
  const view = renderWithApi(
    <ChargeConsumptionDialog
      open
      onOpenChange={onOpenChange}
      reservationId={RESERVATION}
      stayLabel="Quarto 101 · Ana Souza"
    />,
  );
  return { ...view, onOpenChange };
}

describe("Lançar Consumo", () => {
  it("takes no more than the stock, totals the order and charges it in one request", async () => {
    const posted = serve(() => HttpResponse.json([], { status: 201 }));
    const { user, onOpenChange } = open();

    const sold = await screen.findByRole("button", { name: named("Adicionar Suco de caju, R$ 8,00") });
    expect(sold).toHaveProperty("disabled", true);
    expect(sold.textContent).toContain("Sem estoque");

    await user.click(screen.getByRole("button", { name: named("Adicionar Água mineral, R$ 5,00") }));
    const quantity = screen.getByRole("spinbutton", { name: "Quantidade de Água mineral" });
    await user.clear(quantity);
    await user.type(quantity, "9");

    expect(quantity).toHaveProperty("value", "3");
    expect(screen.getByRole("button", { name: "Aumentar Água mineral" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: named("Adicionar Água mineral, R$ 5,00") })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(screen.getByRole("button", { name: named("Lançar R$ 15,00") }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([{ reservationId: RESERVATION, items: [{ productId: WATER, quantity: 3 }] }]);
    expect(notice()).toBe("Sucesso: 3 itens lançados com sucesso");
  });

  it("keeps the order open and shows the server's reason when the stock ran out meanwhile", async () => {
    const refusal = "Estoque insuficiente de Água mineral: restam 1";
    serve(() => HttpResponse.json({ message: refusal, field: "items" }, { status: 409 }));
    const { user, onOpenChange } = open();

    await user.click(await screen.findByRole("button", { name: named("Adicionar Água mineral, R$ 5,00") }));
    await user.click(screen.getByRole("button", { name: "Aumentar Água mineral" }));
    await user.click(screen.getByRole("button", { name: named("Lançar R$ 10,00") }));

    await waitFor(() => expect(notice()).toBe(`Erro ao lançar consumo: ${refusal}`));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("spinbutton", { name: "Quantidade de Água mineral" })).toHaveProperty("value", "2");
  });
});
