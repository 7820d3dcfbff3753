// The FNRH Digital at the desk (docs/product.md §19), on desktop and at 390x844, against the fake FNRH API the global
// setup starts (server/fnrh/fake-server.ts, the app's FNRH_API_URL): the owner configures it in Configurações > FNRH
// (the key never shown again); the check-in's panel blocks a check-in until the ficha is complete and a minor's
// responsible adult is recorded; a send the API refuses shows 'Erro' with its message, and 'Reenviar' sends it.
// The guest's register fields are filled through the API: the guest form's own FNRH fields are another screen's.
import { request, type APIRequestContext, type Page } from "@playwright/test";
import { ENV_BASE_URL, ENV_FNRH_URL, ENV_STORAGE_STATE, FNRH_FAKE } from "./env";
import { dismissToast, expect, pousadaDay as day, screenshot, test, toastWith, type ArrangedGuest } from "./fixtures";

const OPERATOR_CPF = "52998224725";

let cpfSequence = 0;
/** A valid CPF no other guest of the run has: nine digits from the time and a sequence, then the two check digits. */
function uniqueCpf() {
  cpfSequence = (cpfSequence + 1) % 100;
  const base = `${String(Date.now() % 10_000_000).padStart(7, "0")}${String(cpfSequence).padStart(2, "0")}`;
  const check = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? "0" : String(rest);
  };
  const first = check(base);
  return `${base}${first}${check(base + first)}`;
}

/** The register's fields of a resident of São Paulo, as the guest form will send them. */
const registerFields = (birthDate: string) => ({
  nationality: "BR",
  residenceCountry: "BR",
  documentType: "CPF",
  documentNumber: uniqueCpf(),
  gender: "MULHER",
  birthDate,
  cep: "01310-100",
  street: "Avenida Paulista",
  addressNumber: "1000",
  neighborhood: "Bela Vista",
  cityIbgeCode: "3550308",
  state: "SP",
});

async function completeGuest(api: APIRequestContext, guest: ArrangedGuest, birthDate = "1985-06-20") {
  const res = await api.put(`/api/guests/${guest.id}`, {
    data: {
      firstName: guest.firstName,
      lastName: guest.lastName,
      ...(guest.phone ? { phone: guest.phone } : {}),
      ...registerFields(birthDate),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Configurações > FNRH saved through the API (each test stands alone; the first one does it on screen). */
async function configureFnrh(api: APIRequestContext, modoCheckin: "bloquear" | "avisar") {
  const res = await api.put("/api/settings/fnrh", {
    data: {
      ambiente: "homologacao",
      usuario: FNRH_FAKE.usuario,
      chave: FNRH_FAKE.chave,
      cpfOperador: OPERATOR_CPF,
      modoCheckin,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// The other specs run with the FNRH off, as a pousada that has not configured it: the key goes when this file ends.
test.afterAll(async () => {
  const api = await request.newContext({
    baseURL: process.env[ENV_BASE_URL],
    storageState: process.env[ENV_STORAGE_STATE],
  });
  expect((await api.delete("/api/settings/fnrh")).status()).toBe(200);
  await api.dispose();
});

async function toast(page: Page, text: string) {
  await expect(toastWith(page, text)).toBeVisible();
  await dismissToast(page, text);
}

test("the owner configures the FNRH; the key is never shown again and the connection is tested", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  // Start from a pousada without the FNRH: no key yet.
  await page.request.delete("/api/settings/fnrh");
  await page.goto("/settings?tab=fnrh");
  const card = page.getByRole("form", { name: "Configuração da FNRH" });
  await expect(page.getByText("Como obter as credenciais")).toBeVisible();
  await expect(card).toContainText("Nenhuma chave salva ainda.");

  await card.getByRole("textbox", { name: "Usuário da API" }).fill(FNRH_FAKE.usuario);
  await card.getByLabel("Chave da API").fill(FNRH_FAKE.chave);
  const cpf = card.getByRole("textbox", { name: "CPF do operador" });
  await cpf.fill("11111111111");
  await card.getByRole("button", { name: "Salvar FNRH" }).click();
  await expect(card).toContainText("CPF do operador inválido");
  await cpf.fill(OPERATOR_CPF);
  await expect(cpf).toHaveValue("529.982.247-25");
  await expect(card.getByRole("combobox", { name: "No check-in, com a ficha incompleta" })).toHaveText(
    "Bloquear o check-in até a ficha estar completa",
  );
  await card.getByRole("button", { name: "Salvar FNRH" }).click();
  await toast(page, "Configuração da FNRH salva");

  // Write-only: the box is empty again, the card says a key is saved, and neither the page nor the API carries it.
  await expect(card).toContainText("Chave configurada. Por segurança ela nunca é mostrada.");
  await expect(card.getByLabel("Chave da API")).toHaveValue("");
  expect(await page.content()).not.toContain(FNRH_FAKE.chave);
  const read = await page.request.get("/api/settings/fnrh");
  expect(await read.text()).not.toContain(FNRH_FAKE.chave);
  expect(await read.json()).toEqual({
    ambiente: "homologacao",
    usuario: FNRH_FAKE.usuario,
    cpfOperador: OPERATOR_CPF,
    chaveConfigurada: true,
    modoCheckin: "bloquear",
    configurado: true,
  });

  await card.getByRole("button", { name: "Testar conexão" }).click();
  await expect(card.getByRole("status")).toHaveText("Conexão com a FNRH funcionando");
  await screenshot(page.locator("[data-slot=card]").filter({ has: card }), `${project}-fnrh-settings`);
});

test("the check-in's panel blocks until the ficha is complete and the minor's responsible adult is recorded", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  await configureFnrh(page.request, "bloquear");
  const room = await arrange.room({ capacity: 3 });
  const mother = await arrange.guest("Renata");
  const booking = await arrange.reservation(mother, room, day(0), day(2), { numberOfGuests: 2 });
  const childBirth = `${Number(day(0).slice(0, 4)) - 9}-05-10`;
  const added = await page.request.post(`/api/reservations/${booking.id}/guests`, {
    data: { firstName: "Téo", lastName: mother.lastName, birthDate: childBirth, guardianGuestId: mother.id },
  });
  expect(added.status(), await added.text()).toBe(201);
  const child = (await added.json()) as { guestId: string };

  await page.goto("/checkin-checkout");
  const row = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: mother.fullName });
  // The row's check-in reads the ficha first and, since it asks for something, opens the panel instead.
  await row.getByRole("button", { name: "Fazer Check-in" }).click();
  const dialog = page.getByRole("dialog", { name: `Hóspedes de ${mother.fullName}` });
  const panel = dialog.getByRole("region", { name: "Ficha da FNRH" });
  await expect(panel).toContainText(
    "Falta: Nacionalidade, Documento (CPF ou passaporte), Gênero, Data de nascimento, País de residência",
  );
  await expect(panel).toContainText("Falta: Motivo da viagem, Meio de transporte");
  await expect(panel.getByRole("alert")).toHaveText(
    `Téo ${mother.lastName} é menor de idade: registre abaixo o responsável e a autorização para fazer o check-in.`,
  );
  const confirm = dialog.getByRole("button", { name: "Fazer Check-in" });
  await expect(confirm).toBeDisabled();
  await screenshot(dialog, `${project}-fnrh-panel-incomplete`);

  // 'Completar cadastro' opens the register's own edit dialog on that guest.
  await panel.getByRole("button", { name: `Completar cadastro de ${mother.fullName}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Hóspede" });
  await expect(edit.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Renata");
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(edit).toBeHidden();

  // The guests' register fields (the guest form's FNRH fields are another screen's), then the panel read again.
  await completeGuest(page.request, mother);
  // (A companion added with a name and birth date has no celular; the register's edit asks for one.)
  await completeGuest(
    page.request,
    { ...mother, id: child.guestId, firstName: "Téo", phone: arrange.phone() },
    childBirth,
  );
  await dialog.getByRole("button", { name: "Fechar" }).last().click();
  await row.getByRole("button", { name: `Hóspedes da reserva de ${mother.fullName}` }).click();
  await expect(panel).not.toContainText("Falta: Nacionalidade");

  await panel.getByRole("combobox", { name: "Motivo da viagem" }).click();
  await page.getByRole("option", { name: "Lazer / férias" }).click();
  await panel.getByRole("combobox", { name: "Meio de transporte" }).click();
  await page.getByRole("option", { name: "Automóvel" }).click();
  await panel.getByRole("button", { name: "Salvar viagem" }).click();
  await toast(page, "Viagem salva na ficha");
  await expect(panel).toContainText("Ficha completa");
  // Complete, yet still refused: the minor.
  await expect(confirm).toBeDisabled();

  const minor = panel.getByRole("group", { name: `Responsável por Téo ${mother.lastName}` });
  await expect(minor.getByRole("combobox", { name: "Responsável" })).toHaveText(mother.fullName);
  await minor.getByRole("combobox", { name: "Autorização (ECA, art. 82)" }).click();
  await page.getByRole("option", { name: "Pai/mãe presente" }).click();

  // Race and disability: asked here only, said why.
  await panel.getByText("Raça/cor e deficiência (opcional)").first().click();
  await expect(panel).toContainText("Dados sensíveis (LGPD): pedidos só para a FNRH");
  await screenshot(dialog, `${project}-fnrh-panel-minor`);

  await minor.getByRole("button", { name: "Salvar responsável" }).click();
  await toast(page, `Responsável por Téo ${mother.lastName} registrado`);
  await expect(panel.getByRole("alert")).toBeHidden();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await toast(page, "Check-in realizado com sucesso");
  await expect(dialog).toBeHidden();
});

test("a send the FNRH refuses shows 'Erro' with its message, and 'Reenviar' sends it", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  await configureFnrh(page.request, "bloquear");
  const room = await arrange.room();
  const guest = await arrange.guest("Caio");
  await completeGuest(page.request, guest);
  const booking = await arrange.reservation(guest, room, day(0), day(1));
  const trip = await page.request.put(`/api/checkinout/ficha/${booking.id}/viagem`, {
    data: { travelReason: "NEGOCIOS", transport: "AVIAO" },
  });
  expect(trip.status(), await trip.text()).toBe(200);
  // The fake refuses this stay's register once.
  const fault = await request.newContext();
  const told = await fault.post(`${new URL(process.env[ENV_FNRH_URL]!).origin}/__fake/falhas`, {
    data: {
      rota: "POST /hospedagem/registrar",
      status: 400,
      mensagem: "Reserva recusada pelo teste",
      contendo: booking.id,
    },
  });
  expect(told.status()).toBe(204);
  await fault.dispose();

  await page.goto("/checkin-checkout");
  const pendingRow = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: guest.fullName });
  // Complete: the row's button checks in at once.
  await pendingRow.getByRole("button", { name: "Fazer Check-in" }).click();
  await toast(page, "Check-in realizado com sucesso");

  // The list under the tabs shows the failed register, with the API's message.
  const late = page.getByRole("list", { name: "Fichas FNRH atrasadas ou com erro" });
  const item = late.getByRole("listitem").filter({ hasText: guest.fullName });
  await expect(item).toContainText("FNRH: Erro", { timeout: 30_000 });
  await expect(item).toContainText("FNRH respondeu 400: Reserva recusada pelo teste");
  await screenshot(item, `${project}-fnrh-late-list`);

  await page.getByRole("tab", { name: /Hóspedes Ativos/ }).click();
  const active = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: guest.fullName });
  await active
    .getByRole("button", { name: /Ver Detalhes|Detalhes/ })
    .first()
    .click();
  const details = page.getByRole("dialog", { name: `Hospedagem de ${guest.fullName}` });
  const fnrh = details.getByRole("region", { name: "FNRH" });
  await expect(fnrh).toContainText("FNRH: Erro");
  await expect(fnrh.getByRole("alert")).toHaveText("FNRH respondeu 400: Reserva recusada pelo teste");
  await screenshot(details, `${project}-fnrh-state-error`);

  await fnrh.getByRole("button", { name: `Reenviar a ficha de ${guest.fullName} à FNRH` }).click();
  await toast(page, "Ficha enviada para a fila da FNRH");
  await expect(fnrh).toContainText("FNRH: Check-in enviado", { timeout: 30_000 });
  await expect(fnrh.getByRole("alert")).toBeHidden();
  await screenshot(details, `${project}-fnrh-state-sent`);
});
