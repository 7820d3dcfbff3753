// Every date is typed and shown dd/MM/yyyy, with months and weekdays in Portuguese, whatever the browser's language
// (docs/product.md §11): the shared date field (client/src/components/date-field.tsx) in the reservation dialog and
// the guest form. The browser here speaks English, as the Debian Chromium of these machines does: what is Portuguese
// on screen is the app's own doing. Desktop and 390x844.
import type { Locator, Page } from "@playwright/test";
import { brDate, expect, maskedPhone, MONTHS_PT, pousadaDay as day, screenshot, test, toastWith } from "./fixtures";

test.use({ locale: "en-US" });

/** The calendar a date field opens. */
const calendar = (page: Page) => page.getByRole("dialog", { name: "Calendário" });

/** The bodies the page posts to a path, as they were sent. */
function postedBodies(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function pickGuest(dialog: Locator, lastName: string, fullName: string) {
  await dialog.getByPlaceholder(/nome, telefone ou email/i).fill(lastName);
  await dialog.getByRole("option", { name: new RegExp(`^${fullName}`) }).click();
  await expect(dialog.getByTestId("selected-guest")).toContainText(fullName);
}

test("the reservation's dates: typed and shown dd/MM/yyyy, a Portuguese calendar, sent as YYYY-MM-DD", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  const room = await arrange.room();
  const guest = await arrange.guest("Diana");
  const posted = postedBodies(page, "/api/reservations");

  await page.goto("/reservations");
  await page.getByRole("button", { name: "Nova Reserva" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nova Reserva" });
  const checkIn = dialog.getByLabel("Check-in");
  const checkOut = dialog.getByLabel("Check-out");
  // It starts on today, for one night, written as Brazilians write dates.
  await expect(checkIn).toHaveValue(brDate(day(0)));
  await expect(checkOut).toHaveValue(brDate(day(1)));
  await expect(checkIn).toHaveAttribute("placeholder", "dd/mm/aaaa");

  await pickGuest(dialog, guest.lastName, guest.fullName);

  // Digits alone: the slashes come by themselves.
  await checkOut.fill("");
  await checkOut.pressSequentially("27122026");
  await expect(checkOut).toHaveValue("27/12/2026");
  await checkIn.fill("");
  await checkIn.pressSequentially("25122026");
  await expect(checkIn).toHaveValue("25/12/2026");
  await dialog.getByRole("combobox", { name: "Quarto" }).click();
  await page.getByRole("option", { name: new RegExp(`^${room.number} - `) }).click();
  await expect(dialog.getByTestId("stay-estimate")).toHaveText("Estimativa: 2 noites × R$ 150,00 = R$ 300,00");

  // The calendar opens on the chosen month, in Portuguese, with the weekdays' initials from Sunday.
  await dialog.getByRole("button", { name: "Abrir calendário da saída" }).click();
  const month = calendar(page).getByRole("grid");
  await expect(month).toHaveAccessibleName("dezembro 2026");
  await expect(calendar(page).getByText("dezembro 2026", { exact: true })).toBeVisible();
  // (The header row is hidden from screen readers, which hear each day's full name, "domingo, 27 de dezembro...".)
  await expect(month.locator("th")).toHaveText(["D", "S", "T", "Q", "Q", "S", "S"]);
  await expect(month.locator("th").first()).toHaveAttribute("aria-label", "domingo");
  // A check-out is never before the day after the check-in: the 25th cannot be picked, the 28th can.
  await expect(month.getByRole("button", { name: /^(sexta-feira, )?25 de dezembro de 2026/ })).toBeDisabled();
  const day28 = month.getByRole("button", { name: /28 de dezembro de 2026/ });
  // Big enough for a finger.
  const box = (await day28.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(isMobile ? 44 : 40);
  await screenshot(page, `${testInfo.project.name}-date-field-calendar`);
  await day28.click();
  await expect(calendar(page)).toBeHidden();
  await expect(checkOut).toHaveValue("28/12/2026");
  await expect(checkOut).toBeFocused();

  // From the keyboard: Alt+↓ opens it on the chosen day, arrows move, Enter picks.
  await page.keyboard.press("Alt+ArrowDown");
  await expect(month.getByRole("button", { name: /28 de dezembro de 2026/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(calendar(page)).toBeHidden();
  await expect(checkOut).toHaveValue("29/12/2026");
  await expect(dialog.getByTestId("stay-estimate")).toHaveText("Estimativa: 4 noites × R$ 150,00 = R$ 600,00");

  // A day that does not exist is refused under its field, and nothing is sent.
  await checkIn.fill("31/02/2026");
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(dialog.getByText("Data inválida")).toBeVisible();
  await expect(checkIn).toHaveAttribute("aria-invalid", "true");
  expect(posted).toHaveLength(0);

  await checkIn.fill("25/12/2026");
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(toastWith(page, "Reserva criada com sucesso")).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({ checkInDate: "2026-12-25", checkOutDate: "2026-12-29", roomId: room.id });
});

test("the guest's birth date: typed dd/MM/yyyy, years away through the calendar's dropdowns, saved YYYY-MM-DD", async ({
  page,
  arrange,
}, testInfo) => {
  const lastName = arrange.lastName("Nascimento");
  const phone = arrange.phone();
  const posted = postedBodies(page, "/api/guests");

  await page.goto("/guests");
  await page.getByRole("button", { name: "Novo Hóspede" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Novo Hóspede" });
  await dialog.getByLabel("Nome", { exact: true }).fill("Lúcia");
  await dialog.getByLabel("Sobrenome").fill(lastName);
  await dialog.getByLabel("Celular *").pressSequentially(phone);
  await expect(dialog.getByLabel("Celular *")).toHaveValue(maskedPhone(phone));

  const birthDate = dialog.getByLabel("Data de Nascimento");
  await birthDate.pressSequentially("15031985");
  await expect(birthDate).toHaveValue("15/03/1985");

  // Decades back in two choices: the month and the year, named in Portuguese.
  await dialog.getByRole("button", { name: "Abrir calendário do nascimento" }).click();
  await expect(calendar(page).getByRole("grid")).toHaveAccessibleName("março 1985");
  const months = calendar(page).getByRole("combobox", { name: "Escolha o mês" });
  await expect(months).toHaveValue("2");
  await expect(months.locator("option")).toHaveText(MONTHS_PT);
  await months.selectOption({ label: "junho" });
  await calendar(page).getByRole("combobox", { name: "Escolha o ano" }).selectOption("1990");
  await expect(calendar(page).getByRole("grid")).toHaveAccessibleName("junho 1990");
  await screenshot(page, `${testInfo.project.name}-birth-date-calendar`);
  await calendar(page)
    .getByRole("button", { name: /^(sábado, )?2 de junho de 1990/ })
    .click();
  await expect(birthDate).toHaveValue("02/06/1990");

  await dialog.getByRole("button", { name: "Criar Hóspede" }).click();
  await expect(toastWith(page, "Hóspede cadastrado com sucesso")).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({ lastName, birthDate: "1990-06-02" });
});
