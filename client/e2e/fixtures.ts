// The tests' shared vocabulary: an API client on the owner's session (to arrange data, never to assert the UI),
// unique room numbers, and the few UI moves every scenario needs (navigating, reading toasts).
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { calendarDateAt, shiftDate } from "../../shared/pousada-time";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export { expect };

/** today + n days at the pousada (America/Sao_Paulo, the browsers' zone in these tests), "YYYY-MM-DD". */
export const pousadaDay = (n = 0) => shiftDate(calendarDateAt(new Date()), n);

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

export const test = base.extend<{ rooms: RoomsApi; browserErrors: void }>({
  // page.request shares the browser context's cookies: the owner's saved session.
  rooms: async ({ page }, use) => use(new RoomsApi(page.request)),

  // Every test also fails on an uncaught exception or a console error in the page (a React error, a CSP
  // violation...). Chromium's own "Failed to load resource" line for an expected 401/409 answer is not one.
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use();
      expect(errors, "errors in the browser console").toEqual([]);
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
