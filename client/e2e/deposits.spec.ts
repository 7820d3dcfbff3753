// The deposit (sinal) of a reservation sold by phone (docs/product.md §15.4, §15.7), on desktop and at 390x844: Nova
// Reserva with Origem 'Telefone / WhatsApp' makes it Pendente with 50% of its total due in 24 h; the details and the
// dashboard's 'Aguardando sinal' show it waiting; 'Gerar PIX do sinal' in the payment dialog fills what is missing,
// by PIX with its QR code; recording it confirms the reservation and the deposit reads 'pago'. Dates of their own per
// project (far ahead: no other spec's day), a room of its own; the PIX account is deactivated at the end and the
// reservation, once paid, is no longer pending, so it leaves every 'Aguardando sinal' list.
import type { ContaBancariaView } from "../../shared/api";
import { brDate, dismissToast, expect, POUSADA, pousadaDay, screenshot, test, toastWith } from "./fixtures";

/** The deadline as the pousada reads it, "dd/mm HH:mm", worked out here from the stored instant. */
const wallClock = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month} ${parts.hour}:${parts.minute}`;
};

test("a reservation sold by phone waits for its deposit, paid by PIX it is confirmed", async ({
  page,
  arrange,
}, testInfo) => {
  const project = testInfo.project.name;
  const day = (n: number) => pousadaDay((project === "mobile" ? 640 : 620) + n);
  const room = await arrange.room({ pricePerNight: "200.00" });
  const guest = await arrange.guest("Marina", { lastName: arrange.lastName("Sinal") });
  const pousada = await page.request.put("/api/settings/pousada", { data: POUSADA });
  expect(pousada.status(), await pousada.text()).toBe(200);
  const pixKey = crypto.randomUUID();
  const created = await page.request.post("/api/contas-bancarias", {
    data: {
      nome: `Sinal ${guest.lastName}`,
      banco: "Banco Teste",
      tipo: "corrente",
      pixTipo: "aleatoria",
      pixChave: pixKey,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const conta = (await created.json()) as ContaBancariaView;

  try {
    // Sold by phone: two nights at R$ 200,00 = R$ 400,00, a sinal of 50% = R$ 200,00 due 24 h from now.
    await page.goto("/reservations");
    await page.getByRole("button", { name: "Nova Reserva" }).first().click();
    const form = page.getByRole("dialog", { name: "Nova Reserva" });
    await form.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" }).fill(guest.lastName);
    await form.getByRole("option", { name: new RegExp(`^${guest.fullName}`) }).click();
    await form.getByLabel("Check-out").fill(day(2));
    await form.getByLabel("Check-in").fill(day(0));
    await form.getByRole("combobox", { name: "Quarto" }).click();
    await page.getByRole("option", { name: new RegExp(`^${room.number} - `) }).click();
    await form.getByRole("combobox", { name: "Origem" }).click();
    await page.getByRole("option", { name: "Telefone / WhatsApp" }).click();
    await expect(form.getByTestId("stay-estimate")).toHaveText("Estimativa: 2 noites × R$ 200,00 = R$ 400,00");
    await expect(form.getByTestId("quote-deposit")).toContainText("Sinal de 50%: R$ 200,00");
    const before = Date.now();
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/reservations") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Criar Reserva" }).click();
    expect((await answer).status()).toBe(201);
    const after = Date.now();
    await expect(toastWith(page, "Reserva criada com sucesso")).toBeVisible();
    await dismissToast(page, "Reserva criada com sucesso");

    const reservationId = ((await (await answer).json()) as { id: string }).id;
    const stored = (await (await page.request.get(`/api/reservations/${reservationId}`)).json()) as {
      status: string;
      origem: string;
      totalAmount: string;
      depositAmount: string;
      depositDueAt: string;
    };
    expect(stored).toMatchObject({
      status: "pending",
      origem: "distancia",
      totalAmount: "400.00",
      depositAmount: "200.00",
    });
    const due = Date.parse(stored.depositDueAt);
    expect(due).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1_000);
    expect(due).toBeLessThanOrEqual(after + 24 * 3_600_000 + 1_000);
    // The details' row 'Sinal' reads the amount and deadline; the dialog and the dashboard say 'Sinal:' first.
    const deadline = `R$ 200,00 até ${wallClock(stored.depositDueAt)}`;
    const depositLine = `Sinal: ${deadline}`;

    // The details: Pendente, the sinal awaited.
    await page.goto(`/reservations?q=${guest.lastName}`);
    const openDetails = async () => {
      await page.getByRole("button", { name: `Ações para a reserva de ${guest.fullName}` }).click();
      await page.getByRole("menuitem", { name: "Ver" }).click();
      return page.getByRole("dialog", { name: `Reserva de ${guest.fullName}` });
    };
    let details = await openDetails();
    await expect(details).toContainText(`Quarto ${room.number} · ${brDate(day(0))} a ${brDate(day(2))}`);
    await expect(details).toContainText("StatusPendente");
    await expect(details).toContainText(`Sinal${deadline}aguardando`);
    await screenshot(page, `${project}-deposit-details-pending`);
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    // The dashboard lists it among those waiting.
    await page.goto("/");
    const waiting = page.getByRole("region", { name: "Aguardando sinal" }).getByRole("listitem");
    const ours = waiting.filter({ hasText: guest.fullName });
    await expect(ours).toHaveText(
      `${guest.fullName} · Quarto ${room.number} · chegada ${brDate(day(0))}${depositLine}aguardando`,
    );

    // The payment dialog, from the details' bill: 'Gerar PIX do sinal' puts the R$ 200,00 missing, by PIX.
    await page.goto(`/reservations?q=${guest.lastName}`);
    details = await openDetails();
    await details.getByRole("button", { name: "Registrar Pagamento" }).click();
    const pay = page.getByRole("dialog", { name: "Registrar Pagamento" });
    await expect(pay).toContainText(`${depositLine}aguardando`);
    await screenshot(page, `${project}-deposit-payment-offer`);
    await pay.getByRole("button", { name: "Gerar PIX do sinal" }).click();
    await expect(pay.getByLabel("Valor")).toHaveValue("200,00");
    await expect(pay.getByRole("combobox", { name: "Forma de pagamento", exact: true })).toHaveText("PIX");
    await pay.getByRole("combobox", { name: "Conta de destino", exact: true }).click();
    await page.getByRole("option", { name: `${conta.nome} — Banco Teste`, exact: true }).click();
    await expect(pay.getByRole("img", { name: "QR Code PIX de R$ 200,00" })).toBeVisible();
    const code = pay.getByLabel("Código PIX Copia e Cola");
    await expect(code).toHaveValue(new RegExp(`0014br\\.gov\\.bcb\\.pix0136${pixKey}`));
    await expect(code).toHaveValue(/5406200\.00/);
    await screenshot(page, `${project}-deposit-payment-dialog`);
    await pay.getByRole("button", { name: "Registrar Pagamento" }).click();
    await expect(toastWith(page, "Pagamento registrado com sucesso")).toBeVisible();
    await expect(pay).toBeHidden();
    await dismissToast(page, "Pagamento registrado com sucesso");
    await page.keyboard.press("Escape");

    // Paid: Confirmada, the sinal 'pago', and off the dashboard's list.
    await page.reload();
    details = await openDetails();
    await expect(details).toContainText("StatusConfirmada");
    await expect(details).toContainText(`Sinal${deadline}pago`);
    await expect(details).toContainText("PagamentoParcial");
    await screenshot(page, `${project}-deposit-details-paid`);
    await page.keyboard.press("Escape");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Aguardando sinal" })).toBeVisible();
    await expect(ours).toHaveCount(0);
  } finally {
    const res = await page.request.put(`/api/contas-bancarias/${conta.id}`, {
      data: { nome: conta.nome, tipo: conta.tipo, ativo: false },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});
