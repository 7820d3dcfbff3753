// Reservar online (docs/product.md §16): a guest books from a phone and from a desktop, without signing in, sees the
// deposit's PIX; the desk finds the booking among 'Reservas online aguardando sinal', records the deposit, and the
// guest's page shows it. Until the deposits branch is merged, a payment does not confirm the reservation: the page
// reads 'Sinal recebido, aguardando confirmação' (after that merge it reads 'Confirmada').
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { type Arrange, brDate, expect, pousadaDay, test } from "./fixtures";

/** A valid CPF from nine digits (check digits as the Receita Federal computes them). */
function cpfOf(nine: string) {
  const digits = nine.split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

/** The guest's own browser: the test's screen size, no staff session. */
async function guestPage(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL: baseURL ?? process.env.E2E_BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  return { context, page: await context.newPage() };
}

/** A family room, and the booking page on, selling that type (both projects set the same, so they never clash). */
async function sellFamilyRooms(api: APIRequestContext, arrange: Arrange) {
  await arrange.room({ type: "family", capacity: 4, pricePerNight: "250.00" });
  const enabled = await api.put("/api/settings/booking-page", { data: { enabled: true, roomTypes: ["family"] } });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

test("a guest books online, sees the PIX, and the desk's deposit shows on their page", async ({
  page,
  arrange,
  browser,
}, testInfo) => {
  test.slow();
  const api = page.request;
  const settings = (await (await api.get("/api/settings")).json()) as { pousada: unknown };
  if (!settings.pousada) {
    const saved = await api.put("/api/settings/pousada", {
      data: { nomeFantasia: "Pousada Maré Alta", cidade: "Paraty", uf: "RJ", telefone: "(24) 99988-7766" },
    });
    expect(saved.status()).toBe(200);
  }
  const conta = await api.post("/api/contas-bancarias", {
    data: {
      nome: `PIX reservas ${testInfo.project.name}`,
      tipo: "corrente",
      pixTipo: "email",
      pixChave: "pix@mare.com.br",
    },
  });
  expect(conta.status(), await conta.text()).toBe(201);
  const contaId = ((await conta.json()) as { id: string }).id;
  await sellFamilyRooms(api, arrange);
  const described = await api.put("/api/room-types/family", {
    data: { description: "Dois ambientes, varanda com rede." },
  });
  expect(described.status(), await described.text()).toBe(200);

  const offset = testInfo.project.name === "mobile" ? 480 : 500;
  const [checkIn, checkOut] = [pousadaDay(offset), pousadaDay(offset + 2)];
  const lastName = arrange.lastName("Online");
  const { context, page: guest } = await guestPage(browser, testInfo);
  // The guest's page comes rendered by the server with a script of its own: none may fail.
  const consoleErrors: string[] = [];
  guest.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  try {
    await guest.goto("/reservar");
    await expect(guest.getByRole("heading", { name: "Reservar online" })).toBeVisible();
    await guest.getByLabel("Entrada").fill(brDate(checkIn));
    await guest.getByLabel("Saída").fill(brDate(checkOut));
    await guest.getByLabel("Crianças").selectOption("1");
    await guest.getByLabel("Idade da criança 1").selectOption("7");
    await guest.getByRole("button", { name: "Ver disponibilidade" }).click();
    const family = guest.getByRole("article", { name: "Família" });
    await expect(family.getByText("Dois ambientes, varanda com rede.")).toBeVisible();
    await family.getByText("Ver o preço de cada noite").click();
    await expect(family.getByText(brDate(checkIn))).toBeVisible();
    await family.getByRole("button", { name: "Reservar Família" }).click();

    await guest.getByLabel("Nome", { exact: true }).fill("Lívia");
    await guest.getByLabel("Sobrenome").fill(lastName);
    await guest.getByLabel("E-mail").fill(`${lastName.toLowerCase()}@example.com`);
    await guest.getByLabel("Celular (WhatsApp)").fill(arrange.phone());
    await guest.getByLabel("CPF").fill(cpfOf(String(Date.now()).slice(-9)));
    await expect(guest.getByRole("heading", { name: /Política de cancelamento/ })).toBeVisible();
    await expect(guest.getByRole("heading", { name: "Aviso de privacidade" })).toBeVisible();
    await guest.getByLabel(/Li e aceito/).check();
    // A person takes more than the server's two seconds between the offer and the booking.
    await guest.waitForTimeout(2100);
    await guest.getByRole("button", { name: "Confirmar reserva" }).click();

    await expect(guest).toHaveURL(/\/reservar\/c\/[A-Za-z0-9_-]{32}$/);
    await expect(guest.getByText("Aguardando sinal")).toBeVisible();
    await expect(guest.getByRole("img", { name: "QR Code PIX do sinal" })).toBeVisible();
    await expect(guest.getByLabel("PIX copia e cola")).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    const whatsapp = guest.getByRole("link", { name: "Falar com a pousada no WhatsApp" });
    await expect(whatsapp).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/55\d{10,11}\?text=Ol%C3%A1!%20Fiz%20a%20reserva%20online%20/,
    );
    await guest.screenshot({ path: testInfo.outputPath("confirmacao.png"), fullPage: true });

    // The desk: the booking awaits its deposit; recording it shows on the guest's page.
    const waiting = (await (await api.get("/api/online-bookings")).json()) as Array<{
      id: string;
      guestName: string;
      depositAmount: string;
    }>;
    const mine = waiting.find((row) => row.guestName === `Lívia ${lastName}`)!;
    expect(mine.depositAmount).toBe("250.00");
    await page.goto("/reservations");
    const paid = await api.post("/api/payments", {
      data: { reservationId: mine.id, amount: mine.depositAmount, method: "pix", contaBancariaId: contaId },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await guest.reload();
    await expect(guest.getByText(/Sinal recebido, aguardando confirmação|Confirmada/)).toBeVisible();
    await expect(guest.getByRole("img", { name: "QR Code PIX do sinal" })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

/** A photo as a phone's camera gives it (larger than the page shows): a PNG drawn in the browser. */
async function cameraPhoto(page: Page, width: number, height: number) {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [w, h];
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, "#8fd3c1");
      // a colour of its own, so each run's photo is new bytes (a new address)
      gradient.addColorStop(1, `hsl(${Date.now() % 360}, 70%, 30%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL("image/png");
    },
    [width, height],
  );
  return { name: "varanda.png", mimeType: "image/png", buffer: Buffer.from(dataUrl.split(",")[1]!, "base64") };
}

test("the owner adds a room type's photo in Quartos and the booking page shows it", async ({
  page,
  arrange,
  browser,
}, testInfo) => {
  test.slow();
  const api = page.request;
  await sellFamilyRooms(api, arrange);

  await page.goto("/settings?tab=rooms");
  const family = page.getByRole("region", { name: "Família" });
  await expect(family).toBeVisible();
  await family.getByTestId("room-type-photos-family").setInputFiles(await cameraPhoto(page, 2000, 1500));
  await expect(page.getByText("Foto adicionada").first()).toBeVisible();
  // Resized in the browser before upload: 2000 × 1500 became 1600 × 1200, its thumbnail 480 × 360.
  const types = (await (await api.get("/api/room-types")).json()) as Array<{
    roomType: string;
    photos: Array<{ thumbUrl: string; width: number; height: number; thumbWidth: number; thumbHeight: number }>;
  }>;
  const photo = types.find((t) => t.roomType === "family")!.photos.at(-1)!;
  expect([photo.width, photo.height, photo.thumbWidth, photo.thumbHeight]).toEqual([1600, 1200, 480, 360]);
  await expect(family.locator(`img[src="${photo.thumbUrl}"]`)).toBeVisible();
  await family.scrollIntoViewIfNeeded();
  await family.screenshot({ path: `/tmp/booking-quartos-${testInfo.project.name}.png` });

  const hash = photo.thumbUrl.split("/").pop()!;
  const { context, page: guest } = await guestPage(browser, testInfo);
  try {
    await guest.goto("/reservar");
    const shown = guest.locator(`img[src="/api/public/room-photos/${hash}"]`);
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute("alt", /^Família: foto \d+ de \d+ \(abre a foto ampliada\)$/);
    await expect(shown).toHaveAttribute("width", "480");
    await expect(shown).toHaveAttribute("height", "360");
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await guest.screenshot({ path: `/tmp/booking-reservar-${testInfo.project.name}.png`, fullPage: true });
  } finally {
    await context.close();
  }
});
