// The tests' shared vocabulary: the `arrange` fixture (records a test makes through the API on the owner's session,
// named for it and removed when it ends: each spec brings its own data, so any spec passes alone and in any order),
// the `Wire` type that mocks of API answers satisfy, and the few UI moves every scenario needs (navigating, toasts).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";

export { expect };

/**
 * today + n days at the pousada (its default zone, America/Sao_Paulo, the browsers' in these tests), "YYYY-MM-DD".
 * Worked out here, apart from the app's date code, so that the dates the tests expect are not the app's own answer.
 */
export function pousadaDay(n = 0) {
  // Canadian English writes a date as YYYY-MM-DD.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export interface RoomSeed {
  number: string;
  type?: "standard" | "deluxe" | "suite" | "family";
  capacity?: number;
  pricePerNight?: string;
}

export interface CreatedRoom {
  id: string;
  number: string;
}

let sequence = 0;

/** A room number no other test uses (numbers are unique; max 10 characters): project letter + time + sequence. */
export function uniqueRoomNumber(projectName: string): string {
  sequence = (sequence + 1) % 100;
  const stamp = (Date.now() % 1_000_000).toString().padStart(6, "0");
  return `${projectName[0].toUpperCase()}${stamp}${String(sequence).padStart(2, "0")}`.slice(0, 10);
}

export class RoomsApi {
  constructor(private readonly api: APIRequestContext) {}

  async list(): Promise<CreatedRoom[]> {
    const res = await this.api.get("/api/rooms");
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  }

  async create(seed: RoomSeed): Promise<CreatedRoom> {
    const res = await this.api.post("/api/rooms", {
      data: { type: "standard", capacity: 2, pricePerNight: "150.00", ...seed },
    });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  }

  async remove(id: string) {
    const res = await this.api.delete(`/api/rooms/${id}`);
    expect([204, 404], await res.text()).toContain(res.status());
  }

  async removeAll() {
    for (const room of await this.list()) await this.remove(room.id);
  }
}

/** What the API sends of a type: JSON, where a Date is its ISO string. Mocks of API answers `satisfies Wire<...>`. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [Key in keyof T]: Wire<T[Key]> }
      : T;

let stampSequence = 0;
/** Eight digits no other record of the run has: the time and a sequence (each run starts on a fresh database). */
function uniqueDigits(): string {
  stampSequence = (stampSequence + 1) % 100;
  return `${String(Date.now() % 1_000_000).padStart(6, "0")}${String(stampSequence).padStart(2, "0")}`;
}

/** "2026-03-09" -> "09/03/2026": how the UI writes a date, spelled out by the tests themselves. */
export const brDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** "41987654321" -> "(41) 98765-4321", the mask the UI shows. */
/** The months as the pousada reads them (the calendars and the map name them in Portuguese whatever the browser). */
export const MONTHS_PT = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

export const maskedPhone = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

export interface ArrangedGuest {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  fullName: string;
}

export interface ArrangedReservation {
  id: string;
  guest: ArrangedGuest;
  room: CreatedRoom;
  checkInDate: string;
  checkOutDate: string;
}

/**
 * The records one test arranges through the API ("another desk" at work), each named for the test, and their removal
 * when the test ends, passed or failed (the `arrange` fixture's teardown). A stay is kept for the record: it is
 * closed, its room freed and retired (inactive), so no later test meets it as a busy or active room.
 */
export class Arrange {
  private readonly rooms: RoomsApi;
  private readonly roomIds: string[] = [];
  private readonly guestIds: string[] = [];
  private readonly reservationIds: string[] = [];
  private readonly stayIds: string[] = [];
  /** Last names of guests and numbers of rooms the test creates in the UI: found and removed by them. */
  private readonly uiLastNames: string[] = [];
  private readonly uiRoomNumbers: string[] = [];

  constructor(
    private readonly api: APIRequestContext,
    private readonly testInfo: TestInfo,
  ) {
    this.rooms = new RoomsApi(api);
  }

  /** A last name no other guest has, for a guest this test registers through the UI (removed afterwards). */
  lastName(prefix = "Teste") {
    const lastName = `${prefix}${this.testInfo.project.name[0]!.toUpperCase()}${uniqueDigits()}`;
    this.uiLastNames.push(lastName);
    return lastName;
  }

  /** A room number no other room has, for a room this test creates through the UI (removed afterwards). */
  roomNumber() {
    const number = uniqueRoomNumber(this.testInfo.project.name);
    this.uiRoomNumbers.push(number);
    return number;
  }

  /** An 11-digit mobile number no other guest has (area code 41: the older specs use 11, 21 and 31). */
  phone() {
    return `419${uniqueDigits()}`;
  }

  async room(seed: Partial<RoomSeed> = {}): Promise<CreatedRoom> {
    const room = await this.rooms.create({ number: uniqueRoomNumber(this.testInfo.project.name), ...seed });
    this.roomIds.push(room.id);
    return room;
  }

  async guest(firstName: string, extra: { lastName?: string; email?: string } = {}): Promise<ArrangedGuest> {
    const lastName = extra.lastName ?? this.lastName();
    const phone = this.phone();
    const res = await this.api.post("/api/guests", { data: { firstName, lastName, phone, email: extra.email } });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    this.guestIds.push(id);
    return { id, firstName, lastName, phone, fullName: `${firstName} ${lastName}` };
  }

  /** A confirmed (or pending) booking of `room` for `guest`, dates "YYYY-MM-DD". */
  async reservation(
    guest: ArrangedGuest,
    room: CreatedRoom,
    checkInDate: string,
    checkOutDate: string,
    extra: { status?: "pending" | "confirmed"; numberOfGuests?: number } = {},
  ): Promise<ArrangedReservation> {
    const res = await this.api.post("/api/reservations", {
      data: { guestId: guest.id, roomId: room.id, checkInDate, checkOutDate, status: "confirmed", ...extra },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    this.reservationIds.push(id);
    return { id, guest, room, checkInDate, checkOutDate };
  }

  /** The guest checks in now; answers the stay's id. */
  async checkIn(reservation: ArrangedReservation): Promise<string> {
    const res = await this.api.post("/api/checkinout", { data: { reservationId: reservation.id } });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    this.stayIds.push(id);
    return id;
  }

  async setRoomStatus(room: CreatedRoom, status: string) {
    const res = await this.api.patch(`/api/rooms/${room.id}/status`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** Removes what the test made, whatever state the test left it in. */
  async cleanUp() {
    if (this.uiRoomNumbers.length > 0) {
      for (const room of await this.rooms.list()) {
        if (this.uiRoomNumbers.includes(room.number) && !this.roomIds.includes(room.id)) this.roomIds.push(room.id);
      }
    }
    type Stay = { id: string; reservationId: string; roomId: string; checkOutTime: string | null };
    const stays = (await (await this.api.get("/api/checkinout")).json()) as Stay[];
    const ours = stays.filter(
      (stay) => this.stayIds.includes(stay.id) || this.reservationIds.includes(stay.reservationId),
    );
    for (const stay of ours.filter((stay) => !stay.checkOutTime)) await this.checkOut(stay.id);

    type Reservation = { id: string; roomId: string; guest: { lastName: string } | null };
    const reservations = (await (await this.api.get("/api/reservations")).json()) as Reservation[];
    for (const reservation of reservations) {
      const mine =
        this.reservationIds.includes(reservation.id) ||
        this.roomIds.includes(reservation.roomId) ||
        this.uiLastNames.includes(reservation.guest?.lastName ?? "");
      if (!mine || ours.some((stay) => stay.reservationId === reservation.id)) continue;
      const res = await this.api.delete(`/api/reservations/${reservation.id}`);
      expect([204, 404, 409], await res.text()).toContain(res.status());
    }
    for (const id of this.roomIds) {
      const res = await this.api.delete(`/api/rooms/${id}`);
      if (res.status() === 409) await this.retire(id);
      else expect([204, 404], await res.text()).toContain(res.status());
    }
    const guests = (await (await this.api.get("/api/guests")).json()) as Array<{ id: string; lastName: string }>;
    for (const guest of guests) {
      if (!this.guestIds.includes(guest.id) && !this.uiLastNames.includes(guest.lastName)) continue;
      const res = await this.api.delete(`/api/guests/${guest.id}`);
      // A guest whose stay is kept for the record stays too.
      expect([204, 404, 409], await res.text()).toContain(res.status());
    }
  }

  private async checkOut(stayId: string) {
    let res = await this.api.put(`/api/checkinout/${stayId}`, { data: {} });
    // A stay not paid in full: the desk confirms the departure with the balance due.
    if (res.status() === 409 && ((await res.json()) as { field?: string }).field === "saldoDevedor") {
      res = await this.api.put(`/api/checkinout/${stayId}`, { data: { confirmarSaldoDevedor: true } });
    }
    expect(res.status(), await res.text()).toBe(200);
  }

  /** A room a stay points at is kept, free and inactive: out of everyone's counts, lists and bookings. */
  private async retire(id: string) {
    const rooms = (await (await this.api.get("/api/rooms")).json()) as Array<{ id: string; number: string }>;
    const room = rooms.find((candidate) => candidate.id === id);
    if (!room) return;
    const freed = await this.api.patch(`/api/rooms/${id}/status`, { data: { status: "available" } });
    expect(freed.status(), await freed.text()).toBe(200);
    const retired = await this.api.put(`/api/rooms/${id}`, {
      data: {
        number: room.number,
        type: "standard",
        capacity: 2,
        pricePerNight: "150.00",
        description: null,
        isActive: false,
        amenities: null,
      },
    });
    expect(retired.status(), await retired.text()).toBe(200);
  }
}

const EXPECTED_CONSOLE_ERROR = "expected console error";

/** A console error this test provokes on purpose (any error line containing `text`) does not fail it. */
export function expectConsoleError(text: string) {
  base.info().annotations.push({ type: EXPECTED_CONSOLE_ERROR, description: text });
}

export const test = base.extend<{ arrange: Arrange; browserErrors: void }>({
  // Whatever a test arranges is removed when it ends, passed or failed. page.request shares the browser context's
  // cookies: the owner's saved session.
  arrange: async ({ page }, use, testInfo) => {
    const arrange = new Arrange(page.request, testInfo);
    try {
      await use(arrange);
    } finally {
      await arrange.cleanUp();
    }
  },

  // Every test also fails on an uncaught exception or a console error in the page (a React error, a CSP
  // violation...). Chromium's own "Failed to load resource" line for an expected 401/409 answer is not one, nor is
  // an error the test provokes on purpose and names with expectConsoleError().
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use();
      const expected = testInfo.annotations.flatMap((note) =>
        note.type === EXPECTED_CONSOLE_ERROR && note.description ? [note.description] : [],
      );
      const unexpected = errors.filter((error) => !expected.some((text) => error.includes(text)));
      expect(unexpected, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export const NAV_ENTRIES = [
  { label: "Dashboard", path: "/", title: "PAINEL" },
  { label: "Quartos", path: "/rooms", title: "Quartos" },
  { label: "Hóspedes", path: "/guests", title: "Hóspedes" },
  { label: "Reservas", path: "/reservations", title: "Reservas" },
  { label: "Check-in/out", path: "/checkin-checkout", title: "Check-in/out" },
  { label: "Pagamentos", path: "/payments", title: "Pagamentos" },
  { label: "Financeiro", path: "/financeiro", title: "Financeiro" },
  { label: "Produtos/Serviços", path: "/products-services", title: "Produtos/Serviços" },
  { label: "Relatórios", path: "/reports", title: "Relatórios" },
  { label: "Configurações", path: "/settings", title: "Configurações" },
] as const;

export const mainNav = (scope: Page | Locator) => scope.getByRole("navigation", { name: "Navegação principal" });

/** The mobile drawer (a dialog titled for screen readers). */
export const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu de navegação" });

/** Follows a sidebar entry the way a user would: the fixed sidebar on desktop, the drawer on a phone. */
export async function navigateVia(page: Page, label: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await mainNav(drawer(page)).getByRole("link", { name: label, exact: true }).click();
    await expect(drawer(page)).toBeHidden();
  } else {
    await mainNav(page).getByRole("link", { name: label, exact: true }).click();
  }
}

/**
 * The visible toast whose text includes `text` (title 'Sucesso' + description, or an error title). Found by its
 * slot rather than by role: while a modal dialog is open Radix hides everything outside it from the
 * accessibility tree, the notifications region included.
 */
export const toastWith = (page: Page, text: string) => page.locator("[data-slot=toast]").filter({ hasText: text });

/** Closes the toast so the next assertion cannot be satisfied by a stale one (only one toast shows at a time). */
export async function dismissToast(page: Page, text: string) {
  const toast = toastWith(page, text);
  await toast.locator("[data-slot=toast-close]").click();
  await expect(toast).toBeHidden();
}

/**
 * The toast showing `text` covers none of `controls` (their boxes and its box do not meet). Boxes, not roles: a modal
 * dialog hides the page behind it from the accessibility tree, yet a toast can still cover its top bar.
 */
export async function expectToastClearOf(page: Page, text: string, controls: Locator[]) {
  const toast = await toastWith(page, text).boundingBox();
  expect(toast).not.toBeNull();
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    const apart =
      box!.x + box!.width <= toast!.x ||
      toast!.x + toast!.width <= box!.x ||
      box!.y + box!.height <= toast!.y ||
      toast!.y + toast!.height <= box!.y;
    expect(apart, `the toast ${JSON.stringify(toast)} covers ${String(control)} ${JSON.stringify(box)}`).toBe(true);
  }
}

/** Nothing in `target` is cut off sideways: its content is no wider than its box (no ellipsis, no sideways scroll). */
export async function expectNotCutSideways(target: Locator) {
  expect(
    await target.evaluate((element) => element.scrollWidth - element.clientWidth),
    String(target),
  ).toBeLessThanOrEqual(0);
}

/** The top bar (page title, notifications, user); the page's own heading is a separate h1. */
export const topBar = (page: Page) => page.getByRole("banner");

/** The page itself never scrolls sideways (wide tables scroll inside their own container). */
export async function expectNoHorizontalPageScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");

/** Saves a picture for people to look at (test-results/screenshots/{name}.png); nothing compares it. */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: "disabled", ...options });
}

/** The pousada's data (Dados da Pousada) the money tests set: a PIX code and a receipt need its name and city. */
export const POUSADA = {
  nomeFantasia: "Pousada Maré Alta",
  razaoSocial: "Maré Alta Hospedagem Ltda.",
  documento: "11.222.333/0001-81",
  endereco: "Rua da Praia, 45, Centro",
  cidade: "Paraty",
  uf: "RJ",
  telefone: "(24) 99876-5432",
  email: "contato@marealta.test",
} as const;
