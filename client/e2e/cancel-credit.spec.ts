// A paid reservation cancelled with a fee and a guest credit (docs/product.md §10.7), on desktop and at 390x844: the
// credit's validity set in Configurações > Geral, the split chosen in the cancellation dialog, the cancelled bill
// settled ('Conta quitada', nothing 'Saldo a receber'), the credit on the guest's page, and the credit paying the same
// guest's next reservation. Rooms, the guest, the account and the first payment are arranged through the API.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  brDate as br,
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  pousadaDay as day,
  screenshot,
  test,
  toastWith,
} from "./fixtures";

/** The same day `months` later, or that month's last day (31 August + 6 = 28/29 February): spelled out here. */
function monthsLater(date: string, months: number) {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, "0")}-${String(Math.min(dayOfMonth, last)).padStart(2, "0")}`;
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The dialog fits the screen (pictured), its button confirms it, its toast says so and it closes. */
async function confirm(page: Page, dialog: Locator, picture: string, button: string, toast: string) {
  await expectNoHorizontalPageScroll(page);
  await screenshot(dialog, picture);
  await dialog.getByRole("button", { name: button }).click();
  await expect(toastWith(page, toast)).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page, toast);
}

/** Geral as saved before the test, put back when it ends (other specs expect a 12-month credit). */
async function savedGeral(api: APIRequestContext) {
  const res = await api.get("/api/settings");
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { geral: Record<string, unknown> }).geral;
}

test("a paid reservation cancelled with a fee and a credit; the credit pays the guest's next stay", async ({
  page,
  arrange,
}, testInfo) => {
  // Five screens in one story.
  test.slow();
  const project = testInfo.project.name;
  const api = page.request;
  const geral = await savedGeral(api);
  const contaRes = await api.post("/api/contas-bancarias", {
    data: { nome: `Caixa ${project} ${Date.now() % 1_000_000}`, tipo: "caixa" },
  });
  expect(contaRes.status(), await contaRes.text()).toBe(201);
  const conta = (await contaRes.json()) as { id: string; nome: string };
  try {
    const room = await arrange.room({ pricePerNight: "150.00" });
    const guest = await arrange.guest("Cecília", { lastName: arrange.lastName("Credito") });
    // 3 nights at R$ 150,00 = R$ 450,00, R$ 200,00 of it paid as a deposit.
    const first = await arrange.reservation(guest, room, day(5), day(8));
    const paid = await api.post("/api/payments", {
      data: { reservationId: first.id, amount: "200.00", method: "cash", contaBancariaId: conta.id },
    });
    expect(paid.status(), await paid.text()).toBe(201);

    // Geral: a guest credit lasts 6 months (a value out of range is refused first).
    await page.goto("/settings?tab=general");
    const settings = page.getByRole("form", { name: "Preferências" });
    const validity = settings.getByLabel("Validade do crédito do hóspede (meses)");
    await expect(validity).toHaveValue(String(geral.creditValidityMonths));
    await validity.fill("61");
    await settings.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(settings.getByText("Validade do crédito inválida: de 1 a 60 meses")).toBeVisible();
    await validity.fill("6");
    await settings.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(toastWith(page, "Preferências salvas com sucesso")).toBeVisible();
    await dismissToast(page, "Preferências salvas com sucesso");
    await page.reload();
    await expect(page.getByRole("form", { name: "Preferências" }).getByLabel(/Validade do crédito/)).toHaveValue("6");

    // Cancelling asks what becomes of the R$ 200,00: R$ 50,00 kept as the fee, R$ 150,00 as the guest's credit.
    await page.goto(`/reservations?q=${encodeURIComponent(guest.lastName)}`);
    await page.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` }).click();
    await page.getByRole("option", { name: "Cancelada", exact: true }).click();
    const split = page.getByRole("dialog", { name: `Cancelada: ${guest.fullName}` });
    await expect(split).toContainText("Esta reserva tem R$ 200,00 em pagamentos. Informe o que fazer com o valor.");
    await expect(split.getByLabel("Reembolso")).toHaveValue("200,00");
    await split.getByLabel("Reembolso").fill("0,00");
    await split.getByLabel("Multa").fill("50,00");
    await expect(split.getByRole("status")).toHaveText("Soma: R$ 50,00; deve ser R$ 200,00");
    await expect(split.getByRole("button", { name: "Confirmar cancelamento" })).toBeDisabled();
    await split.getByLabel("Crédito do hóspede").fill("150,00");
    await expect(split.getByRole("status")).toHaveText("Soma: R$ 200,00");
    await confirm(
      page,
      split,
      `${project}-cancel-credit-split`,
      "Confirmar cancelamento",
      "Reserva atualizada com sucesso",
    );
    await expect(page.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` })).toHaveText(
      "Cancelada",
    );

    // The cancelled bill holds the fee alone, paid: nothing left to receive.
    await page.getByRole("button", { name: `Ações para a reserva de ${guest.fullName}` }).click();
    await page.getByRole("menuitem", { name: "Ver" }).click();
    const details = page.getByRole("dialog", { name: `Reserva de ${guest.fullName}` });
    const bill = details.getByRole("region", { name: "Conta do hóspede" });
    await expect(bill).toContainText("Multa de cancelamento");
    await expect(bill).toContainText("Total da contaR$ 50,00");
    await expect(bill).toContainText("Total pagoR$ 50,00");
    await expect(bill).toContainText("Conta quitada");
    await expect(bill.getByTestId("folio-balance")).toHaveText("R$ 0,00");
    await expect(details).not.toContainText("Saldo a receber");
    await expect(bill.getByRole("button", { name: "Registrar Pagamento" })).toHaveCount(0);
    await screenshot(details, `${project}-cancel-credit-bill`);
    await details.getByRole("button", { name: "Fechar" }).first().click();
    await expect(details).toBeHidden();

    // The guest's page lists the credit, valid for the 6 months set in Geral.
    const expires = monthsLater(day(0), 6);
    await page.goto(`/guests?q=${encodeURIComponent(guest.lastName)}`);
    await page.getByRole("button", { name: `Ações para ${guest.fullName}` }).click();
    await page.getByRole("menuitem", { name: "Ver Detalhes" }).click();
    const credits = page.getByRole("list", { name: "Créditos do hóspede" }).getByRole("listitem");
    await expect(credits).toHaveCount(1);
    await expect(credits).toContainText("Carta de crédito de R$ 150,00");
    await expect(credits).toContainText(`Reserva de ${br(day(5))} · válida até ${br(expires)}`);
    await expect(credits).toContainText("Saldo R$ 150,00");
    await expect(page.getByText("Disponível: R$ 150,00")).toBeVisible();
    await screenshot(page, `${project}-cancel-credit-guest`);

    // The same guest's next stay (2 nights, R$ 300,00): the payment dialog offers the credit, with no account.
    const next = await arrange.reservation(guest, room, day(20), day(22));
    await page.goto(`/reservations?q=${encodeURIComponent(guest.lastName)}&arrivals=${next.checkInDate}`);
    await expect(page.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` })).toHaveText(
      "Confirmada",
    );
    await page.getByRole("button", { name: `Ações para a reserva de ${guest.fullName}` }).click();
    await page.getByRole("menuitem", { name: "Ver" }).click();
    await expect(details).toContainText(`${br(next.checkInDate)} a ${br(next.checkOutDate)}`);
    await details
      .getByRole("region", { name: "Conta do hóspede" })
      .getByRole("button", { name: "Registrar Pagamento" })
      .click();
    const pay = page.getByRole("dialog", { name: "Registrar Pagamento" });
    await expect(pay.getByLabel("Valor")).toHaveValue("300,00");
    await pay.getByLabel("Valor").fill("150,00");
    await choose(page, pay, "Forma de pagamento", "Crédito do hóspede (disponível: R$ 150,00)");
    await expect(pay.getByRole("combobox", { name: "Conta de destino" })).toHaveCount(0);
    await confirm(page, pay, `${project}-cancel-credit-pay`, "Registrar Pagamento", "Pagamento registrado com sucesso");
    const nextBill = details.getByRole("region", { name: "Conta do hóspede" });
    await expect(nextBill.getByTestId("folio-balance")).toHaveText("R$ 150,00");
    await expect(nextBill).toContainText("Crédito do hóspede");
    await details.getByRole("button", { name: "Fechar" }).first().click();

    // The credit is spent: its balance is zero and it is no longer usable.
    await page.goto(`/guests?q=${encodeURIComponent(guest.lastName)}`);
    await page.getByRole("button", { name: `Ações para ${guest.fullName}` }).click();
    await page.getByRole("menuitem", { name: "Ver Detalhes" }).click();
    await expect(credits).toContainText("Saldo R$ 0,00");
    await expect(credits).toContainText("sem saldo ou vencida");
    await expect(page.getByText("Disponível: R$ 0,00")).toBeVisible();
  } finally {
    const restored = await api.put("/api/settings", { data: geral });
    expect(restored.status(), await restored.text()).toBe(200);
    const closed = await api.put(`/api/contas-bancarias/${conta.id}`, {
      data: { nome: conta.nome, tipo: "caixa", ativo: false },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }
});
