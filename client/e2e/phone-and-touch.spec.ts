// What a new owner ran into on a phone (docs/product.md §4.2): screens wider than the phone, actions out of reach,
// titles and search hints cut, hints about double clicks on touch screens. Measured in the page, at 390x844 (and, for
// the hints, on a tablet-sized touch screen against a desktop with a mouse).
import type { Page } from "@playwright/test";
import { expect, pousadaDay as day, test, topBar } from "./fixtures";

/**
 * Elements that reach past the screen's edges, outside any box that scrolls sideways on purpose (the reservation
 * map, a wide table inside its card): each as "tag.class: right edge". Empty when the page fits.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return ["auto", "scroll"].includes(style.overflowX) && element.scrollWidth > element.clientWidth;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.position === "fixed") continue;
      let inside: Element | null = element.parentElement;
      while (inside && !scrollsSideways(inside)) inside = inside.parentElement;
      if (inside) continue;
      offenders.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}: ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return offenders;
  });
}

/** Search boxes whose hint does not fit them, in the hint's own font: "placeholder (needs N px, has M)". */
function cutPlaceholders(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")]
      .filter((input) => input.offsetParent !== null)
      .flatMap((input) => {
        const hint = getComputedStyle(input, "::placeholder");
        context.font = `${hint.fontStyle} ${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
        const box = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
        const needs = context.measureText(input.placeholder).width;
        return needs > room ? [`${input.placeholder} (needs ${Math.ceil(needs)} px, has ${Math.floor(room)})`] : [];
      });
  });
}

async function expectInsideScreenWidth(page: Page, name: string, role: "button" | "combobox" = "button") {
  const target = page.getByRole(role, { name }).first();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
}

test.describe("on a phone", { tag: "@mobile-only" }, () => {
  test("no page is wider than the screen, and every room's actions are in reach", async ({ page, arrange }) => {
    test.slow();
    const room = await arrange.room();
    const guest = await arrange.guest("Maximiliano", { lastName: arrange.lastName("Vasconcelos de Albuquerque") });
    await arrange.checkIn(await arrange.reservation(guest, room, day(0), day(2)));

    for (const path of ["/", "/rooms", "/settings?tab=rooms", "/guests", "/reservations", "/checkin-checkout"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Loaded: no skeleton left.
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      expect(await overflowing(page), `wider than the screen on ${path}`).toEqual([]);
      await expect(page.getByText(/duplo clique/i), `no double-click hint on a touch screen (${path})`).toHaveCount(0);

      if (path === "/rooms") {
        await expectInsideScreenWidth(page, `Ações para o quarto ${room.number}`);
        await expectInsideScreenWidth(page, `Status do quarto ${room.number}`, "combobox");
      }
      if (path === "/settings?tab=rooms") await expectInsideScreenWidth(page, `Editar quarto ${room.number}`);
    }

    // The reservation map scrolls sideways inside its card; the page around it does not.
    await page.goto("/reservations");
    await page.getByRole("tab", { name: "Mapa" }).click();
    await expect(page.getByRole("grid", { name: "Mapa de reservas" })).toBeVisible();
    expect(await overflowing(page), "wider than the screen on the map").toEqual([]);
  });

  test("the top bar's titles are whole, and search hints are not cut", async ({ page }) => {
    // The longest titles, the unknown page's the longest of all: the bar is the same on every page.
    for (const [path, title] of [
      ["/settings", "Configurações"],
      ["/checkin-checkout", "Check-in/out"],
      ["/pagina-que-nao-existe", "Página não encontrada"],
    ]) {
      await page.goto(path);
      const shown = topBar(page).getByText(title, { exact: true });
      await expect(shown).toBeVisible();
      const cut = await shown.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut, `the title "${title}" is cut`).toBe(false);
    }

    await page.goto("/guests");
    await expect(page.getByRole("searchbox").first()).toBeVisible();
    expect(await cutPlaceholders(page)).toEqual([]);
    await page.goto("/reservations");
    await expect(page.getByRole("searchbox").first()).toBeVisible();
    expect(await cutPlaceholders(page)).toEqual([]);
    await page.getByRole("button", { name: "Nova Reserva" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nova Reserva" });
    await expect(dialog.getByRole("searchbox")).toBeVisible();
    expect(await cutPlaceholders(page)).toEqual([]);
  });
});

test.describe("hints follow the pointer", { tag: "@desktop-only" }, () => {
  test("a mouse is told to double-click a room; a tablet's touch screen, as wide, is not", async ({
    page,
    browser,
    arrange,
  }) => {
    await arrange.room();
    await page.goto("/rooms");
    await expect(page.getByText("Dê um duplo clique em uma linha para editar o quarto.")).toBeVisible();

    const tablet = await browser.newContext({
      viewport: { width: 1024, height: 1366 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    try {
      const touch = await tablet.newPage();
      await touch.goto(new URL("/rooms", page.url()).toString());
      // The table, as on a desktop, and its status text, without the double click a finger cannot do.
      await expect(touch.getByRole("table", { name: "Quartos" })).toBeVisible();
      await expect(touch.getByText("Altere o status direto na lista.")).toBeVisible();
      await expect(touch.getByText(/duplo clique/i)).toHaveCount(0);
      await touch.goto(new URL("/reservations", page.url()).toString());
      await touch.getByRole("tab", { name: "Mapa" }).click();
      await expect(touch.getByRole("list", { name: "Legenda" })).toContainText("Toque em um dia livre para reservar.");
    } finally {
      await tablet.close();
    }
  });
});
