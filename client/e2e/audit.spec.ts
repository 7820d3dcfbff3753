// The audit log (docs/product.md §12.15) in the browser, on desktop and at 390x844: the owner opens Sistema, finds what
// was just done (a guest registered and edited through the API on the owner's session) with who did it, narrows the log
// by kind and by period, and downloads the same entries as a CSV for pt-BR spreadsheets.
import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import {
  brDate,
  expect,
  expectNoHorizontalPageScroll,
  expectNotCutSideways,
  pousadaDay,
  screenshot,
  test,
} from "./fixtures";

let sequence = 0;
function uid(testInfo: TestInfo) {
  sequence = (sequence + 1) % 100;
  return `${testInfo.project.name[0]!.toUpperCase()}${String(Date.now() % 1_000_000).padStart(6, "0")}${sequence}`;
}

const auditLog = (page: Page) => page.getByLabel("Registro de auditoria", { exact: true });

async function chooseKind(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

test("the owner reads who did what in Sistema, filters it and exports it as CSV", async ({
  page,
  arrange,
}, testInfo) => {
  const guest = await arrange.guest(`Auditada${uid(testInfo)}`);
  const edited = await page.request.put(`/api/guests/${guest.id}`, {
    data: { firstName: guest.firstName, lastName: guest.lastName, phone: guest.phone, tags: [], notes: "VIP" },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const shortId = guest.id.slice(0, 8);

  await page.goto("/settings?tab=system");
  await expect(page.getByRole("heading", { name: "Registro de Auditoria" })).toBeVisible();
  const ours = auditLog(page).locator("tr, li").filter({ hasText: shortId });
  await expect(ours).toHaveCount(2);
  await expect(ours.filter({ hasText: "Criação" })).toContainText("Hóspede");
  await expect(ours.filter({ hasText: "Alteração" })).toContainText(`/api/guests/${guest.id}`);
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, `audit-log-${testInfo.project.name}`, { fullPage: true });

  // Only creations: the edit is gone, the registration stays.
  await chooseKind(page, "Criação");
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText("Criação");
  await expect(auditLog(page).locator("tr, li").filter({ hasText: "Alteração" })).toHaveCount(0);

  // The CSV holds the same entries, with a BOM and ';' for spreadsheets.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFFData/Hora;Usuário;Nome;Ação;Registro;")).toBe(true);
  const line = csv.split("\r\n").find((row) => row.includes(guest.id));
  expect(line).toContain(";Criação;guest;");
  expect(csv).not.toContain(`/api/guests/${guest.id};200`);

  // A period that starts tomorrow has nothing yet.
  await page.getByLabel("De", { exact: true }).fill(brDate(pousadaDay(1)));
  // Every filter shows what it holds in full, on a phone too.
  for (const name of ["Usuário", "Tipo"]) {
    await expectNotCutSideways(page.getByRole("combobox", { name }).locator("[data-slot=select-value]"));
  }
  await expectNotCutSideways(page.getByLabel("De", { exact: true }));
  await expect(page.getByText("Nenhum registro encontrado")).toBeVisible();
  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(ours).toHaveCount(2);
});
