// Configurações > Tarifário (docs/product.md §15), on desktop and at 390x844: the owner sets a base rate typed the
// pt-BR way and a season with the pt-BR date field, and the server's quote prices the stay with them; a staff member
// sees the same screen read-only (the server refuses their writes: server/routes/rates.test.ts).
import type { Page } from "@playwright/test";
import type { Quote, TarifarioView } from "@shared/api/rates";
import { expect, RoomsApi, screenshot, test, toastWith, uniqueRoomNumber } from "./fixtures";

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Tarifário" });

async function resetTarifario(page: Page) {
  const view = (await (await page.request.get("/api/rates")).json()) as TarifarioView;
  for (const season of view.seasons) await page.request.delete(`/api/rates/seasons/${season.id}`);
  for (const r of view.restrictions) await page.request.delete(`/api/rates/restrictions/${r.id}`);
  expect((await page.request.put("/api/rates/base", { data: { prices: {} } })).status()).toBe(200);
}

test("the owner sets a base rate and a season, and the quote charges them", async ({ page }, testInfo) => {
  // Two saves, a reload and the clean-up on a shared 2-core machine: more than the default 30 s at busy times.
  test.slow();
  const rooms = new RoomsApi(page.request);
  const room = await rooms.create({
    number: uniqueRoomNumber(testInfo.project.name),
    capacity: 2,
    pricePerNight: "150.00",
  });
  try {
    await resetTarifario(page);
    await page.goto("/settings?tab=rates");
    const tab = panel(page);
    await expect(tab.getByText("Nenhuma temporada cadastrada")).toBeVisible();
    await expect(tab.getByText("Nenhuma restrição cadastrada")).toBeVisible();

    // A price the money reader cannot read is refused before it leaves the browser.
    const base = tab.getByRole("group", { name: "Standard" }).first();
    await base.getByLabel("Diária, 2 pessoas").fill("22o,00");
    await tab.getByRole("button", { name: "Salvar tarifa base" }).click();
    await expect(toastWith(page, "Valor inválido. Use o formato 1.200,00")).toBeVisible();
    await base.getByLabel("Diária, 2 pessoas").fill("220,00");
    await base.getByLabel("Fim de semana, 2 pessoas").fill("R$ 280,00");
    await tab.getByRole("button", { name: "Salvar tarifa base" }).click();
    await expect(toastWith(page, "Tarifa base salva")).toBeVisible();

    await tab.getByRole("button", { name: "Nova temporada" }).click();
    await tab.getByLabel("Nome").first().fill("Alta temporada");
    const start = tab.getByLabel("Início", { exact: true });
    await start.pressSequentially("18122026");
    await expect(start).toHaveValue("18/12/2026");
    await tab.getByLabel("Fim (primeiro dia fora)").pressSequentially("01032027");
    const seasonStandard = tab.getByRole("group", { name: "Standard" }).nth(2);
    await seasonStandard.getByLabel("Diária, 2 pessoas").fill("320,00");
    await screenshot(page, `${testInfo.project.name}-rates-season-form`, { fullPage: true });
    await tab.getByRole("button", { name: "Salvar temporada" }).click();
    await expect(toastWith(page, "Alta temporada salvo")).toBeVisible();
    await expect(tab.getByText("18/12/2026 a 01/03/2027 · prioridade 0")).toBeVisible();

    // Wednesday 16 to Saturday 19 December 2026: two base nights, then the season from Friday the 18th (weekday
    // price 320,00, since the season sets no weekend price and its own price comes first).
    const res = await page.request.get(
      `/api/rates/quote?roomId=${room.id}&checkInDate=2026-12-16&checkOutDate=2026-12-19&adults=2`,
    );
    expect(res.status(), await res.text()).toBe(200);
    const quote = (await res.json()) as Quote;
    expect(quote.nights).toEqual([
      { date: "2026-12-16", price: "220.00", rule: "Tarifa base" },
      { date: "2026-12-17", price: "220.00", rule: "Tarifa base" },
      { date: "2026-12-18", price: "320.00", rule: "Alta temporada" },
    ]);

    await page.reload();
    await expect(
      panel(page).getByRole("group", { name: "Standard" }).first().getByLabel("Diária, 2 pessoas"),
    ).toHaveValue("220,00");
    await screenshot(page, `${testInfo.project.name}-rates-owner`, { fullPage: true });
  } finally {
    await resetTarifario(page);
    await rooms.remove(room.id);
  }
});

test("a staff member reads the tarifário without changing it", async ({ page }, testInfo) => {
  const rooms = new RoomsApi(page.request);
  const room = await rooms.create({ number: uniqueRoomNumber(testInfo.project.name), capacity: 2 });
  try {
    // The session is the owner's; the screen is shown as a staff member sees it (the server's refusal is tested there).
    await page.route("**/api/auth/user", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), role: "staff" } });
    });
    await page.goto("/settings?tab=rates");
    const tab = panel(page);
    await expect(tab.getByRole("note")).toHaveText("Somente o proprietário altera o tarifário.");
    await expect(tab.getByRole("group", { name: "Standard" }).first().getByLabel("Diária, 2 pessoas")).toBeDisabled();
    await expect(tab.getByRole("button", { name: /Salvar/ })).toHaveCount(0);
    await expect(tab.getByRole("button", { name: "Nova temporada" })).toHaveCount(0);
    await screenshot(page, `${testInfo.project.name}-rates-staff`, { fullPage: true });
  } finally {
    await rooms.remove(room.id);
  }
});
