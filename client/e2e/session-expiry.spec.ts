// docs/product.md §13.3: a lost session, met by any read or write, is one destructive notice and, 500 ms later, the login.
// The session is refused by the test (the saved one stays valid for the other specs); the login page itself is
// not under test here.
import type { Page } from "@playwright/test";
import { expect, test, toastWith } from "./fixtures";

const UNAUTHORIZED = { status: 401, json: { message: "Unauthorized" } };

async function serveLoginPage(page: Page) {
  await page.route("**/api/login", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Entrar</h1>" }));
}

test("a list read without a session shows the notice, never a connection error, then goes to log in", async ({
  page,
}) => {
  await serveLoginPage(page);
  // Every read of the register (the list reads it a page at a time: /api/guests?limit=...).
  await page.route(
    (url) => url.pathname === "/api/guests",
    (route) => (route.request().method() === "GET" ? route.fulfill(UNAUTHORIZED) : route.continue()),
  );
  // The app's clock stands still, so the 500 ms before the redirect last as long as the checks need.
  await page.clock.install();
  await page.goto("/guests");

  const notice = toastWith(page, "You are logged out. Logging in again...");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Unauthorized");
  await expect(notice).toHaveClass(/destructive/);
  // Until the browser leaves, the list keeps its loading placeholder instead of blaming the connection.
  await expect(page.getByLabel("Carregando hóspedes")).toBeVisible();
  await expect(page.getByText("Verifique sua conexão")).toHaveCount(0);
  await expect(page.getByText("Erro ao carregar os hóspedes")).toHaveCount(0);
  await page.clock.runFor(600);
  await expect(page).toHaveURL((url) => url.pathname === "/api/login");
});

test("a change refused for a lost session shows that notice instead of the action's error", async ({
  page,
  arrange,
}) => {
  const room = await arrange.room();
  await serveLoginPage(page);
  await page.goto("/rooms");
  await page.route("**/api/rooms/*/status", (route) => route.fulfill(UNAUTHORIZED));
  await page.getByRole("combobox", { name: `Status do quarto ${room.number}` }).click();
  await page.getByRole("option", { name: "Limpeza" }).click();

  await expect(toastWith(page, "You are logged out. Logging in again...")).toBeVisible();
  await expect(toastWith(page, "Erro ao atualizar status do quarto")).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/api/login");
});
