// Cancellation policies at work (docs/product.md §10.7, §15), on desktop and at 390x844: the cancel dialog proposes
// the split of the tarifário's default policy for the days left before arrival (the clerk confirms it), and the owner
// edits a restriction and a policy on Configurações > Tarifário. The policy, the default and the restriction are
// arranged through the API and put back when the test ends (other specs expect no default policy).
import type { APIRequestContext, Page } from "@playwright/test";
import type { TarifarioView } from "@shared/api/rates";
import {
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  pousadaDay as day,
  screenshot,
  test,
  toastWith,
} from "./fixtures";

const LADDER = [
  { daysBefore: 30, refundPercent: 90, creditPercent: 0 },
  { daysBefore: 15, refundPercent: 80, creditPercent: 0 },
];

async function created<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A policy named for the test, made the tarifário's default; `restore` puts the settings back and deletes it. */
async function defaultPolicy(api: APIRequestContext, name: string) {
  const view = await created<TarifarioView>(await api.get("/api/rates"));
  const policy = await created<{ id: string }>(
    await api.post("/api/rates/policies", { data: { name, rows: LADDER, creditMonths: 6 } }),
  );
  await created(await api.put("/api/rates/settings", { data: { ...view.settings, defaultPolicyId: policy.id } }));
  return async () => {
    await created(await api.put("/api/rates/settings", { data: view.settings }));
    expect((await api.delete(`/api/rates/policies/${policy.id}`)).status()).toBe(204);
  };
}

async function saved(page: Page, toast: string) {
  await expect(toastWith(page, toast)).toBeVisible();
  await dismissToast(page, toast);
}

test("the cancel dialog proposes the policy's split for the days left, and the clerk confirms it", async ({
  page,
  arrange,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const api = page.request;
  const restore = await defaultPolicy(api, `Padrão E2E ${project}`);
  const conta = await created<{ id: string; nome: string }>(
    await api.post("/api/contas-bancarias", { data: { nome: `Caixa política ${project}`, tipo: "caixa" } }),
  );
  try {
    const room = await arrange.room({ pricePerNight: "150.00" });
    const guest = await arrange.guest("Helena", { lastName: arrange.lastName("Politica") });
    // Arrival in 20 days: the 15-day row gives 80% back of the R$ 200,00 paid, R$ 40,00 kept as the fee.
    const stay = await arrange.reservation(guest, room, day(20), day(22));
    await created(
      await api.post("/api/payments", {
        data: { reservationId: stay.id, amount: "200.00", method: "cash", contaBancariaId: conta.id },
      }),
    );

    await page.goto(`/reservations?q=${encodeURIComponent(guest.lastName)}`);
    await page.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` }).click();
    await page.getByRole("option", { name: "Cancelada", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Cancelada: ${guest.fullName}` });
    const note = dialog.getByRole("region", { name: "Proposta da política" });
    await expect(note).toContainText(`Política de cancelamento: Padrão E2E ${project}`);
    await expect(note).toContainText("Cancelamento a 20 dias da chegada: faixa de 15 dias ou mais");
    await expect(note).toContainText("Reembolso em dinheiro: R$ 160,00");
    await expect(note).toContainText("Multa de cancelamento: R$ 40,00");
    await expect(dialog.getByLabel("Reembolso")).toHaveValue("160,00");
    await expect(dialog.getByLabel("Multa")).toHaveValue("40,00");
    await expect(dialog.getByLabel("Crédito do hóspede")).toHaveValue("0,00");

    // The clerk changes it, then takes the proposal back.
    await dialog.getByLabel("Multa").fill("0,00");
    await dialog.getByLabel("Reembolso").fill("200,00");
    await dialog.getByRole("button", { name: "Usar a proposta" }).click();
    await expect(dialog.getByLabel("Reembolso")).toHaveValue("160,00");
    await expect(dialog.getByRole("status")).toHaveText("Soma: R$ 200,00");
    await expectNoHorizontalPageScroll(page);
    await screenshot(dialog, `${project}-cancel-policy-proposal`);
    await dialog.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await saved(page, "Reserva atualizada com sucesso");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` })).toHaveText(
      "Cancelada",
    );
  } finally {
    await restore();
    await created(
      await api.put(`/api/contas-bancarias/${conta.id}`, { data: { nome: conta.nome, tipo: "caixa", ativo: false } }),
    );
  }
});

test("the owner edits a restriction and a cancellation policy on the Tarifário screen", async ({ page }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const api = page.request;
  const name = `Flexível E2E ${project}`;
  const policy = await created<{ id: string }>(
    await api.post("/api/rates/policies", { data: { name, rows: LADDER, creditMonths: 12 } }),
  );
  const restriction = await created<{ id: string }>(
    await api.post("/api/rates/restrictions", {
      data: { startDate: "2031-02-28", endDate: "2031-03-04", minStay: 3 },
    }),
  );
  try {
    await page.goto("/settings?tab=rates");
    const tab = page.getByRole("tabpanel", { name: "Tarifário" });

    const rule = tab.getByRole("listitem").filter({ hasText: "28/02/2031 a 04/03/2031" });
    await expect(rule).toContainText("mínimo 3 noites");
    await rule.getByRole("button", { name: "Editar" }).click();
    const form = tab.getByRole("group", { name: "Editar restrição" });
    await expect(form.getByLabel("Estadia mínima")).toHaveValue("3");
    await form.getByLabel("Estadia mínima").fill("5");
    await form.getByRole("switch", { name: "Entrada fechada" }).click();
    await form.getByRole("button", { name: "Salvar restrição" }).click();
    await saved(page, "Restrição salva");
    await expect(rule).toContainText("mínimo 5 noites · entrada fechada");
    await expect(tab.getByRole("group", { name: "Nova restrição" })).toBeVisible();

    const item = tab.getByRole("listitem").filter({ hasText: name });
    await item.getByRole("button", { name: "Editar" }).click();
    const editor = tab.getByRole("group", { name: "Editar política" });
    await expect(editor.getByLabel("Nome da política")).toHaveValue(name);
    await editor.getByLabel("Validade do crédito (meses)").fill("9");
    await editor.getByRole("button", { name: "Adicionar faixa" }).click();
    await editor.locator("#politica-2-daysBefore").fill("7");
    await editor.locator("#politica-2-creditPercent").fill("100");
    await expectNoHorizontalPageScroll(page);
    await screenshot(editor, `${project}-cancel-policy-editor`);
    await editor.getByRole("button", { name: "Salvar política" }).click();
    await saved(page, "Política salva");
    await expect(item).toContainText("7 dias ou mais antes: 0% reembolso, 100% crédito");
    await expect(item).toContainText("Crédito válido por 9 meses");
    await screenshot(page, `${project}-cancel-policy-tarifario`, { fullPage: true });
  } finally {
    expect((await api.delete(`/api/rates/restrictions/${restriction.id}`)).status()).toBe(204);
    expect((await api.delete(`/api/rates/policies/${policy.id}`)).status()).toBe(204);
  }
});
