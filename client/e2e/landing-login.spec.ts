// Scenario 1: without a session only "/" exists (the landing page); signing in goes through the server's form.
import { expect, test, topBar } from "./fixtures";
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

test("signing in: wrong password is refused, the right one opens the dashboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Entrar no Sistema" }).click();
  await expect(page).toHaveURL(/\/api\/login$/);

  const email = page.getByLabel("E-mail");
  const password = page.getByLabel("Senha");
  await email.fill(OWNER.email);
  await password.fill("senha-errada-999");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/login\?erro=credenciais$/);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");

  await email.fill(OWNER.email);
  await password.fill(OWNER.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(topBar(page).getByText("PAINEL", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
});
