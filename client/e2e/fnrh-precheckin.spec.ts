// The FNRH pre-check-in in the reservation's 'Ver' (docs/product.md §19), on desktop and at 390x844. The shared test
// server has no FNRH configured (configuring it would change every other spec's check-ins), so: without it the
// panel is absent; with it, the FNRH's answers are played by the browser's network mock (the server's side, against
// the fake API, is proved by server/fnrh/fnrh-precheckin.test.ts). And Geral's message template.
import type { FichaView, PrecheckinFichasView, PrecheckinLinkView } from "@shared/api/fnrh";
import { expect, pousadaDay as day, screenshot, test, toastWith, type Wire } from "./fixtures";
import { qrCodeSvg } from "@shared/qr-code";

const LINK = "https://fnrh.turismo.gov.br/precheckin/3f1c2a8e-5b7d-4e21-9a0c-7d3e1b2c4f60";

async function openDetails(page: import("@playwright/test").Page, fullName: string, lastName: string) {
  await page.goto(`/reservations?q=${encodeURIComponent(lastName)}`);
  await page.getByRole("button", { name: `Ações para a reserva de ${fullName}` }).click();
  await page.getByRole("menuitem", { name: "Ver" }).click();
  const details = page.getByRole("dialog", { name: `Reserva de ${fullName}` });
  await expect(details).toBeVisible();
  return details;
}

test("without the FNRH configured, the reservation's details show no pre-check-in", async ({ page, arrange }) => {
  const room = await arrange.room();
  const guest = await arrange.guest("Olga");
  await arrange.reservation(guest, room, day(3), day(5));
  const details = await openDetails(page, guest.fullName, guest.lastName);
  await expect(details.getByText("Quarto", { exact: true }).first()).toBeVisible();
  // The ficha's read has answered (configured: false) before the absence is judged.
  await expect.poll(async () => details.getByRole("region", { name: "Pré-check-in FNRH" }).count()).toBe(0);
  await expect(details.getByRole("button", { name: "Gerar link do pré-check-in" })).toHaveCount(0);
});

test("with the FNRH configured: the link as a QR code and a WhatsApp message, then the fichas read back", async ({
  page,
  arrange,
}, testInfo) => {
  const project = testInfo.project.name;
  const room = await arrange.room({ capacity: 3 });
  const guest = await arrange.guest("Helena");
  const booking = await arrange.reservation(guest, room, day(4), day(6), { numberOfGuests: 3 });
  const ficha = {
    reservationId: booking.id,
    guests: [],
    trip: { travelReason: null, transport: null },
    tripMissing: [],
    complete: false,
    mode: "avisar",
    configured: true,
  } satisfies Wire<FichaView>;
  const link = {
    link: LINK,
    qrSvg: qrCodeSvg(LINK),
    message: `Olá, Helena! Para agilizar sua chegada à Pousada Maré Alta, preencha sua ficha de hóspede (FNRH): ${LINK}`,
    phone: guest.phone.replace(/\D/g, ""),
  } satisfies Wire<PrecheckinLinkView>;
  const fichas = {
    read: 3,
    matched: [
      {
        guestId: "00000000-0000-4000-8000-000000000001",
        name: guest.fullName,
        by: "cpf",
        filled: ["nacionalidade", "CEP", "logradouro", "cidade", "UF"],
        differences: [{ field: "gênero", desk: "HOMEM", ficha: "MULHER" }],
      },
    ],
    unmatched: [
      { hospedeId: "h-carla", name: "Carla Dias", birthDate: "1990-09-09", document: "CPF final 735" },
      { hospedeId: "h-rui", name: "Rui Lima", birthDate: "1980-01-01", document: null },
    ],
    ignored: 1,
    waiting: [{ guestId: "00000000-0000-4000-8000-000000000002", name: "Bruno Souza" }],
  } satisfies Wire<PrecheckinFichasView>;
  await page.route(`**/api/checkinout/ficha/${booking.id}`, (route) => route.fulfill({ json: ficha }));
  await page.route(`**/api/reservations/${booking.id}/fnrh/precheckin`, (route) => route.fulfill({ json: link }));
  await page.route(`**/api/reservations/${booking.id}/fnrh/precheckin/fichas`, (route) =>
    route.fulfill({ json: fichas }),
  );
  const ignoredFichas: string[] = [];
  await page.route(`**/api/reservations/${booking.id}/fnrh/precheckin/fichas/*/ignorar`, (route) => {
    ignoredFichas.push(new URL(route.request().url()).pathname.split("/").at(-2)!);
    return route.fulfill({ status: 204 });
  });

  const details = await openDetails(page, guest.fullName, guest.lastName);
  const panel = details.getByRole("region", { name: "Pré-check-in FNRH" });
  await panel.getByRole("button", { name: "Gerar link do pré-check-in" }).click();
  await expect(panel.getByRole("img", { name: "QR Code do pré-check-in FNRH" })).toBeVisible();
  await expect(panel).toContainText(link.message);
  const whatsapp = panel.getByRole("link", { name: "Enviar pelo WhatsApp" });
  await expect(whatsapp).toHaveAttribute(
    "href",
    `https://wa.me/55${link.phone}?text=${encodeURIComponent(link.message)}`,
  );
  await panel.scrollIntoViewIfNeeded();
  await screenshot(details, `${project}-fnrh-precheckin-link`);

  await panel.getByRole("button", { name: "Buscar fichas preenchidas" }).click();
  await expect(panel).toContainText("3 fichas preenchidas na FNRH.");
  const matched = panel.getByRole("list", { name: "Fichas ligadas aos hóspedes" });
  await expect(matched).toContainText(`${guest.fullName}pelo CPF`);
  await expect(matched).toContainText("Preenchido pela ficha: nacionalidade, CEP, logradouro, cidade, UF.");
  await expect(matched).toContainText(
    "Diferente na ficha: gênero (balcão: HOMEM; ficha: MULHER). Mantido o do balcão.",
  );
  const unmatched = panel.getByRole("list", { name: "Fichas sem hóspede correspondente" });
  await expect(unmatched.getByRole("listitem")).toHaveCount(2);
  await expect(unmatched).toContainText("Carla Dias · nascimento 09/09/1990 · CPF final 735");
  await expect(panel).toContainText("1 ficha ignorada anteriormente.");
  await expect(panel).toContainText("Ainda sem ficha: Bruno Souza.");
  await panel.getByRole("button", { name: "Buscar fichas preenchidas" }).scrollIntoViewIfNeeded();
  await screenshot(details, `${project}-fnrh-precheckin-fichas`);

  // 'Ignorar' takes the ficha off the list; the other one waits for the clerk.
  await unmatched
    .getByRole("listitem")
    .filter({ hasText: "Rui Lima" })
    .getByRole("button", { name: "Ignorar" })
    .click();
  await expect(unmatched.getByRole("listitem")).toHaveCount(1);
  await expect(unmatched).toContainText("Carla Dias");
  // ... and asks the server to keep it ignored for the next reads
  await expect.poll(() => ignoredFichas).toEqual(["h-rui"]);
});

test("Geral: the pre-check-in message is the owner's to write, and must carry the link", async ({ page }) => {
  await page.goto("/settings?tab=general");
  const card = page.getByRole("form", { name: "Preferências" });
  const message = card.getByRole("textbox", { name: "Mensagem do pré-check-in FNRH (WhatsApp)" });
  const before = await message.inputValue();
  expect(before).toContain("{link}");
  try {
    await message.fill("Olá, {nome}! Preencha sua ficha.");
    await card.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(card.getByText("A mensagem do pré-check-in precisa de {link}")).toBeVisible();
    await message.fill("Olá, {nome}! Sua ficha da {pousada}: {link}");
    await card.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(toastWith(page, "Preferências salvas com sucesso")).toContainText("Sucesso");
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Mensagem do pré-check-in FNRH (WhatsApp)" })).toHaveValue(
      "Olá, {nome}! Sua ficha da {pousada}: {link}",
    );
  } finally {
    const res = await page.request.get("/api/settings");
    const { geral } = (await res.json()) as { geral: Record<string, unknown> };
    const put = await page.request.put("/api/settings", { data: { ...geral, precheckinMessage: before } });
    expect(put.status(), await put.text()).toBe(200);
  }
});
