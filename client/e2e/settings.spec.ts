// Configurações > Geral and Sistema (docs/product.md §5.6), on desktop and at 390x844: the owner saves the preferences
// and they stay; the pousada's time zone moves every time shown (the browser stays in São Paulo); Sistema shows the
// real figures, 'Backup' downloads every table, 'Limpar Cache' works, and 'Redefinir Sistema' refuses a wrong password
// without erasing anything. (The tests run one at a time: workers = 1.)
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { expect, screenshot, test, toastWith } from "./fixtures";

const DEFAULT_GERAL = {
  emailNotifications: true,
  autoCheckIn: false,
  currency: "BRL",
  language: "pt-BR",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  timeZone: "America/Sao_Paulo",
};

test("Geral: the owner's preferences are saved on the server and stay after a reload", async ({ page }, testInfo) => {
  try {
    await page.goto("/settings?tab=general");
    const card = page.getByRole("form", { name: "Preferências" });
    await expect(card).toBeVisible();
    const notifications = card.getByRole("switch", { name: "Notificações por e-mail" });
    await expect(notifications).toBeChecked();
    await notifications.click();
    // Typed as the pousada writes it, not the browser's own time field (which an English browser shows as 02:00 PM).
    await expect(card.getByLabel("Horário de check-in")).toHaveValue("14:00");
    await card.getByLabel("Horário de check-out").fill("25:00");
    await card.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(card.getByText("Horário de check-out inválido (use HH:mm)")).toBeVisible();
    await card.getByLabel("Horário de check-out").fill("11:00");
    await card.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(toastWith(page, "Preferências salvas com sucesso")).toContainText("Sucesso");

    await page.reload();
    const again = page.getByRole("form", { name: "Preferências" });
    await expect(again.getByRole("switch", { name: "Notificações por e-mail" })).not.toBeChecked();
    await expect(again.getByLabel("Horário de check-out")).toHaveValue("11:00");
    // Only what the product really does can be chosen: the other currencies and languages are 'em breve'.
    await again.getByRole("combobox", { name: "Moeda" }).click();
    await expect(page.getByRole("option", { name: "Dólar (US$) — em breve" })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Escape");
    await screenshot(page, `${testInfo.project.name}-settings-general`, { fullPage: true });
  } finally {
    const res = await page.request.put("/api/settings", { data: DEFAULT_GERAL });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test("Geral: the pousada's time zone moves the times shown, whatever the browser's zone", async ({ page }) => {
  try {
    const user = (await (await page.request.get("/api/auth/user")).json()) as { lastLoginAt: string };
    // "Último acesso" written out by the test itself on each clock: Manaus is one hour behind São Paulo.
    const shownIn = (timeZone: string) =>
      new Intl.DateTimeFormat("pt-BR", {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .format(new Date(user.lastLoginAt))
        .replace(",", "");
    await page.goto("/settings?tab=profile");
    await expect(page.getByText(shownIn("America/Sao_Paulo"))).toBeVisible();

    await page.goto("/settings?tab=general");
    const card = page.getByRole("form", { name: "Preferências" });
    const zone = card.getByRole("combobox", { name: "Fuso horário" });
    await expect(zone).toHaveText("Horário de Brasília (UTC−3) — São Paulo, Rio, BH…");
    await zone.click();
    await page.getByRole("option", { name: "Amazonas — Manaus (UTC−4)" }).click();
    await card.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(toastWith(page, "Preferências salvas com sucesso")).toContainText("Sucesso");
    // Without a reload too: the app reads everything again on the new clock.
    await page.getByRole("tab", { name: "Perfil" }).click();
    await expect(page.getByText(shownIn("America/Manaus"))).toBeVisible();

    await page.reload();
    await expect(page.getByText(shownIn("America/Manaus"))).toBeVisible();
    await page.goto("/settings?tab=general");
    await expect(
      page.getByRole("form", { name: "Preferências" }).getByRole("combobox", { name: "Fuso horário" }),
    ).toHaveText("Amazonas — Manaus (UTC−4)");
  } finally {
    const res = await page.request.put("/api/settings", { data: DEFAULT_GERAL });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test("Sistema: real figures, 'Backup' downloads every table, 'Limpar Cache'", async ({ page }, testInfo) => {
  const pkg = JSON.parse(await readFile(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as {
    version: string;
  };
  await page.goto("/settings?tab=system");
  const info = page.locator("dl[aria-label='Informações do Sistema']");
  await expect(info).toContainText(`Versão${pkg.version}`);
  await expect(info).toContainText("Conectado");
  await expect(info).toContainText("PostgreSQL");
  await expect(page.locator("dl[aria-label='Registros por tabela']")).toContainText("Quartos");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Backup", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hospeda-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.jsonl\.gz$/);
  // Gzip-compressed JSON lines (docs/decisions/0041): the header, each table's rows after its marker, the end.
  const lines = gunzipSync(await readFile(await download.path()))
    .toString("utf8")
    .split("\n");
  const header = JSON.parse(lines[0]!) as { format: string; appVersion: string; counts: Record<string, number> };
  expect(header.format).toBe("hospeda-backup");
  expect(header.appVersion).toBe(pkg.version);
  expect(header.counts.users).toBeGreaterThan(0);
  expect(lines).toContain('["tabela","rooms"]');
  expect(lines).not.toContain('["tabela","sessions"]');
  expect(lines.at(-2)).toBe('["fim"]');
  await expect(toastWith(page, "Backup baixado")).toBeVisible();

  await page.getByRole("button", { name: "Limpar Cache" }).click();
  await expect(toastWith(page, "Cache limpo")).toBeVisible();
  await expect(info).toContainText("Conectado");
  await screenshot(page, `${testInfo.project.name}-settings-system`, { fullPage: true });
});

test("'Redefinir Sistema' asks for the pousada's name and the password, and a wrong password erases nothing", async ({
  page,
}) => {
  await page.goto("/settings?tab=system");
  const before = await (await page.request.get("/api/system")).json();
  await page.getByRole("button", { name: "Redefinir Sistema" }).click();
  const dialog = page.getByRole("dialog", { name: "Redefinir Sistema" });
  const expected = (await dialog.locator("label strong").textContent())!;
  await dialog.getByLabel(/para confirmar/).fill(expected);
  await dialog.getByLabel("Sua senha").fill("senha-errada-123");
  await dialog.getByRole("button", { name: "Redefinir Sistema" }).click();
  await expect(dialog.getByText("Senha incorreta")).toBeVisible();
  await expect(dialog).toBeVisible();
  const after = await (await page.request.get("/api/system")).json();
  for (const table of ["rooms", "guests", "reservations", "products", "settings"])
    expect(after.counts[table], table).toBe(before.counts[table]);
});
