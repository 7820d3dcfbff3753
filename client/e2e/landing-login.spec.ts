// Scenario 1: without a session only "/" exists (the landing page); signing in goes through the server's form.
import { expect, screenshot, test, topBar } from "./fixtures";
import { OWNER } from "./env";

test.use({ storageState: { cookies: [], origins: [] } });

test("landing page shows the tagline and the sign-in button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Sistema de Gestão Hoteleira")).toBeVisible();
  await expect(page.getByRole("button", { name: "Entrar no Sistema" })).toBeVisible();
});

test("without a session any other path is the 404 page", async ({ page }) => {
  await page.goto("/rooms");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Entrar no Sistema" })).toHaveCount(0);
});

test("signing in: the page wears the app's look, keeps the e-mail after a wrong password, and leads back", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Entrar no Sistema" }).click();
  await expect(page).toHaveURL(/\/api\/login$/);

  // The landing page's logo, name and tagline over a card that fits the screen (390 px too).
  await expect(page.getByRole("heading", { level: 1, name: "Hospeda" })).toBeVisible();
  await expect(page.getByText("Sistema de Gestão Hoteleira")).toBeVisible();
  await expect(page.locator(".logo svg")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Entrar" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  // The app's primary blue on the button, not a browser default.
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toHaveCSS(
    "background-color",
    /^(oklch\(0\.53 0\.16 256\)|rgb\(30, 111, 208\))$/,
  );
  await screenshot(page, `${testInfo.project.name}-sign-in`);

  const email = page.getByLabel("E-mail");
  const password = page.getByLabel("Senha");
  await email.fill(OWNER.email);
  await password.fill("senha-errada-999");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  // The reason, the e-mail still typed (and not in the address), the password empty and ready for typing again.
  await expect(page).toHaveURL(/\/api\/login\?erro=credenciais$/);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
  await expect(email).toHaveValue(OWNER.email);
  await expect(password).toHaveValue("");
  await expect(password).toBeFocused();
  await screenshot(page, `${testInfo.project.name}-sign-in-refused`);

  // 'Voltar' goes back to the landing page.
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Entrar no Sistema" })).toBeVisible();

  // And in again: a reload of the sign-in page starts empty; the right password opens the dashboard.
  await page.getByRole("button", { name: "Entrar no Sistema" }).click();
  await expect(email).toHaveValue("");
  await email.fill(OWNER.email);
  await password.fill(OWNER.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(topBar(page).getByText("PAINEL", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
});
