// Produtos e Serviços (docs/product.md §5.8 and §10.3), on desktop and at 390x844: the catalogue (a price
// typed '12,50', a search without accents, sort, filter, tags) and consumption charged to a guest in the house from
// the front desk, with its stock, the folio, its removal and its payment. Rooms, guests and stays are arranged through
// the API (the `arrange` fixture, removed afterwards); products are named for the test and removed (or, once
// consumed, deactivated) when it ends.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { ProductView } from "../../shared/api";
import {
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  navigateVia,
  pousadaDay as day,
  screenshot,
  test,
  toastWith,
  type Arrange,
} from "./fixtures";

/** A word no other product of the run has, for this test's names (each run starts on a fresh database). */
const uniqueWord = (projectName: string) =>
  `${projectName[0]!.toUpperCase()}${String(Date.now() % 1_000_000).padStart(6, "0")}`;

/** Products a test made, removed when it ends (deactivated when a stay consumed them: they stay for the record). */
class Catalogue {
  private readonly ids: string[] = [];
  constructor(private readonly api: APIRequestContext) {}

  async create(body: Record<string, unknown>): Promise<ProductView> {
    const res = await this.api.post("/api/products", { data: body });
    expect(res.status(), await res.text()).toBe(201);
    const product = (await res.json()) as ProductView;
    this.ids.push(product.id);
    return product;
  }

  /** One made through the UI, found by its name. */
  async adopt(name: string) {
    const res = await this.api.get(`/api/products?search=${encodeURIComponent(name)}`);
    for (const product of (await res.json()) as ProductView[]) if (product.name === name) this.ids.push(product.id);
  }

  async cleanUp() {
    for (const id of this.ids) {
      const res = await this.api.delete(`/api/products/${id}`);
      if (res.status() !== 409) {
        expect([204, 404], await res.text()).toContain(res.status());
        continue;
      }
      const list = (await (await this.api.get("/api/products")).json()) as ProductView[];
      const product = list.find((candidate) => candidate.id === id)!;
      const off = await this.api.put(`/api/products/${id}`, { data: { ...fieldsOf(product), isActive: false } });
      expect(off.status(), await off.text()).toBe(200);
    }
  }
}

const fieldsOf = ({ name, description, category, price, costPrice, unit, tags }: ProductView) => ({
  name,
  description,
  category,
  price,
  costPrice,
  unit,
  tags,
});

const catalogueTest = test.extend<{ catalogue: Catalogue }>({
  catalogue: async ({ page }, use) => {
    const catalogue = new Catalogue(page.request);
    try {
      await use(catalogue);
    } finally {
      await catalogue.cleanUp();
    }
  },
});

// ---------------------------------------------------------------- the UI's parts

async function openCatalogue(page: Page, isMobile: boolean) {
  await page.goto("/");
  await navigateVia(page, "Produtos/Serviços", isMobile);
  await expect(page.getByRole("heading", { level: 1, name: "Produtos e Serviços" })).toBeVisible();
}

/** The catalogue's cards (the tag chips inside them are list items too). */
const cards = (page: Page) => page.getByRole("list", { name: "Produtos e serviços" }).getByTestId("product-card");
const card = (page: Page, name: string): Locator =>
  cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar por nome ou descrição" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A guest in the house for two nights at R$ 150,00 (R$ 300,00), checked in now. */
async function guestInTheHouse(arrange: Arrange) {
  const room = await arrange.room({ pricePerNight: "150.00" });
  const guest = await arrange.guest("Bianca", { lastName: arrange.lastName("Frigobar") });
  const reservation = await arrange.reservation(guest, room, day(0), day(2));
  await arrange.checkIn(reservation);
  return reservation;
}

async function openStayDetails(page: Page, isMobile: boolean, guestName: string) {
  await page.goto("/checkin-checkout");
  await page.getByRole("tab", { name: /^Hóspedes Ativos/ }).click();
  const row = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: guestName });
  return row;
}

// ---------------------------------------------------------------- scenarios

catalogueTest(
  "the catalogue: a price typed '12,50', found without accents, sorted, filtered and tagged",
  async ({ page, catalogue, isMobile }, testInfo) => {
    const word = uniqueWord(testInfo.project.name);
    const special = `Açaí Especial ${word}`;
    const simple = `Açaí Simples ${word}`;
    await catalogue.create({ name: simple, category: "food", price: 900, unit: "tigela", stock: "3", tags: [] });
    await openCatalogue(page, isMobile);
    await expect(page.getByRole("region", { name: "Resumo do catálogo" })).toContainText("Total de Itens");

    // Created through the dialog, the price typed with a comma.
    await page.getByRole("button", { name: "Novo Item" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Novo Produto/Serviço" });
    await dialog.getByLabel("Nome *").fill(special);
    await chooseOption(page, dialog.getByRole("combobox", { name: "Categoria *" }), "Alimentação");
    await dialog.getByLabel("Preço (R$) *").fill("12,50");
    await dialog.getByLabel("Preço de custo (R$)").fill("5.00");
    await dialog.getByLabel("Unidade").fill("tigela");
    await dialog.getByLabel("Estoque", { exact: true }).fill("8");
    await dialog.getByPlaceholder("Digite e pressione Enter").fill("sobremesa");
    await dialog.getByPlaceholder("Digite e pressione Enter").press("Enter");
    await dialog.getByLabel("Descrição").fill("Com granola e banana, na tigela de 500 ml.");
    await dialog.getByRole("button", { name: "Criar Item" }).click();
    await expect(toastWith(page, "Produto/Serviço criado com sucesso")).toBeVisible();
    await expect(dialog).toBeHidden();
    await catalogue.adopt(special);
    await dismissToast(page, "Produto/Serviço criado com sucesso");

    // Found without accents or capitals, in the URL for a reload.
    await search(page, `acai especial ${word.toLowerCase()}`);
    await expect(cards(page)).toHaveCount(1);
    const created = card(page, special);
    for (const text of ["Alimentação", "R$ 12,50", "R$ 5,00", "tigela", "8", "sobremesa"]) {
      await expect(created).toContainText(text);
    }
    await page.reload();
    await expect(cards(page)).toHaveCount(1);

    // Sorted by price, both ways.
    await search(page, word);
    await expect(cards(page)).toHaveCount(2);
    await chooseOption(page, page.getByRole("combobox", { name: "Ordenar por" }), "Preço");
    await expect(cards(page).first()).toContainText(simple);
    await page.getByRole("button", { name: /^Ordem crescente/ }).click();
    await expect(cards(page).first()).toContainText(special);
    await expect(page).toHaveURL(/ordem=price/);
    await expect(page).toHaveURL(/direcao=desc/);

    // Filtered by category: neither is a drink.
    const category = page.getByRole("combobox", { name: "Categoria" });
    await chooseOption(page, category, "Bebida");
    await expect(page.getByText("Nenhum item encontrado")).toBeVisible();
    await chooseOption(page, category, "Alimentação");
    await expect(cards(page)).toHaveCount(2);
    // A low stock (3) is marked; 8 is not.
    await expect(card(page, simple)).toContainText("(baixo)");
    await expect(created).not.toContainText("(baixo)");

    // Tags: added inline with Enter, a repeat ignored, one removed; saved at once.
    const tagField = created.getByRole("textbox", { name: `Nova etiqueta para ${special}` });
    await tagField.fill("gelado");
    await tagField.press("Enter");
    await expect(created.getByRole("list", { name: "Etiquetas" })).toContainText("gelado");
    await tagField.fill("GELADO");
    await created.getByRole("button", { name: `Adicionar etiqueta a ${special}` }).click();
    await created.getByRole("button", { name: "Remover etiqueta sobremesa" }).click();
    await expect(created.getByRole("list", { name: "Etiquetas" }).getByRole("listitem")).toHaveText(["gelado"]);
    await expectNoHorizontalPageScroll(page);
    await screenshot(page, `products-catalogue-${testInfo.project.name}`);
    await page.reload();
    await expect(card(page, special).getByRole("list", { name: "Etiquetas" }).getByRole("listitem")).toHaveText([
      "gelado",
    ]);
  },
);

catalogueTest(
  "consumption: two units charged to a guest in the house, on the bill and off the shelf, then paid",
  async ({ page, arrange, catalogue, isMobile }, testInfo) => {
    const word = uniqueWord(testInfo.project.name);
    const coconut = `Água de coco ${word}`;
    await catalogue.create({ name: coconut, category: "beverage", price: 800, stock: "10", unit: "garrafa" });
    const conta = await page.request.post("/api/contas-bancarias", {
      data: { nome: `Caixa ${word}`, tipo: "caixa", saldoInicial: "0" },
    });
    expect(conta.status(), await conta.text()).toBe(201);
    const stay = await guestInTheHouse(arrange);

    // 'Lançar Consumo' on the guest's row: searched without the accent, two units.
    const row = await openStayDetails(page, isMobile, stay.guest.fullName);
    await row.getByRole("button", { name: "Lançar Consumo" }).click();
    const order = page.getByRole("dialog", { name: "Lançar Consumo" });
    await expect(order).toContainText(`Quarto ${stay.room.number} · ${stay.guest.fullName}`);
    await order.getByRole("searchbox").fill(`agua de coco ${word.toLowerCase()}`);
    await order.getByRole("button", { name: `Adicionar ${coconut}, R$ 8,00` }).click();
    await order.getByRole("button", { name: `Aumentar ${coconut}` }).click();
    await expect(order.getByRole("spinbutton", { name: `Quantidade de ${coconut}` })).toHaveValue("2");
    await expect(order).toContainText("Total: R$ 16,00");
    await screenshot(page, `products-charge-${testInfo.project.name}`);
    await order.getByRole("button", { name: "Lançar R$ 16,00" }).click();
    await expect(toastWith(page, "2 itens lançados com sucesso")).toBeVisible();
    await expect(order).toBeHidden();

    // The stay's bill: the nights and the two units, the balance grown by R$ 16,00.
    await row.getByRole("button", { name: "Ver Detalhes" }).click();
    const details = page.getByRole("dialog", { name: `Hospedagem de ${stay.guest.fullName}` });
    const bill = details.getByRole("region", { name: "Itens da conta" });
    await expect(bill.getByRole("listitem").filter({ hasText: coconut })).toContainText("2 × R$ 8,00");
    await expect(bill.getByRole("listitem").filter({ hasText: coconut })).toContainText("R$ 16,00");
    await expect(details.getByTestId("folio-balance")).toHaveText("R$ 316,00");

    // Paid in cash, in full: the bill reads Pago and nothing is due.
    await details.getByRole("button", { name: "Registrar Pagamento" }).click();
    const payment = page.getByRole("dialog", { name: "Registrar Pagamento" });
    await expect(payment.getByLabel("Valor")).toHaveValue("316,00");
    await chooseOption(page, payment.getByRole("combobox", { name: "Forma de pagamento" }), "Dinheiro");
    await chooseOption(page, payment.getByRole("combobox", { name: "Conta de destino" }), `Caixa ${word}`);
    await payment.getByRole("button", { name: "Registrar Pagamento" }).click();
    await expect(toastWith(page, "Pagamento registrado com sucesso")).toBeVisible();
    await expect(details.getByTestId("folio-balance")).toHaveText("R$ 0,00");
    await expect(details.getByRole("region", { name: "Conta do hóspede" })).toContainText("Pago");
    await screenshot(page, `products-folio-paid-${testInfo.project.name}`);
    await page.keyboard.press("Escape");

    // Off the shelf: 10 - 2.
    await openCatalogue(page, isMobile);
    await search(page, coconut);
    await expect(card(page, coconut)).toContainText("Estoque8");
  },
);

catalogueTest(
  "a line charged by mistake is removed from the bill by its clerk, and the stock goes back",
  async ({ page, arrange, catalogue, isMobile }, testInfo) => {
    const word = uniqueWord(testInfo.project.name);
    const beer = `Cerveja ${word}`;
    const product = await catalogue.create({ name: beer, category: "beverage", price: 1500, stock: "6" });
    const stay = await guestInTheHouse(arrange);
    const charged = await page.request.post("/api/product-consumption", {
      data: { reservationId: stay.id, productId: product.id, quantity: 3 },
    });
    expect(charged.status(), await charged.text()).toBe(201);

    const row = await openStayDetails(page, isMobile, stay.guest.fullName);
    await row.getByRole("button", { name: "Ver Detalhes" }).click();
    const details = page.getByRole("dialog", { name: `Hospedagem de ${stay.guest.fullName}` });
    await expect(details.getByTestId("folio-balance")).toHaveText("R$ 345,00");
    await details.getByRole("button", { name: `Remover 3 × ${beer}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remover consumo" });
    await expect(confirm).toContainText(`Tem certeza que deseja remover "3 × ${beer}" da conta?`);
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(toastWith(page, "Consumo removido com sucesso")).toBeVisible();
    await expect(details.getByTestId("folio-balance")).toHaveText("R$ 300,00");
    await expect(details.getByRole("region", { name: "Itens da conta" })).not.toContainText(beer);
    await page.keyboard.press("Escape");

    await openCatalogue(page, isMobile);
    await search(page, beer);
    await expect(card(page, beer)).toContainText("Estoque6");
  },
);

catalogueTest(
  "an item any stay consumed is not deleted: the owner is told to deactivate it",
  async ({ page, arrange, catalogue, isMobile }, testInfo) => {
    const word = uniqueWord(testInfo.project.name);
    const towel = `Toalha extra ${word}`;
    const product = await catalogue.create({ name: towel, category: "amenity", price: 2000, stock: "0" });
    const stay = await guestInTheHouse(arrange);
    const out = await page.request.post("/api/product-consumption", {
      data: { reservationId: stay.id, productId: product.id, quantity: 1 },
    });
    expect(out.status()).toBe(409);
    expect(((await out.json()) as { message: string }).message).toBe(`Estoque insuficiente de ${towel}: restam 0`);
    await page.request.post(`/api/products/${product.id}/stock-entries`, { data: { quantity: "2", unitCost: 900 } });
    await page.request.post("/api/product-consumption", {
      data: { reservationId: stay.id, productId: product.id, quantity: 1 },
    });

    await openCatalogue(page, isMobile);
    await search(page, towel);
    await expect(card(page, towel)).toContainText("(baixo)");
    await card(page, towel)
      .getByRole("button", { name: `Excluir ${towel}` })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Tem certeza que deseja excluir "${towel}"? Esta ação não pode ser desfeita.`);
    await confirm.getByRole("button", { name: "Excluir" }).click();
    const refusal = toastWith(page, "Erro ao excluir produto/serviço");
    await expect(refusal).toContainText(
      "Este item já foi consumido e não pode ser excluído. Desative-o em vez de excluir.",
    );
    await expect(card(page, towel)).toBeVisible();
  },
);
