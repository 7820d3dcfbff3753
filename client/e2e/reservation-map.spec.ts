// The reservation map's small print (docs/product.md §5.4.2), on desktop and at 390x844: a one-night bar has room
// for two letters of the guest's name, so the name and dates show on hover (a mouse) or on a tap (a phone); the
// legend says 'Clique' or 'Toque' as the screen is used; the month picker names months in Portuguese whatever the
// browser's language (English here).
import type { Page } from "@playwright/test";
import { brDate, expect, MONTHS_PT, pousadaDay as day, screenshot, test } from "./fixtures";

test.use({ locale: "en-US" });

/** "2026-11-23" -> "novembro de 2026". */
const monthOf = (date: string) => `${MONTHS_PT[Number(date.slice(5, 7)) - 1]} de ${date.slice(0, 4)}`;

async function openMap(page: Page) {
  await page.goto("/reservations");
  await page.getByRole("tab", { name: "Mapa" }).click();
  await expect(page.getByRole("button", { name: /^Ir para o mês: / })).toBeVisible();
  return page.getByRole("grid", { name: "Mapa de reservas" });
}

test("a one-night stay shows its guest and dates on hover or on a tap; the legend says how to book", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  const room = await arrange.room();
  const guest = await arrange.guest("Josefina", { lastName: arrange.lastName("Albuquerque") });
  await arrange.reservation(guest, room, day(1), day(2));
  const grid = await openMap(page);

  const legend = page.getByRole("list", { name: "Legenda" });
  await expect(legend).toContainText(
    isMobile ? "Toque em um dia livre para reservar." : "Clique em um dia livre para reservar.",
  );
  await expect(legend).not.toContainText(isMobile ? "Clique" : "Toque");

  const bar = grid.getByRole("button", { name: `Reserva de ${guest.fullName}, quarto ${room.number}, ` });
  await expect(bar).toBeVisible();
  // Too narrow for the name: the bar alone cannot tell who is staying.
  expect(await bar.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const details = [
    guest.fullName,
    `${brDate(day(1))} a ${brDate(day(2))} · 1 noite`,
    `Quarto ${room.number} · Confirmada`,
  ];

  if (isMobile) {
    // A tap shows who and when first; 'Abrir reserva' goes on to the reservation.
    await bar.tap();
    const popover = page.getByRole("dialog", { name: "Reserva no mapa" });
    for (const line of details) await expect(popover).toContainText(line);
    await expect(popover).toBeInViewport();
    await screenshot(page, `${testInfo.project.name}-map-stay-popover`);
    await popover.getByRole("button", { name: "Abrir reserva" }).click();
  } else {
    // The mouse over the bar shows a tooltip; it goes when the mouse does.
    const tooltip = page.getByRole("tooltip");
    await bar.hover();
    for (const line of details) await expect(tooltip).toContainText(line);
    await expect(tooltip).toBeInViewport();
    await screenshot(page, `${testInfo.project.name}-map-stay-tooltip`);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
    // A click goes straight to the reservation.
    await bar.click();
  }
  const edit = page.getByRole("dialog", { name: "Editar Reserva" });
  await expect(edit).toBeVisible();
  await expect(edit.getByTestId("selected-guest")).toContainText(guest.fullName);
  await expect(edit.getByLabel("Check-in")).toHaveValue(brDate(day(1)));
});

test("the month picker names the months in Portuguese and jumps to the one chosen, by tap or by keyboard", async ({
  page,
}, testInfo) => {
  await openMap(page);
  // The map opens two days back; the picker shows that day's month.
  const start = day(-2);
  const picker = page.getByRole("button", { name: `Ir para o mês: ${monthOf(start)}` });
  await expect(picker).toBeVisible();

  await picker.click();
  const panel = page.getByRole("dialog", { name: "Ir para o mês" });
  const year = Number(start.slice(0, 4));
  await expect(panel.getByText(String(year), { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: ` de ${year}` })).toHaveText(
    MONTHS_PT.map((name) => name.slice(0, 3)),
  );
  await expect(panel.getByRole("button", { name: monthOf(start) })).toHaveAttribute("aria-current", "true");
  await screenshot(page, `${testInfo.project.name}-map-month-picker`);
  await panel.getByRole("button", { name: "Próximo ano" }).click();
  await panel.getByRole("button", { name: `março de ${year + 1}` }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: `Ir para o mês: março de ${year + 1}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^01/03/${year + 1} a `))).toBeVisible();

  // From the keyboard: the chosen month has the focus, arrows move by month (↓ by three), Enter picks.
  await page.getByRole("button", { name: `Ir para o mês: março de ${year + 1}` }).focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: `março de ${year + 1}` })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("button", { name: `julho de ${year + 1}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(new RegExp(`^01/07/${year + 1} a `))).toBeVisible();
  await expect(page.getByRole("button", { name: `Ir para o mês: julho de ${year + 1}` })).toBeFocused();
});
