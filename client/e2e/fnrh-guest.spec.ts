// The guest's FNRH ficha in the guest form (docs/product.md §19): countries and the city picked by name without
// accents, the document masked, the address of a resident of Brazil; stored, shown again on reopening and on the
// guest's page. Desktop and 390x844.
import type { Locator, Page } from "@playwright/test";
import { dismissToast, expect, pousadaDay, test, toastWith } from "./fixtures";

/** A screenshot to read: /tmp/fnrhguest-<name>.png. */
const shot = (target: Page | Locator, name: string) =>
  target.screenshot({ path: `/tmp/fnrhguest-${name}.png`, animations: "disabled" });

/** Opens a picker (country or city), types `typed` in its search and picks `option`. */
async function pick(page: Page, picker: Locator, search: string, typed: string, option: string) {
  await picker.click();
  const box = page.getByRole("combobox", { name: search });
  await box.fill(typed);
  await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
  await box.press("Enter");
  await expect(picker).toHaveText(option);
}

test("a guest's ficha: countries and city by name, document, gender, address; stored and shown again", async ({
  page,
  arrange,
}, testInfo) => {
  const project = testInfo.project.name;
  const lastName = arrange.lastName("Ficha");
  const phone = arrange.phone();
  await page.goto("/guests");
  await page.getByRole("button", { name: "Novo Hóspede" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Novo Hóspede" });
  await dialog.getByLabel("Nome", { exact: true }).fill("Clara");
  await dialog.getByLabel("Sobrenome").fill(lastName);
  await dialog.getByLabel("Celular *").pressSequentially(phone);
  await dialog.getByLabel("Data de Nascimento").fill("20/06/1985");

  // Folded until asked for, saying what the register still lacks.
  const ficha = dialog.getByRole("button", { name: /^Ficha de hóspede \(FNRH\)/ });
  await expect(ficha).toHaveAttribute("aria-expanded", "false");
  await expect(ficha).toContainText("Incompleta");
  await expect(ficha).toContainText("Falta: Nacionalidade, Documento (CPF ou passaporte), Gênero, País de residência.");
  await ficha.click();
  await expect(ficha).toHaveAttribute("aria-expanded", "true");

  await pick(page, dialog.getByRole("combobox", { name: /^Nacionalidade/ }), "Buscar país", "brasil", "Brasil");
  // Accents and case do not matter: 'alemanha' finds Alemanha, then Brasil is chosen instead.
  const residence = dialog.getByRole("combobox", { name: /^País de residência/ });
  await pick(page, residence, "Buscar país", "ALEMANHA", "Alemanha");
  await expect(dialog.getByText("Residente no exterior: a FNRH não pede endereço no Brasil.")).toBeVisible();
  await pick(page, residence, "Buscar país", "bras", "Brasil");

  await dialog.getByRole("combobox", { name: /^Tipo de documento/ }).click();
  await page.getByRole("option", { name: "CPF", exact: true }).click();
  const documentNumber = dialog.getByRole("textbox", { name: /^Número do documento/ });
  await documentNumber.pressSequentially("52998224725");
  await expect(documentNumber).toHaveValue("529.982.247-25");
  await dialog.getByRole("combobox", { name: /^Gênero/ }).click();
  await page.getByRole("option", { name: "Outro", exact: true }).click();
  await dialog.getByRole("textbox", { name: /^Descrição do gênero/ }).fill("Não binário");
  await dialog.getByRole("textbox", { name: "Nome social" }).fill("Clara Luz");

  const cep = dialog.getByRole("textbox", { name: /^CEP/ });
  await cep.pressSequentially("88010400");
  await expect(cep).toHaveValue("88010-400");
  await dialog.getByRole("textbox", { name: /^Logradouro/ }).fill("Rua Felipe Schmidt");
  await dialog.getByRole("textbox", { name: "Número", exact: true }).fill("10");
  await dialog.getByRole("textbox", { name: "Complemento" }).fill("apto 2");
  await dialog.getByRole("textbox", { name: "Bairro" }).fill("Centro");

  // The city: typed without accents, listed as 'Cidade - UF'; picking it fills the UF.
  const city = dialog.getByRole("combobox", { name: /^Cidade/ });
  await city.click();
  const citySearch = page.getByRole("combobox", { name: "Buscar cidade" });
  await citySearch.fill("florianopolis");
  const florianopolis = page.getByRole("option", { name: "Florianópolis - SC", exact: true });
  await expect(florianopolis).toBeVisible();
  await shot(page, `${project}-city-picker`);
  await citySearch.press("Enter");
  await expect(city).toHaveText("Florianópolis - SC");
  await expect(dialog.getByRole("combobox", { name: /^UF/ })).toHaveText("SC - Santa Catarina");

  await expect(ficha).toContainText("Completa");
  await expect(ficha).toContainText("Nada falta para o registro do check-in.");
  await shot(dialog, `${project}-guest-form`);
  await dialog.getByRole("button", { name: "Criar Hóspede" }).click();
  await expect(toastWith(page, "Hóspede cadastrado com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page, "Hóspede cadastrado com sucesso");

  // Stored as the register takes it: codes, digits.
  const read = await page.request.get(`/api/guests?limit=5&search=${lastName}`);
  expect(read.status(), await read.text()).toBe(200);
  const listed = (await read.json()) as Record<string, unknown>[];
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatchObject({
    nationality: "BR",
    residenceCountry: "BR",
    documentType: "CPF",
    documentNumber: "52998224725",
    // No CPF was typed above: the ficha's is the guest's.
    cpf: "52998224725",
    gender: "OUTRO",
    genderDescription: "Não binário",
    socialName: "Clara Luz",
    birthDate: "1985-06-20",
    cep: "88010400",
    street: "Rua Felipe Schmidt",
    addressNumber: "10",
    complement: "apto 2",
    neighborhood: "Centro",
    cityIbgeCode: "4205407",
    state: "SC",
  });

  // Reopened: every field as it was chosen, the city by its name.
  await page.getByPlaceholder("Buscar hóspedes...").fill(lastName);
  // The search's answer first: a menu opened on the list it replaces may close as the rows change under it.
  await expect(page.getByTestId("list-result-count")).toHaveText("1 resultado");
  const actions = page.getByRole("button", { name: `Ações para Clara ${lastName}` });
  await actions.click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Hóspede" });
  const editFicha = edit.getByRole("button", { name: /^Ficha de hóspede \(FNRH\)/ });
  await expect(editFicha).toContainText("Completa");
  await editFicha.click();
  await expect(edit.getByRole("combobox", { name: /^Nacionalidade/ })).toHaveText("Brasil");
  await expect(edit.getByRole("combobox", { name: /^País de residência/ })).toHaveText("Brasil");
  await expect(edit.getByRole("textbox", { name: /^Número do documento/ })).toHaveValue("529.982.247-25");
  await expect(edit.getByRole("textbox", { name: /^Descrição do gênero/ })).toHaveValue("Não binário");
  await expect(edit.getByRole("textbox", { name: /^CEP/ })).toHaveValue("88010-400");
  await expect(edit.getByRole("combobox", { name: /^Cidade/ })).toHaveText("Florianópolis - SC");
  await expect(edit.getByRole("combobox", { name: /^UF/ })).toHaveText("SC - Santa Catarina");
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(edit).toBeHidden();

  // The guest's page shows the ficha (never race or disability).
  await actions.click();
  await page.getByRole("menuitem", { name: "Ver Detalhes" }).click();
  const sheet = page.getByRole("dialog", { name: `Clara ${lastName}` });
  const block = sheet.getByRole("region", { name: "Ficha de hóspede (FNRH)" });
  await expect(block).toContainText("Completa");
  await expect(block).toContainText("NacionalidadeBrasil");
  await expect(block).toContainText("DocumentoCPF 529.982.247-25");
  await expect(block).toContainText("GêneroOutro: Não binário");
  await expect(block).toContainText("Nome socialClara Luz");
  await expect(block).toContainText("Rua Felipe Schmidt, 10, apto 2");
  await expect(block).toContainText("Centro · Florianópolis - SC · CEP 88010-400");
  await block.scrollIntoViewIfNeeded();
  await shot(sheet, `${project}-guest-sheet`);
});

test("the stay's travel reason and means of transport, chosen in Editar Reserva and stored as the register's codes", async ({
  page,
  arrange,
}, testInfo) => {
  const guest = await arrange.guest("Rita");
  const room = await arrange.room();
  const reservation = await arrange.reservation(guest, room, pousadaDay(40), pousadaDay(42));
  await page.goto("/reservations");
  await page.getByPlaceholder("Buscar por hóspede ou quarto...").fill(guest.lastName);
  await expect(page.getByTestId("list-result-count")).toHaveText("1 resultado");
  await page.getByRole("button", { name: `Ações para a reserva de ${guest.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar Reserva" });
  const reason = dialog.getByRole("combobox", { name: "Motivo da viagem" });
  await expect(reason).toHaveText("Não informado");
  await reason.click();
  await page.getByRole("option", { name: "Visita a parentes / amigos" }).click();
  await dialog.getByRole("combobox", { name: "Meio de transporte" }).click();
  await page.getByRole("option", { name: "Ônibus" }).click();
  await dialog.getByRole("combobox", { name: "Meio de transporte" }).scrollIntoViewIfNeeded();
  await shot(dialog, `${testInfo.project.name}-reservation-trip`);
  await dialog.getByRole("button", { name: "Atualizar Reserva" }).click();
  await expect(toastWith(page, "Reserva atualizada com sucesso")).toBeVisible();
  const stored = await page.request.get(`/api/reservations/${reservation.id}`);
  expect(await stored.json()).toMatchObject({ travelReason: "PARENTES_AMIGOS", transport: "ONIBUS" });
});
