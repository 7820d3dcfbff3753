// Scenario 5: 'Sair' ends the session. It signs in on its own (fresh context): signing out the shared saved
// session would sign every later test out.
import { drawer, expect, test } from "./fixtures";
import { OWNER } from "./env";

test.use({ storageState: { cookies: [], origins: [] } });

test("logging out returns to the landing page and ends the session", async ({ page, isMobile, baseURL }) => {
  const login = await page.request.post("/api/login", {
    form: { email: OWNER.email, password: OWNER.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);

  // Another site's link to /api/logout ends nothing.
  await page.route("https://outro-site.example/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<a href="${baseURL}/api/logout">Ganhe um brinde</a>` }),
  );
  await page.goto("https://outro-site.example/");
  await page.getByRole("link", { name: "Ganhe um brinde" }).click();
  await expect(page.getByText("sua sessão continua aberta")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await page.goto("/rooms");
  await expect(page.getByRole("heading", { name: "Gestão de Quartos" })).toBeVisible();

  if (isMobile) {
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await drawer(page).getByRole("button", { name: "Sair" }).click();
  } else {
    await page.getByRole("complementary").getByRole("button", { name: "Sair" }).click();
  }

  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Entrar no Sistema" })).toBeVisible();
  await expect(page.getByText("Sistema de Gestão Hoteleira")).toBeVisible();

  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);

  await page.goto("/rooms");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
