// Who stays (docs/product.md §7.5), on desktop and at 390x844: at check-in the clerk adds a registered companion and
// a child typed with a name and a birth date, records who answers for her (§19), checks the stay in, and finds the
// three guests in the reservation's details and the stay in the companion's history. Rooms, guests and the booking
// are arranged through the API.
import type { Page } from "@playwright/test";
import { brDate as br, dismissToast, expect, pousadaDay as day, screenshot, test, toastWith } from "./fixtures";

/** A birth date eight years before today: a child on any check-in of this test. */
function childBirthDate() {
  const today = day(0);
  return `${Number(today.slice(0, 4)) - 8}${today.slice(4)}`.replace(/-02-29$/, "-02-28");
}

async function addedToast(page: Page, text: string) {
  await expect(toastWith(page, text)).toBeVisible();
  await dismissToast(page, text);
}

test("a companion and a child added at check-in, seen in the details and the companion's history", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  // A long scenario: two dialogs, two pages, four writes.
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const room = await arrange.room({ capacity: 4 });
  const main = await arrange.guest("Clara");
  const companion = await arrange.guest("Davi");
  const childLastName = arrange.lastName("Crianca");
  const booking = await arrange.reservation(main, room, day(0), day(2), { numberOfGuests: 3 });

  await page.goto("/checkin-checkout");
  const pending = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: main.fullName });
  await pending.getByRole("button", { name: `Hóspedes da reserva de ${main.fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Hóspedes de ${main.fullName}` });
  await expect(dialog.getByTestId("stay-guests-count")).toHaveText("1 de 3");
  await expect(dialog.getByRole("list", { name: "Hóspedes da estadia" })).toContainText(`${main.fullName}Titular`);

  // A companion of the register, found by their last name.
  await dialog.getByRole("button", { name: "Adicionar acompanhante" }).click();
  await dialog
    .getByRole("searchbox", { name: "Buscar acompanhante por nome, telefone ou email" })
    .fill(companion.lastName);
  await dialog.getByRole("button", { name: `Adicionar ${companion.fullName}` }).click();
  await addedToast(page, `${companion.fullName} incluído(a) na estadia`);
  await expect(dialog.getByTestId("stay-guests-count")).toHaveText("2 de 3");

  // A child with a name and a birth date only; the main guest is offered as the responsible adult.
  await dialog.getByRole("button", { name: "Adicionar acompanhante" }).click();
  await dialog.getByRole("button", { name: "Novo (nome e nascimento)" }).click();
  await dialog.getByRole("textbox", { name: "Nome do acompanhante", exact: true }).fill("Lia");
  await dialog.getByRole("textbox", { name: "Sobrenome do acompanhante" }).fill(childLastName);
  await dialog.getByRole("textbox", { name: "Data de nascimento" }).fill(br(childBirthDate()));
  await expect(dialog.getByRole("combobox", { name: "Responsável" })).toHaveText(main.fullName);
  await screenshot(dialog, `${project}-stay-guests-new-child`);
  await dialog.getByRole("button", { name: "Adicionar acompanhante" }).click();
  await addedToast(page, `Lia ${childLastName} incluído(a) na estadia`);
  await expect(dialog.getByTestId("stay-guests-count")).toHaveText("3 de 3");
  const child = dialog.getByRole("listitem").filter({ hasText: `Lia ${childLastName}` });
  await expect(child).toContainText("Criança");
  await expect(child).toContainText(`Responsável: ${main.fullName}`);
  await expect(dialog).toContainText("Lista completa");
  await screenshot(dialog, `${project}-stay-guests-full`);

  // A minor checks in only with the responsible adult and the authorisation recorded (ECA art. 82): the check-in's
  // panel offers the adult named when the child was added.
  const minor = dialog.getByRole("group", { name: `Responsável por Lia ${childLastName}` });
  await expect(dialog.getByRole("button", { name: "Fazer Check-in" })).toBeDisabled();
  await expect(minor.getByRole("combobox", { name: "Responsável" })).toHaveText(main.fullName);
  await minor.getByRole("combobox", { name: "Autorização (ECA, art. 82)" }).click();
  await page.getByRole("option", { name: "Pai/mãe presente" }).click();
  await minor.getByRole("button", { name: "Salvar responsável" }).click();
  await addedToast(page, `Responsável por Lia ${childLastName} registrado`);
  await dialog.getByRole("button", { name: "Fazer Check-in" }).click();
  await addedToast(page, "Check-in realizado com sucesso");
  await expect(dialog).toBeHidden();

  // The reservation's details list the three, the main guest first.
  await page.goto(`/reservations?q=${encodeURIComponent(main.lastName)}`);
  await page.getByRole("button", { name: `Ações para a reserva de ${main.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Ver" }).click();
  const details = page.getByRole("dialog", { name: `Reserva de ${main.fullName}` });
  // The child listed took one of the adults' places: the reservation counts her as a child now.
  await expect(details).toContainText("3 (2 adultos, 1 criança)");
  const listed = details.getByRole("list", { name: "Hóspedes da estadia" }).getByRole("listitem");
  await expect(listed).toHaveCount(3);
  await expect(listed.nth(0)).toContainText(`${main.fullName}Titular`);
  await expect(listed.nth(1)).toContainText(companion.fullName);
  await expect(listed.nth(2)).toContainText(`Lia ${childLastName}Criança`);
  await screenshot(details, `${project}-stay-guests-details`);
  await details.getByRole("button", { name: "Fechar" }).first().click();

  // The companion's history shows the stay, marked, and leaves it out of what they spent.
  await page.goto(`/guests?q=${encodeURIComponent(companion.lastName)}`);
  await page.getByRole("button", { name: `Ações para ${companion.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Ver Detalhes" }).click();
  const history = page.getByRole("list", { name: "Reservas do hóspede" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText(
    `Quarto ${room.number} · ${br(booking.checkInDate)} a ${br(booking.checkOutDate)}`,
  );
  await expect(history).toContainText(`Acompanhante de ${main.fullName}`);
  await expect(page.getByTestId("guest-total-spent")).toHaveText("R$ 0,00");
  await screenshot(page, `${project}-stay-guests-history`);
});
