// Channels (docs/product.md §17), on desktop and at 390x844: the owner adds a room's Airbnb calendar (served here from
// 127.0.0.1 in Airbnb's recorded shape) and syncs it; the booking shows on the map as a block with the feed's name,
// the one over our guest waits as a conflict with both sides, and a block becomes a reservation when the guest is known.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { brDate, expect, pousadaDay as day, screenshot, test, toastWith } from "./fixtures";

/** Airbnb's calendar as it comes (CRLF, all-day dates, a folded DESCRIPTION), one event per [uid, from, to, summary]. */
function airbnbCalendar(events: Array<[string, string, string, string]>) {
  const day8 = (date: string) => date.replaceAll("-", "");
  const body = events.flatMap(([uid, from, to, summary]) => [
    "BEGIN:VEVENT",
    "DTSTAMP:20261126T120000Z",
    `DTSTART;VALUE=DATE:${day8(from)}`,
    `DTEND;VALUE=DATE:${day8(to)}`,
    `UID:${uid}`,
    "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/det",
    " ails/HMABCDEFGH",
    `SUMMARY:${summary}`,
    "END:VEVENT",
  ]);
  const head = ["BEGIN:VCALENDAR", "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN", "VERSION:2.0"];
  return [...head, ...body, "END:VCALENDAR", ""].join("\r\n");
}

// The channel's side: calendars served on 127.0.0.1, which the server under test may read (CALENDAR_FEEDS_ALLOW_PRIVATE).
const calendars = new Map<string, string>();
let channel: http.Server;
test.beforeAll(async () => {
  channel = http.createServer((req, res) => {
    const body = calendars.get(req.url ?? "");
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => channel.listen(0, "127.0.0.1", resolve));
});
test.afterAll(() => new Promise<void>((resolve) => channel.close(() => resolve())));
const calendarUrl = (path: string) => `http://127.0.0.1:${(channel.address() as AddressInfo).port}${path}`;

async function openCanais(page: Page, roomNumber: string) {
  await page.goto("/settings?tab=canais");
  await page.getByRole("combobox", { name: "Quarto" }).click();
  await page.getByRole("option", { name: `Quarto ${roomNumber}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Calendário do quarto ${roomNumber} (exportar)` })).toBeVisible();
}

test("a room's Airbnb calendar: added, synced, its booking blocks the map, its conflict resolved, a block booked", async ({
  page,
  arrange,
}, testInfo) => {
  const project = testInfo.project.name;
  const room = await arrange.room();
  const rita = await arrange.guest("Rita");
  await arrange.reservation(rita, room, day(6), day(8));
  const path = `/airbnb-${project}-${room.number}.ics`;
  calendars.set(
    path,
    airbnbCalendar([
      [`${room.number}-a@airbnb.com`, day(1), day(3), "Reserved"],
      [`${room.number}-b@airbnb.com`, day(5), day(7), "Reserved"],
      [`${room.number}-c@airbnb.com`, day(10), day(12), "Airbnb (Not available)"],
    ]),
  );

  // The feeds screen: the export link, then the empty list and 'Adicionar calendário'.
  await openCanais(page, room.number);
  await expect(page.getByRole("textbox", { name: "Link do calendário do quarto" })).toHaveValue(
    /\/api\/calendars\/[\w-]+\.ics$/,
  );
  await expect(page.getByText("Nenhum calendário importado")).toBeVisible();
  await page.getByRole("button", { name: "Adicionar calendário" }).click();
  const dialog = page.getByRole("dialog", { name: `Adicionar calendário ao quarto ${room.number}` });
  await dialog.getByRole("button", { name: "Adicionar" }).click();
  await expect(dialog.getByText("Nome é obrigatório")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Nome" }).fill("Airbnb Suíte");
  await dialog.getByRole("textbox", { name: "Endereço do calendário" }).fill(calendarUrl(path));
  await dialog.getByRole("button", { name: "Adicionar" }).click();
  await expect(dialog).toBeHidden();

  const feed = page.getByRole("listitem", { name: "Calendário Airbnb Suíte" });
  await expect(feed).toContainText("Última sincronização:ainda não");
  await feed.getByRole("button", { name: "Sincronizar agora" }).click();
  // A new feed is due at once, so the queue's minute tick may have synced it just before the click: then this run
  // finds the two blocks already there (0 novos), and the history holds the run that made them.
  await expect(feed.getByRole("status")).toHaveText(
    /^Última execução: 3 eventos lidos: [02] novos · 0 alterados · 0 liberados · 1 conflito\.$/,
  );
  await feed.getByRole("button", { name: "Histórico" }).click();
  await expect(feed.getByRole("list", { name: "Histórico de sincronizações" })).toContainText(
    "2 novos · 0 alterados · 0 liberados · 1 conflito",
  );
  await screenshot(page, `${project}-channels-feeds`, { fullPage: true });

  // The conflict: the channel's nights over Rita's; 'Movi o hóspede' while she is there is refused, 'Rejeitar' closes it.
  const conflict = page
    .getByRole("listitem")
    .filter({ hasText: `Quarto ${room.number}` })
    .filter({ hasText: "No canal" });
  await expect(conflict).toContainText(
    `Airbnb Suíte (Airbnb, reserva no canal): ${brDate(day(5))} a ${brDate(day(7))}`,
  );
  await expect(conflict).toContainText(`Reserva de ${rita.fullName}, ${brDate(day(6))} a ${brDate(day(8))}`);
  await conflict.scrollIntoViewIfNeeded();
  await screenshot(page, `${project}-channels-conflicts`);
  await conflict.getByRole("button", { name: "Movi o hóspede" }).click();
  await expect(conflict.getByRole("alert")).toHaveText(
    "As datas ainda estão ocupadas neste quarto: mova o hóspede antes de marcar como movido.",
  );
  await conflict.getByRole("button", { name: "Rejeitar" }).click();
  await expect(toastWith(page, "O evento do canal fica fora do quarto")).toBeVisible();
  await expect(conflict).toHaveCount(0);

  // The map: the booking is a block named for the feed, in Airbnb's red.
  await page.goto("/reservations");
  await page.getByRole("tab", { name: "Mapa" }).click();
  const grid = page.getByRole("grid", { name: "Mapa de reservas" });
  const block = grid.getByRole("button", {
    name: `Bloqueio Airbnb Suíte (reserva no canal), quarto ${room.number}, ${brDate(day(1))} a ${brDate(day(3))}`,
  });
  await expect(block).toHaveText("Airbnb Suíte");
  await expect(block).toHaveCSS("background-color", "rgb(217, 59, 74)");
  await block.scrollIntoViewIfNeeded();
  await screenshot(page, `${project}-channels-map-block`);

  // The guest's details arrive: the block becomes the desk's reservation, shown as sold via Airbnb.
  await block.click();
  const sheet = page.getByRole("dialog", { name: "Bloqueio Airbnb Suíte" });
  await expect(sheet).toContainText(`${brDate(day(1))} a ${brDate(day(3))} · 2 noites`);
  await screenshot(page, `${project}-channels-block-sheet`);
  await sheet.getByRole("button", { name: "Criar reserva" }).click();
  const create = page.getByRole("dialog", { name: "Criar reserva do bloqueio" });
  await create.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" }).fill(rita.lastName);
  await create.getByRole("option", { name: new RegExp(`^${rita.fullName}`) }).click();
  await create.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(toastWith(page, `Reserva criada para ${rita.fullName}`)).toBeVisible();
  await expect(block).toHaveCount(0);
  await expect(
    grid.getByRole("button", {
      name: `Reserva de ${rita.fullName}, quarto ${room.number}, ${brDate(day(1))} a ${brDate(day(3))} (Confirmada), via Airbnb`,
    }),
  ).toBeVisible();
});
