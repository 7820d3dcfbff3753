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
  await page.goto("/guests");

  // What the page shows when the notice appears, read in one go inside the page: the redirect follows 500 ms later,
  // and checks made one by one from here could straddle it on a busy machine.
  const seen = await page.waitForFunction(() => {
    const notice = [...document.querySelectorAll("[data-slot=toast]")].find((toast) =>
      toast.textContent?.includes("You are logged out. Logging in again..."),
    );
    if (!notice) return null;
    const text = document.body.textContent ?? "";
    return {
      notice: notice.textContent,
      destructive: notice.className.includes("destructive"),
      loading: document.querySelector('[aria-label="Carregando hóspedes"]') !== null,
      blamesConnection: text.includes("Verifique sua conexão"),
      loadError: text.includes("Erro ao carregar os hóspedes"),
    };
  });
  const shown = await seen.jsonValue();
  expect(shown!.notice).toContain("Unauthorized");
  expect(shown!.destructive).toBe(true);
  // Until the browser leaves, the list keeps its loading placeholder instead of blaming the connection.
  expect(shown!.loading).toBe(true);
  expect(shown!.blamesConnection).toBe(false);
  expect(shown!.loadError).toBe(false);
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
