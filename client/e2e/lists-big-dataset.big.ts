// npm run test:e2e:lists (playwright.lists.config.ts): the Guests and Reservations pages and the new-reservation
// typeahead on a busy property group's data (50,000 guests, 100,000 reservations, 20,000 stays, loaded by
// bench/lists-browser-setup.ts). Prints, per page, the time from navigation to the first rows and from the last
// keystroke to the search's result (the targets: under 1 s and under 300 ms, typing pause included). Asserts
// only that the rows shown are the right ones, never a time: the figures depend on the machine.
import type { Locator, Page, TestInfo } from "@playwright/test";
import type { Guest, ReservationView } from "../../shared/api";
import { expect, test } from "./fixtures";

const FIRST_ROWS_TARGET_MS = 1000;
const SEARCH_TARGET_MS = 300;
const count = new Intl.NumberFormat("pt-BR");

interface ProbeWindow {
  __firstRowAt: number | null;
  /** The last key typed, or the last click (a filter's choice). */
  __lastInputAt: number | null;
  __resultAt: number | null;
}

/** In the page before the app runs: when the first row of a list appears, and when the last key or click was. */
function installProbe() {
  const probe = window as unknown as ProbeWindow;
  probe.__firstRowAt = null;
  probe.__lastInputAt = null;
  probe.__resultAt = null;
  const observer = new MutationObserver(() => {
    if (probe.__firstRowAt === null && document.querySelector("main [data-index]")) {
      probe.__firstRowAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  const input = () => (probe.__lastInputAt = performance.now());
  document.addEventListener("input", input, true);
  document.addEventListener("pointerup", input, true);
}

interface Expected {
  /** What the first row (or option) must show. */
  firstText: string;
  /** The search the address must hold (?q=), so a result of a shorter term typed on the way does not count. */
  urlQuery?: string;
  /** 'N resultados' as the list must show it, when the list shows one. */
  countText?: string;
  rowSelector: string;
}

/** Watches, in the page, for the moment the expected result is on screen and nothing is loading any more. */
async function armResultWatch(page: Page, expected: Expected) {
  await page.evaluate((c) => {
    const probe = window as unknown as ProbeWindow;
    probe.__resultAt = null;
    const ready = () => {
      const first = document.querySelector(c.rowSelector);
      if (!first?.textContent?.includes(c.firstText)) return false;
      if (document.querySelector("[aria-busy=true]")) return false;
      if (c.urlQuery !== undefined && new URLSearchParams(location.search).get("q") !== c.urlQuery) return false;
      const shown = document.querySelector("[data-testid=list-result-count]")?.textContent;
      return c.countText === undefined || shown === c.countText;
    };
    const observer = new MutationObserver(() => {
      if (probe.__resultAt === null && ready()) {
        probe.__resultAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, expected);
}

/** ms from the last key or click to the result `armResultWatch` waited for. */
async function sinceLastInput(page: Page): Promise<number> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ProbeWindow).__resultAt), { timeout: 15_000 })
    .not.toBeNull();
  return page.evaluate(() => {
    const probe = window as unknown as ProbeWindow;
    return probe.__resultAt! - probe.__lastInputAt!;
  });
}

/**
 * Empties the box and waits for the list without a search (`settled`), then types `term` as a clerk would (a key
 * every 60 ms) and answers ms from the last key to the expected result.
 */
async function timeSearch(page: Page, box: Locator, term: string, expected: Expected, settled: Locator) {
  await box.fill("");
  await expect(settled).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await armResultWatch(page, expected);
  await box.pressSequentially(term, { delay: 60 });
  return sinceLastInput(page);
}

/**
 * Opens `path` three times; answers the median time from navigation to the first row, and when the list's first
 * page had arrived (`api`: the start of its URL), which tells the server's and the network's share from the page's.
 */
async function timeFirstRows(page: Page, path: string, api: string): Promise<{ rowsMs: number; pageReadMs: number }> {
  const runs: Array<{ rowsMs: number; pageReadMs: number }> = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(path);
    await expect(page.locator("main [data-index]").first()).toBeVisible({ timeout: 30_000 });
    runs.push(
      await page.evaluate((prefix) => {
        const read = performance
          .getEntriesByType("resource")
          .find((entry) => new URL(entry.name).pathname + new URL(entry.name).search.slice(0, 1) === prefix);
        return {
          rowsMs: (window as unknown as ProbeWindow).__firstRowAt!,
          pageReadMs: read ? (read as PerformanceResourceTiming).responseEnd : Number.NaN,
        };
      }, api),
    );
  }
  return runs.sort((a, b) => a.rowsMs - b.rowsMs)[1];
}

/** The API's own first page for a list read: the rows the screen must show, and the total. */
async function firstPage<T>(page: Page, url: string): Promise<{ rows: T[]; total: number }> {
  const res = await page.request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return { rows: (await res.json()) as T[], total: Number(res.headers()["x-total-count"]) };
}

/** The 'N resultados' line when it says exactly `text`. */
const resultCount = (page: Page, text: string) =>
  page.getByTestId("list-result-count").filter({ hasText: new RegExp(`^${text}$`) });
const results = (total: number) => (total === 1 ? "1 resultado" : `${count.format(total)} resultados`);
const fullName = (guest: Pick<Guest, "firstName" | "lastName">) => `${guest.firstName} ${guest.lastName}`;

/** The first `n` rows on screen show the API's first `n` rows, in order. */
async function expectRows(page: Page, names: string[]) {
  for (const [index, name] of names.entries()) {
    await expect(page.locator(`main [data-index="${index}"]`)).toContainText(name);
  }
}

function report(testInfo: TestInfo, title: string, figures: Array<[string, number, number]>) {
  const lines = figures.map(
    ([what, ms, target]) => `  ${what.padEnd(52)} ${`${ms.toFixed(0)} ms`.padStart(8)}  ${ms <= target ? "" : "ACIMA"}`,
  );
  const text = `${title} (${testInfo.project.name})\n${lines.join("\n")}`;
  console.log(text);
  testInfo.annotations.push({ type: "figures", description: text });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installProbe);
});

test("Hóspedes with 50,000 guests: first rows, and searches by name, e-mail, phone and CPF", async ({
  page,
}, testInfo) => {
  const all = await firstPage<Guest>(page, "/api/guests?limit=50");
  expect(all.total).toBeGreaterThanOrEqual(50_000);
  const firstRows = await timeFirstRows(page, "/guests", "/api/guests?");
  await expect(page.getByTestId("list-result-count")).toHaveText(results(all.total));
  await expectRows(
    page,
    all.rows.slice(0, 5).map((guest) => fullName(guest)),
  );

  // A guest from further down the register, with an e-mail and a CPF, to look for as a clerk would.
  const deep = await firstPage<Guest>(page, "/api/guests?limit=100&search=silva");
  const sample = deep.rows.find((guest) => guest.email && guest.cpf)!;
  const searches: Array<[label: string, term: string]> = [
    ["'joao' (sem acento)", "joao"],
    ["nome completo", fullName(sample).toLowerCase()],
    ["e-mail", sample.email!],
    ["celular (8 dígitos)", sample.phone!.slice(-8)],
    ["CPF", sample.cpf!],
  ];
  const box = page.getByRole("searchbox", { name: "Buscar hóspedes por nome, email ou celular" });
  const unsearched = resultCount(page, results(all.total));
  const figures: Array<[string, number, number]> = [
    ["navegação → primeiras linhas", firstRows.rowsMs, FIRST_ROWS_TARGET_MS],
    ["  (navegação → primeira página lida)", firstRows.pageReadMs, FIRST_ROWS_TARGET_MS],
  ];
  for (const [label, term] of searches) {
    const expected = await firstPage<Guest>(page, `/api/guests?limit=50&search=${encodeURIComponent(term)}`);
    expect(expected.total, label).toBeGreaterThan(0);
    const ms = await timeSearch(
      page,
      box,
      term,
      {
        firstText: fullName(expected.rows[0]),
        countText: results(expected.total),
        urlQuery: term,
        rowSelector: 'main [data-index="0"]',
      },
      unsearched,
    );
    await expectRows(
      page,
      expected.rows.slice(0, 3).map((guest) => fullName(guest)),
    );
    figures.push([`busca ${label}: última tecla → resultado`, ms, SEARCH_TARGET_MS]);
  }
  // The exact matches come first: the e-mail, the phone and the CPF each find the sample guest at the top.
  for (const term of [sample.email!, sample.phone!.slice(-8), sample.cpf!]) {
    const found = await firstPage<Guest>(page, `/api/guests?limit=5&search=${encodeURIComponent(term)}`);
    expect(found.rows[0].id, term).toBe(sample.id);
  }
  report(testInfo, "Hóspedes, 50.000 hóspedes", figures);
});

test("Reservas with 100,000 reservations: first rows, a search by guest and by room, a status filter", async ({
  page,
}, testInfo) => {
  const all = await firstPage<ReservationView>(page, "/api/reservations?limit=50");
  expect(all.total).toBeGreaterThanOrEqual(100_000);
  const firstRows = await timeFirstRows(page, "/reservations", "/api/reservations?");
  await expect(page.getByTestId("list-result-count")).toHaveText(results(all.total));
  await expectRows(
    page,
    all.rows.slice(0, 5).map((reservation) => fullName(reservation.guest)),
  );

  const guestName = fullName(all.rows[10].guest);
  const roomNumber = all.rows[3].room.number;
  const box = page.getByRole("searchbox", { name: "Buscar reservas por hóspede ou quarto" });
  const unsearched = resultCount(page, results(all.total));
  const figures: Array<[string, number, number]> = [
    ["navegação → primeiras linhas", firstRows.rowsMs, FIRST_ROWS_TARGET_MS],
    ["  (navegação → primeira página lida)", firstRows.pageReadMs, FIRST_ROWS_TARGET_MS],
  ];
  for (const [label, term] of [
    ["hóspede (nome completo)", guestName.toLowerCase()],
    ["quarto", roomNumber],
  ] as const) {
    const expected = await firstPage<ReservationView>(
      page,
      `/api/reservations?limit=50&search=${encodeURIComponent(term)}`,
    );
    const ms = await timeSearch(
      page,
      box,
      term,
      {
        firstText: fullName(expected.rows[0].guest),
        countText: results(expected.total),
        urlQuery: term,
        rowSelector: 'main [data-index="0"]',
      },
      unsearched,
    );
    await expectRows(
      page,
      expected.rows.slice(0, 3).map((reservation) => fullName(reservation.guest)),
    );
    figures.push([`busca ${label}: última tecla → resultado`, ms, SEARCH_TARGET_MS]);
  }

  // The status filter: from the choice to the filtered rows.
  await box.fill("");
  const cancelled = await firstPage<ReservationView>(page, "/api/reservations?limit=50&status=cancelled");
  await expect(page.getByTestId("list-result-count")).toHaveText(results(all.total));
  await page.getByRole("combobox", { name: "Filtrar por status" }).click();
  await armResultWatch(page, {
    firstText: fullName(cancelled.rows[0].guest),
    countText: results(cancelled.total),
    rowSelector: 'main [data-index="0"]',
  });
  const chosenAt = await page.evaluate(() => performance.now());
  await page.getByRole("option", { name: "Cancelada", exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as ProbeWindow).__resultAt)).not.toBeNull();
  const filterMs = (await page.evaluate(() => (window as unknown as ProbeWindow).__resultAt!)) - chosenAt;
  await expectRows(
    page,
    cancelled.rows.slice(0, 3).map((reservation) => fullName(reservation.guest)),
  );
  figures.push(["filtro Cancelada: escolha → resultado", filterMs, SEARCH_TARGET_MS]);
  report(testInfo, "Reservas, 100.000 reservas", figures);
});

test("Nova Reserva's guest typeahead with 50,000 guests", async ({ page }, testInfo) => {
  const some = {
    ...(await firstPage<Guest>(page, "/api/guests?limit=100&search=oliveira")),
    firstByName: (await firstPage<Guest>(page, "/api/guests?limit=1")).rows[0],
  };
  const sample = some.rows.find((guest) => guest.email)!;
  await page.goto("/reservations");
  await page.getByRole("button", { name: "Nova Reserva" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nova Reserva" });
  const options = dialog.getByRole("listbox", { name: "Hóspedes encontrados" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(20);

  const box = dialog.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" });
  // Without a search: the first guests by name.
  const unsearched = options.first().getByText(fullName(some.firstByName), { exact: true });
  const figures: Array<[string, number, number]> = [];
  for (const [label, term] of [
    ["e-mail", sample.email!],
    ["'joao' (sem acento)", "joao"],
  ] as const) {
    const expected = await firstPage<Guest>(page, `/api/guests?limit=20&search=${encodeURIComponent(term)}`);
    const ms = await timeSearch(
      page,
      box,
      term,
      { firstText: fullName(expected.rows[0]), rowSelector: "[role=listbox] [role=option]" },
      unsearched,
    );
    await expect(options).toHaveCount(expected.rows.length);
    await expect(options.first()).toContainText(fullName(expected.rows[0]));
    figures.push([`busca ${label}: última tecla → opções`, ms, SEARCH_TARGET_MS]);
  }
  report(testInfo, "Nova Reserva, busca de hóspede", figures);
});
