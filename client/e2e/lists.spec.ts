// Long lists in the browser (docs/product.md §4.4; the guest search and count cards of §5.3, §5.4.1): the Guests and
// Reservations lists read a page at a time as the clerk scrolls, the search kept in the URL, one search rule for the
// Guests page and the new-reservation typeahead, count cards that add up, one request per status change. Desktop and
// 390x844. Each test makes its own guests, rooms and reservations through the API and removes them afterwards.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { ReservationSummary } from "../../shared/api";
import { expect, pousadaDay, RoomsApi, screenshot, test as base, toastWith, uniqueRoomNumber } from "./fixtures";

const day = pousadaDay;

let sequence = 0;
/** Letters only (names read like names): a time stamp spelled a-j, different in every test and run. */
function letterStamp(): string {
  sequence = (sequence + 1) % 100;
  const digits = `${Date.now() % 10_000_000}${String(sequence).padStart(2, "0")}`;
  return [...digits].map((d) => "abcdefghij"[Number(d)]).join("");
}
/** "aa", "ab", ... : the n-th of a run of names that sort in that order. */
const ordinal = (n: number) =>
  `${"abcdefghijklmnopqrstuvwxyz"[Math.floor(n / 26)]}${"abcdefghijklmnopqrstuvwxyz"[n % 26]}`;
const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

let phoneSequence = 0;
/** A mobile number no other guest has (area code 31: the other specs use 11 and 21). */
function uniquePhone(project: string): string {
  phoneSequence = (phoneSequence + 1) % 1000;
  const stamp = String(Date.now() % 10_000).padStart(4, "0");
  return `319${project === "mobile" ? 2 : 1}${stamp}${String(phoneSequence).padStart(3, "0")}`;
}

interface Guest {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  fullName: string;
}

/** What one test arranges through the API, and its removal afterwards (reservations, then rooms and guests). */
class ListData {
  private readonly guestIds: string[] = [];
  private readonly reservationIds: string[] = [];
  private readonly roomIds: string[] = [];
  private readonly stayIds: string[] = [];
  private readonly rooms: RoomsApi;

  constructor(
    private readonly api: APIRequestContext,
    readonly project: string,
  ) {
    this.rooms = new RoomsApi(api);
  }

  async guest(firstName: string, lastName: string, extra: { email?: string; phone?: string } = {}): Promise<Guest> {
    const phone = extra.phone ?? uniquePhone(this.project);
    const res = await this.api.post("/api/guests", { data: { firstName, lastName, phone, email: extra.email } });
    expect(res.status(), await res.text()).toBe(201);
    const guest = (await res.json()) as Guest;
    this.guestIds.push(guest.id);
    return { ...guest, fullName: `${firstName} ${lastName}` };
  }

  async room() {
    const room = await this.rooms.create({ number: uniqueRoomNumber(this.project) });
    this.roomIds.push(room.id);
    return room;
  }

  async reservation(guestId: string, roomId: string, checkInDate: string, checkOutDate: string, status = "confirmed") {
    const res = await this.api.post("/api/reservations", {
      data: { guestId, roomId, checkInDate, checkOutDate, status: status === "pending" ? "pending" : "confirmed" },
    });
    expect(res.status(), await res.text()).toBe(201);
    const reservation = (await res.json()) as { id: string };
    this.reservationIds.push(reservation.id);
    if (status !== "pending" && status !== "confirmed") {
      const moved = await this.api.put(`/api/reservations/${reservation.id}`, { data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    return reservation;
  }

  /** The guest arrives (another desk's check-in). */
  async checkIn(reservationId: string) {
    const res = await this.api.post("/api/checkinout", { data: { reservationId } });
    expect(res.status(), await res.text()).toBe(201);
    this.stayIds.push(((await res.json()) as { id: string }).id);
  }

  /** A room a stay points at stays on record, free and out of everyone's way (inactive). */
  private async retire(id: string) {
    const rooms = (await (await this.api.get("/api/rooms")).json()) as Array<{ id: string; number: string }>;
    const { number } = rooms.find((room) => room.id === id)!;
    const freed = await this.api.patch(`/api/rooms/${id}/status`, { data: { status: "available" } });
    expect(freed.status(), await freed.text()).toBe(200);
    const retired = await this.api.put(`/api/rooms/${id}`, {
      data: { number, type: "standard", capacity: 2, pricePerNight: "150.00", description: null, isActive: false },
    });
    expect(retired.status(), await retired.text()).toBe(200);
  }

  async cleanUp() {
    // A stay is kept for the record: it is closed, and its room retired instead of deleted.
    for (const id of this.stayIds) {
      let res = await this.api.put(`/api/checkinout/${id}`, { data: {} });
      // The stay was never paid: the desk confirms the departure with the balance due.
      if (res.status() === 409 && (await res.json()).field === "saldoDevedor") {
        res = await this.api.put(`/api/checkinout/${id}`, { data: { confirmarSaldoDevedor: true } });
      }
      expect(res.status(), await res.text()).toBe(200);
    }
    const kept = new Set<string>();
    for (const id of this.reservationIds) {
      const res = await this.api.delete(`/api/reservations/${id}`);
      if (res.status() === 409) kept.add(id);
      else expect([204, 404], await res.text()).toContain(res.status());
    }
    for (const id of this.roomIds) {
      const res = await this.api.delete(`/api/rooms/${id}`);
      if (res.status() === 409) await this.retire(id);
      else expect([204, 404], await res.text()).toContain(res.status());
    }
    for (const id of this.guestIds) {
      const res = await this.api.delete(`/api/guests/${id}`);
      // A guest whose stay is kept stays too.
      expect(kept.size > 0 ? [204, 404, 409] : [204, 404], await res.text()).toContain(res.status());
    }
  }
}

const test = base.extend<{ data: ListData }>({
  data: async ({ page }, use, testInfo) => {
    const data = new ListData(page.request, testInfo.project.name);
    try {
      await use(data);
    } finally {
      await data.cleanUp();
    }
  },
});

// ---------------------------------------------------------------- the UI's parts

/** The rows of a list as mounted: table rows on a desktop (the header row left out), cards on a phone. */
function mountedRows(page: Page, isMobile: boolean, label: string): Locator {
  return isMobile
    ? page.getByRole("list", { name: label, exact: true }).getByRole("listitem")
    : page.getByRole("table", { name: label, exact: true }).locator("tbody").getByRole("row");
}

/** One row of a list: a table row on a desktop, a card on a phone. */
const rowWith = (page: Page, isMobile: boolean, label: string, text: string) =>
  mountedRows(page, isMobile, label).filter({ hasText: text });

/** The Guests page's search box (by its label: a phone may show a shorter placeholder). */
const guestSearch = (page: Page) => page.getByRole("searchbox", { name: "Buscar hóspedes por nome, email ou celular" });

const resultCount = (page: Page) => page.getByTestId("list-result-count");

/** Scrolls the page down a screen at a time until `target` is on screen (the list reads its pages meanwhile). */
async function scrollUntilVisible(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        if (await onScreen(page, target)) return true;
        // As a finger or a wheel would (Playwright's wheel can stall in a touch-screen page).
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return false;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
}

/** The count cards of the Reservations page: each label's count, and the cards' detail lines. */
async function reservationCards(page: Page) {
  const cards = page.getByRole("region", { name: "Resumo das reservas" }).locator("[data-slot=card]");
  await expect(cards).toHaveCount(6);
  const counts: Record<string, number> = {};
  const details: string[] = [];
  for (const text of await cards.allInnerTexts()) {
    const [count, label, detail] = text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    counts[label] = Number(count);
    if (detail) details.push(`${label}: ${detail}`);
  }
  return { counts, details };
}

/** True when `target` is on screen now (not only mounted below the fold). */
async function onScreen(page: Page, target: Locator) {
  const box = (await target.count()) > 0 ? await target.first().boundingBox() : null;
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

// ---------------------------------------------------------------- scenarios

test("the guest register reads the next page as the clerk scrolls, and the search stays in the URL", async ({
  page,
  data,
  isMobile,
}) => {
  const surname = capitalised(letterStamp());
  // 60 guests: more than one page (50), listed by name: Rolagem <surname>aa ... <surname>ch.
  for (let n = 0; n < 60; n++) await data.guest("Rolagem", `${surname}${ordinal(n)}`);
  const cursorReads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/guests" && url.searchParams.has("cursor")) cursorReads.push(url.search);
  });

  await page.goto("/guests");
  await guestSearch(page).fill(surname.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${surname.toLowerCase()}`));
  await expect(resultCount(page)).toHaveText("60 resultados");
  await expect(rowWith(page, isMobile, "Hóspedes", `Rolagem ${surname}aa`)).toBeVisible();
  expect(cursorReads).toEqual([]);

  // The 60th is on the second page: scrolling to the end reads it.
  const last = rowWith(page, isMobile, "Hóspedes", `Rolagem ${surname}ch`);
  await scrollUntilVisible(page, last);
  expect(cursorReads.length).toBeGreaterThanOrEqual(1);
  expect(cursorReads[0]).toContain(`search=${surname.toLowerCase()}`);
  // Only the rows near the screen are mounted, not all sixty.
  expect(await mountedRows(page, isMobile, "Hóspedes").count()).toBeLessThan(60);
  await screenshot(page, `${data.project}-lists-guests-scrolled`);

  // A reload brings the same search back.
  await page.reload();
  await expect(guestSearch(page)).toHaveValue(surname.toLowerCase());
  await expect(resultCount(page)).toHaveText("60 resultados");
  await expect(rowWith(page, isMobile, "Hóspedes", `Rolagem ${surname}aa`)).toBeVisible();

  // Emptying the box takes the search out of the URL.
  await guestSearch(page).fill("");
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test("'joao' finds João, and an e-mail with digits finds its owner only, on the Guests page and in Nova Reserva", async ({
  page,
  data,
  isMobile,
}) => {
  const surname = capitalised(letterStamp());
  const joao = await data.guest("João", `Acento${surname}`);
  // An e-mail whose digits are also in another guest's phone: the e-mail must not find that phone's owner.
  const other = await data.guest("Telefone", `Digitos${surname}`);
  const digits = other.phone.slice(4, 8);
  const email = `hospede${digits}.${surname.toLowerCase()}@exemplo.com.br`;
  const owner = await data.guest("Correio", `Digitos${surname}`, { email });

  await page.goto("/guests");
  const search = guestSearch(page);
  await search.fill(`joao acento${surname.toLowerCase()}`);
  await expect(rowWith(page, isMobile, "Hóspedes", joao.fullName)).toBeVisible();
  await expect(resultCount(page)).toHaveText("1 resultado");

  await search.fill(email);
  await expect(rowWith(page, isMobile, "Hóspedes", owner.fullName)).toBeVisible();
  await expect(resultCount(page)).toHaveText("1 resultado");
  await expect(rowWith(page, isMobile, "Hóspedes", other.fullName)).toHaveCount(0);

  // The other guest is still found by their own phone digits.
  await search.fill(other.phone.slice(2));
  await expect(rowWith(page, isMobile, "Hóspedes", other.fullName)).toBeVisible();
  await expect(rowWith(page, isMobile, "Hóspedes", owner.fullName)).toHaveCount(0);

  // The same rule in the new-reservation dialog's typeahead.
  await page.goto("/reservations");
  await page.getByRole("button", { name: "Nova Reserva" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nova Reserva" });
  const picker = dialog.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" });
  const options = dialog.getByRole("listbox", { name: "Hóspedes encontrados" }).getByRole("option");
  await picker.fill(email);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(owner.fullName);
  await picker.fill("ninguém-tem-este-nome-" + surname);
  await expect(dialog.getByText("Nenhum hóspede encontrado")).toBeVisible();
  await picker.fill(`joao acento${surname.toLowerCase()}`);
  await expect(options).toHaveCount(1);
  await screenshot(dialog, `${data.project}-lists-guest-typeahead`);
  // The keyboard reaches the options from the search box.
  await picker.press("ArrowDown");
  await expect(options.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("selected-guest")).toContainText(joao.fullName);
  await dialog.getByRole("button", { name: "Trocar Hóspede" }).click();
  await expect(picker).toBeVisible();
  // The search box starts empty again and lists guests by name, a few at a time.
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(20);
});

test("the reservation count cards add up to the total and follow a status change, one request per choice", async ({
  page,
  data,
  isMobile,
}) => {
  const surname = capitalised(letterStamp());
  const room = await data.room();
  const guest = await data.guest("Contagem", surname);
  const arriving = await data.reservation(guest.id, room.id, day(0), day(2));
  await data.checkIn(arriving.id);
  await data.reservation(guest.id, room.id, day(10), day(12), "pending");
  await data.reservation(guest.id, room.id, day(20), day(22), "cancelled");
  await data.reservation(guest.id, room.id, day(30), day(32), "no_show");

  const summaryOnServer = async () =>
    (await (await page.request.get("/api/reservations/summary")).json()) as ReservationSummary;
  const expectCardsToMatch = async (summary: ReservationSummary) => {
    await expect
      .poll(async () => (await reservationCards(page)).counts)
      .toEqual({
        Total: summary.total,
        Pendentes: summary.pending,
        Confirmadas: summary.confirmed,
        Hospedadas: summary.checked_in,
        Concluídas: summary.completed,
        Canceladas: summary.cancelled + summary.no_show,
      });
    const { counts, details } = await reservationCards(page);
    const { Total, ...byStatus } = counts;
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(Total);
    expect(details).toEqual([`Canceladas: inclui ${summary.no_show} Não Compareceu`]);
  };

  await page.goto(`/reservations?q=${room.number}`);
  const before = await summaryOnServer();
  expect(before.checked_in).toBeGreaterThanOrEqual(1);
  await expectCardsToMatch(before);
  await expect(resultCount(page)).toHaveText("4 resultados");
  await screenshot(page, `${data.project}-lists-reservation-cards`, { fullPage: true });

  // The row's dropdown is a light button until it is opened: no Radix Select is mounted for the rows.
  await expect(page.locator("[data-slot=select-trigger]")).toHaveCount(2); // the status and day filters
  const puts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname.startsWith("/api/reservations/")) {
      puts.push(request.postData() ?? "");
    }
  });
  const pendingRow = rowWith(page, isMobile, "Reservas", "Pendente");
  const status = pendingRow.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` });
  await expect(status).toHaveText("Pendente");
  await status.click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
    "Pendente",
    "Confirmada",
    "Cancelada",
    "Não Compareceu",
  ]);
  await page.getByRole("option", { name: "Confirmada", exact: true }).click();
  await expect(toastWith(page, "Reserva atualizada com sucesso")).toBeVisible();
  expect(puts).toEqual([JSON.stringify({ status: "confirmed" })]);

  const after = await summaryOnServer();
  expect(after.pending).toBe(before.pending - 1);
  expect(after.confirmed).toBe(before.confirmed + 1);
  await expectCardsToMatch(after);

  // The status filter is in the URL too, and survives a reload.
  await page.getByRole("combobox", { name: "Filtrar por status" }).click();
  await page.getByRole("option", { name: "Cancelada", exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=cancelled/);
  await expect(resultCount(page)).toHaveText("1 resultado");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Filtrar por status" })).toHaveText("Cancelada");
  await expect(page.getByRole("searchbox", { name: "Buscar reservas por hóspede ou quarto" })).toHaveValue(room.number);
  await expect(resultCount(page)).toHaveText("1 resultado");
  await expect(mountedRows(page, isMobile, "Reservas")).toHaveCount(1);
  expect(puts).toHaveLength(1);
});

test("the reservations list reads the next page as the clerk scrolls, latest stays first", async ({
  page,
  data,
  isMobile,
}) => {
  const room = await data.room();
  const guest = await data.guest("Temporada", capitalised(letterStamp()));
  // 60 one-night stays in one room: more than one page (50).
  for (let n = 0; n < 60; n++) await data.reservation(guest.id, room.id, day(200 + n), day(201 + n));
  const br = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  let cursorReads = 0;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/reservations" && url.searchParams.has("cursor")) cursorReads += 1;
  });

  await page.goto(`/reservations?q=${room.number}`);
  await expect(resultCount(page)).toHaveText("60 resultados");
  await expect(mountedRows(page, isMobile, "Reservas").first()).toContainText(br(day(259)));
  expect(cursorReads).toBe(0);

  await scrollUntilVisible(page, rowWith(page, isMobile, "Reservas", br(day(200))));
  expect(cursorReads).toBeGreaterThanOrEqual(1);
  expect(await mountedRows(page, isMobile, "Reservas").count()).toBeLessThan(60);
  await screenshot(page, `${data.project}-lists-reservations-scrolled`);
});
