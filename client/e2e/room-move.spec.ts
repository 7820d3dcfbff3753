// Trocar Quarto for a guest in the house (docs/product.md §7.4), on desktop and at 390x844: the move is made in the
// UI from the front desk's details; the front desk, the Rooms page, the map and the bill are read afterwards.
import type { Page } from "@playwright/test";
import {
  brDate as br,
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  navigateVia,
  pousadaDay as day,
  test,
  toastWith,
} from "./fixtures";

const activeStay = (page: Page, isMobile: boolean, text: string) =>
  page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: text });

test("a guest in the house moves to another room from today: front desk, rooms, map and bill follow", async ({
  page,
  arrange,
  isMobile,
}) => {
  // Four screens in one story: more than one screen's time.
  test.slow();
  const from = await arrange.room();
  const to = await arrange.room({ pricePerNight: "200.00" });
  const guest = await arrange.guest("Otília", { lastName: arrange.lastName("Mudanca") });
  // Arrived yesterday, leaves in two days: 3 nights at R$ 150,00.
  const stay = await arrange.reservation(guest, from, day(-1), day(2));
  await arrange.checkIn(stay);

  await page.goto("/checkin-checkout");
  await page.getByRole("tab", { name: /^Hóspedes Ativos/ }).click();
  await activeStay(page, isMobile, guest.fullName).getByRole("button", { name: "Ver Detalhes" }).click();
  const details = page.getByRole("dialog", { name: `Hospedagem de ${guest.fullName}` });
  await details.getByRole("button", { name: "Trocar Quarto" }).click();

  const move = page.getByRole("dialog", { name: "Trocar Quarto" });
  await expect(move.getByRole("textbox", { name: "A partir de" })).toHaveValue(br(day(0)));
  await expect(move.getByRole("switch", { name: "Manter a tarifa acordada" })).toBeChecked();
  await move.getByRole("combobox", { name: "Novo quarto" }).click();
  await page.getByRole("option", { name: `Quarto ${to.number} · R$ 200,00/noite` }).click();
  await expectNoHorizontalPageScroll(page);
  await move.getByRole("button", { name: "Trocar Quarto" }).click();
  await expect(toastWith(page, `Hóspede transferido para o quarto ${to.number}`)).toBeVisible();
  await dismissToast(page, `Hóspede transferido para o quarto ${to.number}`);
  await expect(move).toBeHidden();
  await expect(details).toBeHidden();

  // The front desk: the guest is in the new room.
  const row = activeStay(page, isMobile, guest.fullName);
  await expect(row).toContainText(to.number);
  await expect(row).not.toContainText(from.number);

  // The bill: the agreed rate kept, 3 nights at R$ 150,00, listed room by room.
  await row.getByRole("button", { name: "Ver Detalhes" }).click();
  await expect(details).toContainText(`Quarto ${to.number}`);
  await expect(details).toContainText("Total da reservaR$ 450,00");
  await expect(details).toContainText(`Diárias - Quarto ${from.number}, ${br(day(-1))} a ${br(day(0))}`);
  await expect(details).toContainText(`Diárias - Quarto ${to.number}, ${br(day(0))} a ${br(day(2))}`);
  await details.getByRole("button", { name: "Fechar" }).first().click();
  await expect(details).toBeHidden();

  // The Rooms page: the old room waits for cleaning, the new one shows its guest and departure.
  await navigateVia(page, "Quartos", isMobile);
  const newRoom = isMobile
    ? page.getByRole("group", { name: `Quarto ${to.number}`, exact: true }).last()
    : page.getByRole("table").getByRole("row").filter({ hasText: to.number });
  await expect(newRoom).toContainText(`${guest.fullName} · até ${br(day(2))}`);

  // The map: one bar per room, before and from the move.
  await page.goto("/reservations");
  await page.getByRole("tab", { name: "Mapa" }).click();
  const grid = page.getByRole("grid", { name: "Mapa de reservas" });
  await expect(
    grid.getByRole("button", {
      name: `Reserva de ${guest.fullName}, quarto ${from.number}, ${br(day(-1))} a ${br(day(0))}`,
    }),
  ).toHaveCount(1);
  await expect(
    grid.getByRole("button", {
      name: `Reserva de ${guest.fullName}, quarto ${to.number}, ${br(day(0))} a ${br(day(2))}`,
    }),
  ).toHaveCount(1);
});
