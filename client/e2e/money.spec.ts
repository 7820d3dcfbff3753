// The money screens (docs/product.md §5.9, §5.10), on desktop and at 390x844: the Financeiro module (an account with a
// PIX key, a tag, a receita and a despesa moving the balance, a bill scheduled and settled, the table sorted by each
// header), a PIX payment of a stay from the dashboard seen in 'Transações Recentes', the folio and the reservation, its
// receipt printed, and a check-out with a balance due. Each test names its records uniquely; stays, payments and
// entries are never deleted (the ledger keeps them), so the accounts a test creates are deactivated when it ends and
// its rooms retired by the `arrange` fixture.
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import type { ContaBancariaView } from "../../shared/api";
import {
  type Arrange,
  type ArrangedGuest,
  brDate as br,
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  navigateVia,
  POUSADA,
  pousadaDay as day,
  screenshot,
  test as base,
  toastWith,
} from "./fixtures";

// ---------------------------------------------------------------- data arranged through the API

let sequence = 0;
/** A short suffix no other record of the run has: the project's letter, the time and a sequence. */
function uid(testInfo: TestInfo) {
  sequence = (sequence + 1) % 100;
  return `${testInfo.project.name[0]!.toUpperCase()}${String(Date.now() % 1_000_000).padStart(6, "0")}${sequence}`;
}

/** A CPF with the right check digits that no other guest of the run has (random body). */
function randomCpf(): string {
  const body = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (body.every((digit) => digit === body[0])) body[0] = (body[0]! + 1) % 10;
  const check = (digits: number[]) => {
    const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(body);
  return [...body, first, check([...body, first])].join("");
}

/** The money side of a test's arrangement: the pousada's data, accounts (deactivated at the end), guests with a CPF. */
class Money {
  private readonly contaIds: string[] = [];

  constructor(
    private readonly api: APIRequestContext,
    private readonly arrange: Arrange,
  ) {}

  async pousada() {
    const res = await this.api.put("/api/settings/pousada", { data: POUSADA });
    expect(res.status(), await res.text()).toBe(200);
  }

  async conta(seed: Record<string, unknown>): Promise<ContaBancariaView> {
    const res = await this.api.post("/api/contas-bancarias", { data: { tipo: "corrente", ...seed } });
    expect(res.status(), await res.text()).toBe(201);
    const conta = (await res.json()) as ContaBancariaView;
    this.contaIds.push(conta.id);
    return conta;
  }

  /** An account the test created in the UI: deactivated with the others at the end. */
  async adopt(nome: string) {
    const contas = (await (await this.api.get("/api/contas-bancarias")).json()) as ContaBancariaView[];
    for (const conta of contas) if (conta.nome === nome) this.contaIds.push(conta.id);
  }

  async guestWithCpf(firstName: string): Promise<ArrangedGuest & { cpf: string }> {
    const lastName = this.arrange.lastName("Pagante");
    const phone = this.arrange.phone();
    const cpf = randomCpf();
    const res = await this.api.post("/api/guests", { data: { firstName, lastName, phone, cpf } });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    return { id, firstName, lastName, phone, fullName: `${firstName} ${lastName}`, cpf };
  }

  /** Accounts cannot be deleted (entries point at them): out of every picker instead. */
  async cleanUp() {
    const contas = (await (await this.api.get("/api/contas-bancarias")).json()) as ContaBancariaView[];
    for (const conta of contas.filter((candidate) => this.contaIds.includes(candidate.id) && candidate.isAtiva)) {
      const res = await this.api.put(`/api/contas-bancarias/${conta.id}`, {
        data: { nome: conta.nome, tipo: conta.tipo, ativo: false },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
}

const test = base.extend<{ money: Money }>({
  money: async ({ page, arrange }, use) => {
    const money = new Money(page.request, arrange);
    try {
      await use(money);
    } finally {
      await money.cleanUp();
    }
  },
});

// ---------------------------------------------------------------- the UI's parts

/** A Radix select: its trigger (named by its label), then the option. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The entries as the screen lists them: table rows on a desktop, cards on a phone. */
const entries = (page: Page, isMobile: boolean): Locator =>
  isMobile
    ? page.getByRole("list", { name: "Lançamentos" }).getByRole("listitem")
    : page.getByRole("table", { name: "Lançamentos" }).locator("tbody tr");

const entry = (page: Page, isMobile: boolean, text: string) => entries(page, isMobile).filter({ hasText: text });

async function openFinanceTab(page: Page, isMobile: boolean, tab: "Lançamentos" | "Contas Bancárias" | "Tags") {
  if (!page.url().includes("/financeiro")) await navigateVia(page, "Financeiro", isMobile);
  await expect(page.getByRole("heading", { level: 1, name: "Módulo Financeiro" })).toBeVisible();
  await page.getByRole("tab", { name: tab }).click();
}

async function newEntry(
  page: Page,
  entryData: { tipo: string; valor: string; descricao: string; conta: string; data?: string; vencimento?: string },
) {
  await page.getByRole("button", { name: "Novo Lançamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Lançamento" });
  await dialog.getByRole("radio", { name: entryData.tipo }).click();
  await dialog.getByLabel("Valor").fill(entryData.valor);
  await dialog.getByLabel("Descrição").fill(entryData.descricao);
  if (entryData.data) await dialog.getByLabel("Data", { exact: true }).fill(br(entryData.data));
  if (entryData.vencimento) await dialog.getByLabel("Vencimento (opcional)").fill(br(entryData.vencimento));
  await choose(page, dialog, "Conta bancária", entryData.conta);
  await dialog.getByRole("button", { name: "Criar Lançamento" }).click();
  await expect(toastWith(page, "Lançamento criado com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page, "Lançamento criado com sucesso!");
}

const saldoOf = (page: Page, nome: string) =>
  page
    .getByRole("list", { name: "Contas bancárias" })
    .getByRole("listitem")
    .filter({ hasText: nome })
    .getByTestId("saldo-atual");

/** Sorts the table as a user would: a header on a desktop, the 'Ordenar' select on a phone. */
async function sortBy(page: Page, isMobile: boolean, field: "Data" | "Tipo" | "Valor", direction: "asc" | "desc") {
  if (isMobile) {
    const option = {
      "Data-desc": "Data: mais recentes primeiro",
      "Data-asc": "Data: mais antigas primeiro",
      "Valor-desc": "Valor: maior primeiro",
      "Valor-asc": "Valor: menor primeiro",
      "Tipo-desc": "Tipo: decrescente",
      "Tipo-asc": "Tipo: crescente",
    }[`${field}-${direction}`]!;
    await choose(page, page, "Ordenar", option);
  } else {
    await page
      .getByRole("table", { name: "Lançamentos" })
      .getByRole("button", { name: new RegExp(`^${field}`) })
      .click();
  }
}

// ---------------------------------------------------------------- scenarios

test("Financeiro: an account with a PIX key and a tag, entries that move its balance, a bill settled, the table sorted", async ({
  page,
  money,
  isMobile,
}, testInfo) => {
  // A whole morning at the books: three dialogs, a filter, four tabs and six sorts.
  test.setTimeout(120_000);
  const id = uid(testInfo);
  const conta = `Conta ${id}`;
  const contaOption = `${conta} — Banco Teste`;
  const project = testInfo.project.name;
  await page.goto("/");
  await openFinanceTab(page, isMobile, "Contas Bancárias");

  // The account, first with a key that is not an e-mail: the validators' message, nothing sent.
  await page.getByRole("button", { name: "Nova Conta" }).click();
  const accountDialog = page.getByRole("dialog", { name: "Nova Conta Bancária" });
  await accountDialog.getByLabel("Nome").fill(conta);
  await accountDialog.getByLabel("Banco").fill("Banco Teste");
  await accountDialog.getByLabel("Agência").fill("0001");
  await accountDialog.getByLabel("Saldo inicial").fill("1000,00");
  await choose(page, accountDialog, "Tipo de chave PIX", "E-mail");
  await accountDialog.getByLabel("Chave PIX", { exact: true }).fill("recepcao-sem-arroba");
  await accountDialog.getByRole("button", { name: "Criar Conta" }).click();
  await expect(accountDialog.getByText("Chave PIX inválida: informe um e-mail válido")).toBeVisible();
  await accountDialog.getByLabel("Chave PIX", { exact: true }).fill(`pix.${id.toLowerCase()}@marealta.test`);
  await screenshot(page, `${project}-money-account-dialog`);
  await accountDialog.getByRole("button", { name: "Criar Conta" }).click();
  await expect(toastWith(page, "Conta bancária criada com sucesso!")).toBeVisible();
  await money.adopt(conta);
  await dismissToast(page, "Conta bancária criada com sucesso!");
  const card = page.getByRole("list", { name: "Contas bancárias" }).getByRole("listitem").filter({ hasText: conta });
  await expect(card).toContainText("Ativa");
  await expect(card).toContainText("Banco Teste");
  await expect(card).toContainText("Conta Corrente");
  await expect(card).toContainText("Agência0001");
  await expect(card).toContainText(`PIX (E-mail): pix.${id.toLowerCase()}@marealta.test`);
  await expect(saldoOf(page, conta)).toHaveText("R$ 1.000,00");

  // A tag in a preset colour.
  await openFinanceTab(page, isMobile, "Tags");
  await page.getByRole("button", { name: "Nova Tag" }).click();
  const tagDialog = page.getByRole("dialog", { name: "Nova Tag" });
  await expect(tagDialog.getByLabel("Código da cor")).toHaveValue("#3B82F6");
  await tagDialog.getByLabel("Nome").fill(`Tag ${id}`);
  await tagDialog.getByRole("radio", { name: "Cor #10B981" }).click();
  await expect(tagDialog.getByLabel("Código da cor")).toHaveValue("#10B981");
  await tagDialog.getByRole("button", { name: "Criar Tag" }).click();
  await expect(toastWith(page, "Tag criada com sucesso!")).toBeVisible();
  await dismissToast(page, "Tag criada com sucesso!");
  await expect(page.getByRole("list", { name: "Tags" })).toContainText(`Tag ${id}`);

  // A receita (yesterday) and a despesa (today, tagged) in that account.
  await openFinanceTab(page, isMobile, "Lançamentos");
  await newEntry(page, {
    tipo: "Receita",
    valor: "250,00",
    descricao: `Diária avulsa ${id}`,
    conta: contaOption,
    data: day(-1),
  });
  await page.getByRole("button", { name: "Novo Lançamento" }).click();
  const entryDialog = page.getByRole("dialog", { name: "Novo Lançamento" });
  await entryDialog.getByRole("radio", { name: "Despesa" }).click();
  await entryDialog.getByLabel("Valor").fill("80,50");
  await entryDialog.getByLabel("Descrição").fill(`Gás ${id}`);
  await choose(page, entryDialog, "Conta bancária", contaOption);
  await entryDialog.getByRole("button", { name: `Tag ${id}` }).click();
  await entryDialog.getByRole("button", { name: "Criar Lançamento" }).click();
  await expect(toastWith(page, "Lançamento criado com sucesso!")).toBeVisible();
  await dismissToast(page, "Lançamento criado com sucesso!");

  // Only this account's entries from here on.
  if (isMobile) await page.getByRole("button", { name: /^Filtros/ }).click();
  await choose(page, page, "Conta", contaOption);
  await expect(entries(page, isMobile)).toHaveCount(2);
  const receita = entry(page, isMobile, `Diária avulsa ${id}`);
  await expect(receita).toContainText("+ R$ 250,00");
  await expect(receita).toContainText(br(day(-1)));
  await expect(receita).toContainText("Recebido");
  await expect(receita.getByText("+ R$ 250,00")).toHaveClass(/text-emerald-700/);
  const despesa = entry(page, isMobile, `Gás ${id}`);
  await expect(despesa).toContainText("− R$ 80,50");
  await expect(despesa).toContainText(`Tag ${id}`);
  await expect(despesa).toContainText("Pago");
  await expect(despesa.getByText("− R$ 80,50")).toHaveClass(/text-red-700/);
  await expectNoHorizontalPageScroll(page);

  await openFinanceTab(page, isMobile, "Contas Bancárias");
  await expect(saldoOf(page, conta)).toHaveText("R$ 1.169,50");

  // A bill due in ten days: pending, outside the balance until 'Dar baixa'.
  await openFinanceTab(page, isMobile, "Lançamentos");
  await newEntry(page, {
    tipo: "Despesa",
    valor: "300,00",
    descricao: `Lavanderia ${id}`,
    conta: contaOption,
    vencimento: day(10),
  });
  const bill = entry(page, isMobile, `Lavanderia ${id}`);
  await expect(bill).toContainText("Pendente");
  await expect(bill).toContainText(`Vence ${br(day(10))}`);
  await screenshot(page, `${project}-money-entries`, { fullPage: true });
  await openFinanceTab(page, isMobile, "Contas Bancárias");
  await expect(saldoOf(page, conta)).toHaveText("R$ 1.169,50");

  await openFinanceTab(page, isMobile, "Lançamentos");
  await bill.getByRole("button", { name: /^Ações do lançamento/ }).click();
  await page.getByRole("menuitem", { name: "Dar baixa" }).click();
  const settle = page.getByRole("dialog", { name: "Dar baixa" });
  await expect(settle.getByLabel("Data do pagamento")).toHaveValue(br(day(0)));
  await settle.getByRole("button", { name: "Dar baixa" }).click();
  await expect(toastWith(page, "Baixa registrada com sucesso")).toBeVisible();
  await dismissToast(page, "Baixa registrada com sucesso");
  await expect(bill).toContainText("Pago");
  await expect(bill).not.toContainText("Pendente");
  await openFinanceTab(page, isMobile, "Contas Bancárias");
  await expect(saldoOf(page, conta)).toHaveText("R$ 869,50");

  // Sorting: the route's path carries it; a first choice of a column is descending, the second ascending.
  const sortsRead = new Set<string>();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/lancamentos-financeiros/"))
      sortsRead.add(path.slice("/api/lancamentos-financeiros/".length));
  });
  await openFinanceTab(page, isMobile, "Lançamentos");
  await expect(entries(page, isMobile)).toHaveCount(3);
  const first = entries(page, isMobile).first();
  const last = entries(page, isMobile).last();
  await sortBy(page, isMobile, "Valor", "desc");
  await expect(first).toContainText("R$ 300,00");
  await expect(last).toContainText("R$ 80,50");
  if (!isMobile) {
    const header = page.getByRole("table", { name: "Lançamentos" }).getByRole("button", { name: /^Valor/ });
    await expect(header).toHaveAttribute("data-sort", "desc");
  }
  await sortBy(page, isMobile, "Valor", "asc");
  await expect(first).toContainText("R$ 80,50");
  await expect(last).toContainText("R$ 300,00");
  if (!isMobile) {
    const header = page.getByRole("table", { name: "Lançamentos" }).getByRole("button", { name: /^Valor/ });
    await expect(header).toHaveAttribute("data-sort", "asc");
  }
  await sortBy(page, isMobile, "Tipo", "desc");
  await expect(first).toContainText("Receita");
  await sortBy(page, isMobile, "Tipo", "asc");
  await expect(first).toContainText("Despesa");
  await expect(last).toContainText("Receita");
  await sortBy(page, isMobile, "Data", "desc");
  await expect(last).toContainText(`Diária avulsa ${id}`);
  await sortBy(page, isMobile, "Data", "asc");
  await expect(first).toContainText(`Diária avulsa ${id}`);
  await expect(page).toHaveURL(/ordem=data-asc/);
  expect([...sortsRead].sort()).toEqual(["data/asc", "tipo/asc", "tipo/desc", "valor/asc", "valor/desc"]);
});

test("a PIX payment from the dashboard: QR code, the recent transactions, the folio and the reservation paid, the receipt", async ({
  page,
  arrange,
  money,
  isMobile,
  context,
}, testInfo) => {
  const id = uid(testInfo);
  const project = testInfo.project.name;
  await money.pousada();
  const pixKey = crypto.randomUUID();
  const conta = await money.conta({
    nome: `PIX ${id}`,
    banco: "Banco Teste",
    pixTipo: "aleatoria",
    pixChave: pixKey,
  });
  const room = await arrange.room({ pricePerNight: "150.00" });
  const guest = await money.guestWithCpf("Helena");
  const reservation = await arrange.reservation(guest, room, day(-1), day(2));
  await arrange.checkIn(reservation);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto("/");
  await page
    .getByRole("region", { name: "Ações Rápidas" })
    .getByRole("button", { name: "Registrar Pagamento" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await dialog.getByRole("searchbox", { name: "Buscar hospedagem por hóspede ou quarto" }).fill(room.number);
  await dialog.getByRole("button", { name: new RegExp(guest.fullName) }).click();
  const chosen = dialog.getByTestId("chosen-stay");
  await expect(chosen).toContainText(guest.fullName);
  await expect(chosen).toContainText(`Quarto ${room.number}`);
  await expect(chosen).toContainText("SaldoR$ 450,00");
  await expect(dialog.getByLabel("Valor")).toHaveValue("450,00");
  await choose(page, dialog, "Forma de pagamento", "PIX");
  await choose(page, dialog, "Conta de destino", `${conta.nome} — Banco Teste`);
  await dialog.getByLabel("Descrição (opcional)").fill(`Hospedagem ${id}`);

  // The static code of the amount due into the account's key, drawn as an image, and its copy-and-paste text.
  const qr = dialog.getByRole("img", { name: "QR Code PIX de R$ 450,00" });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml/);
  const code = dialog.getByLabel("Código PIX Copia e Cola");
  await expect(code).toHaveValue(/^000201/);
  await expect(code).toHaveValue(new RegExp(`0014br\\.gov\\.bcb\\.pix0136${pixKey}`));
  await expect(code).toHaveValue(/5406450\.00/);
  await expect(code).toHaveValue(/5802BR/);
  await expect(code).toHaveValue(/6304[0-9A-F]{4}$/);
  await expect(dialog).toContainText("para POUSADA MARE ALTA");
  await dialog.getByRole("button", { name: "Copiar código" }).click();
  await expect(dialog.getByRole("button", { name: "Código copiado!" })).toBeVisible();
  await screenshot(page, `${project}-money-pix-dialog`);

  await dialog.getByRole("button", { name: "Registrar Pagamento" }).click();
  await expect(toastWith(page, "Pagamento registrado com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page, "Pagamento registrado com sucesso");
  const recent = page
    .getByRole("region", { name: "Transações Recentes" })
    .getByRole("listitem")
    .filter({ hasText: `Hospedagem ${id}` });
  await expect(recent).toContainText("PIX");
  await expect(recent).toContainText("R$ 450,00");

  // The folio at the front desk: paid in full.
  await navigateVia(page, "Check-in/out", isMobile);
  await page.getByRole("tab", { name: /^Hóspedes Ativos/ }).click();
  await page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: guest.fullName })
    .getByRole("button", { name: "Ver Detalhes" })
    .click();
  const stay = page.getByRole("dialog", { name: `Hospedagem de ${guest.fullName}` });
  const folio = stay.getByRole("region", { name: "Conta do hóspede" });
  await expect(folio).toContainText("Pago");
  await expect(folio).toContainText("3 diárias × R$ 150,00");
  await expect(folio).toContainText(`Hospedagem ${id}`);
  await expect(folio.getByTestId("folio-balance")).toHaveText("R$ 0,00");
  await expect(folio.getByRole("button", { name: "Registrar Pagamento" })).toHaveCount(0);
  await screenshot(page, `${project}-money-folio`);
  await stay.getByRole("button", { name: "Fechar" }).first().click();

  // The reservation reads PAGO.
  await page.goto(`/reservations?q=${guest.lastName}`);
  await page.getByRole("button", { name: `Ações para a reserva de ${guest.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Ver" }).click();
  const details = page.getByRole("dialog", { name: `Reserva de ${guest.fullName}` });
  await expect(details).toContainText("PagamentoPago");
  await expect(details.getByRole("region", { name: "Conta do hóspede" }).getByTestId("folio-balance")).toHaveText(
    "R$ 0,00",
  );
  await page.keyboard.press("Escape");

  // The receipt, from the payments of this reservation.
  await page.goto(`/payments?reservationId=${reservation.id}`);
  await expect(page.getByText(`Reserva de ${guest.fullName}`)).toBeVisible();
  const [receipt] = await Promise.all([
    context.waitForEvent("page"),
    (async () => {
      await page.getByRole("button", { name: `Ações do pagamento de ${guest.fullName}` }).click();
      await page.getByRole("menuitem", { name: "Imprimir recibo" }).click();
    })(),
  ]);
  const paper = receipt.getByRole("article", { name: "Recibo de pagamento" });
  await expect(paper).toContainText("RECIBO DE PAGAMENTO");
  await expect(paper.getByTestId("pousada-letterhead")).toContainText(POUSADA.nomeFantasia);
  await expect(paper).toContainText("CNPJ 11.222.333/0001-81");
  await expect(paper).toContainText("Rua da Praia, 45, Centro");
  await expect(paper).toContainText("Paraty/RJ");
  await expect(paper).toContainText("(24) 99876-5432");
  const masked = `***.${guest.cpf.slice(3, 6)}.${guest.cpf.slice(6, 9)}-**`;
  await expect(paper).toContainText(`Recebemos de ${guest.fullName}, CPF ${masked}`);
  const fullCpf = `${guest.cpf.slice(0, 3)}.${guest.cpf.slice(3, 6)}.${guest.cpf.slice(6, 9)}-${guest.cpf.slice(9)}`;
  await expect(paper).not.toContainText(fullCpf);
  await expect(paper.getByTestId("receipt-amount")).toHaveText("R$ 450,00");
  await expect(paper).toContainText("(quatrocentos e cinquenta reais)");
  await expect(paper).toContainText(`no quarto ${room.number}`);
  await expect(paper).toContainText("Forma de pagamentoPIX");
  await expect(paper).toContainText("Assinatura do recebedor");
  await screenshot(receipt, `${project}-money-receipt-a4`, { fullPage: true });
  if (!isMobile) {
    // Printed, each layout fits one page: A4, and the 80 mm roll as long as the receipt.
    await receipt.emulateMedia({ media: "print" });
    const a4 = await receipt.pdf({ preferCSSPageSize: true });
    expect(pdfPages(a4)).toBe(1);
    await receipt.emulateMedia({ media: "screen" });
  }
  await receipt.getByRole("radio", { name: "Bobina 80 mm" }).click();
  await expect(receipt).toHaveURL(/formato=80mm/);
  await expect(receipt.locator("main")).toHaveAttribute("data-format", "80mm");
  await screenshot(receipt, `${project}-money-receipt-80mm`, { fullPage: true });
  if (!isMobile) {
    await receipt.emulateMedia({ media: "print" });
    const roll = await receipt.pdf({ preferCSSPageSize: true });
    expect(pdfPages(roll)).toBe(1);
    // 80 mm wide: 226.77 points.
    expect(pdfWidthPoints(roll)).toBeCloseTo(226.8, 0);
  }
  await receipt.close();
});

test("a check-out with a balance due asks first, and goes ahead once confirmed", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  const room = await arrange.room({ pricePerNight: "150.00" });
  const guest = await arrange.guest("Otávio", { lastName: arrange.lastName("Devedor") });
  const reservation = await arrange.reservation(guest, room, day(-1), day(1));
  await arrange.checkIn(reservation);

  await page.goto("/checkin-checkout");
  await page.getByRole("tab", { name: /^Hóspedes Ativos/ }).click();
  const row = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: guest.fullName });
  await row.getByRole("button", { name: "Ver Detalhes" }).click();
  const stay = page.getByRole("dialog", { name: `Hospedagem de ${guest.fullName}` });
  await expect(stay.getByTestId("folio-balance")).toHaveText("R$ 300,00");
  // The stay runs to tomorrow: the early-departure question comes first, and the dates are kept (docs/product.md §5.5).
  const early = page.getByRole("alertdialog", { name: "Saída antes da data prevista" });
  const checkOutKeepingDates = async () => {
    await stay.getByRole("button", { name: "Fazer Check-out" }).click();
    await early.getByRole("button", { name: "Manter as datas" }).click();
  };
  await checkOutKeepingDates();

  const ask = page.getByRole("alertdialog", { name: "Hóspede com saldo devedor de R$ 300,00" });
  await expect(ask).toBeVisible();
  await screenshot(page, `${testInfo.project.name}-money-balance-due`);
  // Cancelled: the guest is still in the house.
  await ask.getByRole("button", { name: "Cancelar" }).click();
  await expect(ask).toBeHidden();
  await expect(stay).toBeVisible();

  await checkOutKeepingDates();
  await ask.getByRole("button", { name: "Fazer check-out mesmo assim" }).click();
  await expect(toastWith(page, "Check-out realizado com sucesso")).toBeVisible();
  await expect(stay).toBeHidden();
  await expect(row).toHaveCount(0);
});

// ---------------------------------------------------------------- PDF facts, read from the file itself

function pdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

function pdfWidthPoints(pdf: Buffer): number {
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString("latin1"));
  return box ? Number(box[1]) : Number.NaN;
}
