// Scenario 3 and 6: the room register through the UI (Rooms page and the Settings tab it hands over to). Rooms the
// scenario does not create itself come from the `arrange` fixture, which removes them however the test ends.
import type { Locator, Page } from "@playwright/test";
import type { Room } from "../../shared/api";
import {
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  navigateVia,
  screenshot,
  test,
  toastWith,
  type Wire,
} from "./fixtures";

const roomRow = (table: Locator, number: string) =>
  table.getByRole("row").filter({ has: table.page().getByRole("cell", { name: number, exact: true }) });
const roomCard = (list: Locator, number: string) => list.getByRole("group", { name: `Quarto ${number}`, exact: true });

/** A room in the Rooms page's 'Todos os quartos': its table row (starting with the number) or, on a phone, its card. */
const roomOnRoomsPage = (page: Page, isMobile: boolean, number: string) =>
  isMobile ? roomCard(page.getByRole("list", { name: "Quartos" }), number) : roomRow(page.getByRole("table"), number);

/** A room in Settings' Quartos/Suítes register: its table row or, on a phone, its card. */
const roomInSettings = (page: Page, isMobile: boolean, number: string) =>
  isMobile
    ? roomCard(page.getByRole("list", { name: "Quartos e suítes" }), number)
    : roomRow(page.getByRole("table"), number);

/** Chooses one of a room's actions in its '⋯' menu (Editar, Ver, Excluir). */
async function chooseRoomAction(room: Locator, number: string, action: "Editar" | "Ver" | "Excluir") {
  await room.getByRole("button", { name: `Ações para o quarto ${number}` }).click();
  await room.page().getByRole("menuitem", { name: action, exact: true }).click();
}

/** The count card of one status on the Rooms page ('Resumo dos quartos'): "<count> <label>". */
const summaryCard = (page: Page, label: string) =>
  page.getByRole("region", { name: "Resumo dos quartos" }).locator("[data-slot=card]").filter({ hasText: label });

async function summaryCount(page: Page, label: string): Promise<number> {
  const text = (await summaryCard(page, label).innerText()).replace(/\s+/g, " ");
  const match = new RegExp(`^(\\d+) ${label}$`).exec(text.trim());
  if (!match) throw new Error(`Unexpected summary card text: ${text}`);
  return Number(match[1]);
}

test("create, change status, edit, refuse a duplicate and delete a room", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  // Created in the UI below; removed by the fixture too if the test stops before its own 'Excluir'.
  const number = arrange.roomNumber();
  const project = testInfo.project.name;

  // Rooms page -> 'Novo Quarto' hands over to Settings with the creation dialog open.
  await page.goto("/rooms");
  await expect(page.getByRole("heading", { level: 1, name: "Gestão de Quartos" })).toBeVisible();
  await page.getByRole("link", { name: "Novo Quarto" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/settings");

  const createDialog = page.getByRole("dialog", { name: "Novo Quarto" });
  await expect(createDialog).toBeVisible();
  await createDialog.getByLabel("Número").fill(number);
  await createDialog.getByLabel("Tipo").click();
  await page.getByRole("option", { name: "Suíte" }).click();
  await expect(createDialog.getByLabel("Tipo")).toHaveText("Suíte");
  await createDialog.getByLabel("Capacidade").fill("3");
  await createDialog.getByLabel("Preço por Noite").pressSequentially("189,90");
  await createDialog.getByLabel("Descrição").fill("Vista para o mar, cama king.");
  await screenshot(createDialog, `${project}-settings-new-room-dialog`);
  await createDialog.getByRole("button", { name: "Criar Quarto" }).click();
  await expect(toastWith(page, "Quarto criado com sucesso")).toBeVisible();
  await expect(createDialog).toBeHidden();
  await dismissToast(page, "Quarto criado com sucesso");

  // The dialog sat on Settings' Quartos/Suítes tab, which lists the new room too.
  await expect(page.getByRole("heading", { level: 1, name: "Configurações do Sistema" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Quartos/Suítes" })).toHaveAttribute("aria-selected", "true");
  const settingsRow = roomInSettings(page, isMobile, number);
  await expect(settingsRow).toContainText("Suíte");
  await expect(settingsRow).toContainText("3 pessoas");
  await expect(settingsRow).toContainText("R$ 189,90");
  await expect(settingsRow).toContainText("Livre");
  await expectNoHorizontalPageScroll(page);

  // Back on the Rooms page (in-app navigation: the list must have been refreshed, not reloaded).
  await navigateVia(page, "Quartos", isMobile);
  await expect(page).toHaveURL((url) => url.pathname === "/rooms");
  const row = roomOnRoomsPage(page, isMobile, number);
  await expect(row).toBeVisible();
  await expect(row).toContainText("Suíte");
  await expect(row).toContainText("R$ 189,90");
  await expect(page.getByRole("button", { name: `Ver detalhes do quarto ${number}` })).toBeVisible();

  // Inline status change to Limpeza moves the Limpeza count.
  const cleaningBefore = await summaryCount(page, "Limpeza");
  const statusSelect = row.getByRole("combobox", { name: `Status do quarto ${number}` });
  await expect(statusSelect).toHaveText("Livre");
  await statusSelect.click();
  await page.getByRole("option", { name: "Limpeza" }).click();
  await expect(toastWith(page, "Status do quarto atualizado")).toBeVisible();
  await expect(statusSelect).toHaveText("Limpeza");
  await expect(summaryCard(page, "Limpeza")).toHaveText(new RegExp(`^\\s*${cleaningBefore + 1}\\s*Limpeza\\s*$`));
  await dismissToast(page, "Status do quarto atualizado");
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, `${project}-rooms-page`, { fullPage: true });

  // Editar hands the room over to Settings' 'Editar Quarto' dialog, prefilled.
  await chooseRoomAction(row, number, "Editar");
  await expect(page).toHaveURL((url) => url.pathname === "/settings");
  const editDialog = page.getByRole("dialog", { name: "Editar Quarto" });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel("Número")).toHaveValue(number);
  await expect(editDialog.getByLabel("Tipo")).toHaveText("Suíte");
  await expect(editDialog.getByLabel("Capacidade")).toHaveValue("3");
  await expect(editDialog.getByLabel("Preço por Noite")).toHaveValue("189,90");
  await expect(editDialog.getByLabel("Descrição")).toHaveValue("Vista para o mar, cama king.");
  await screenshot(editDialog, `${project}-settings-edit-room-dialog`);
  // A price with a thousands dot and no centavos could be mil e duzentos or 1,20: the field says what to type.
  await editDialog.getByLabel("Preço por Noite").fill("1.200");
  await editDialog.getByRole("button", { name: "Atualizar Quarto" }).click();
  await expect(editDialog.getByText("Valor inválido. Use o formato 1.200,00")).toBeVisible();
  // The price as the app itself prints it, thousands dot and all.
  await editDialog.getByLabel("Preço por Noite").fill("R$ 1.210,50");
  await editDialog.getByRole("button", { name: "Atualizar Quarto" }).click();
  await expect(toastWith(page, "Quarto atualizado com sucesso")).toBeVisible();
  await expect(editDialog).toBeHidden();
  await dismissToast(page, "Quarto atualizado com sucesso");
  // The new price shows, and the edit kept the status set from the list.
  await expect(settingsRow).toContainText("R$ 1.210,50");
  await expect(settingsRow).toContainText("Limpeza");

  // A second room with the same number is refused with the destructive notice; the dialog stays open.
  await page.getByRole("button", { name: "Novo Quarto" }).click();
  const duplicateDialog = page.getByRole("dialog", { name: "Novo Quarto" });
  await expect(duplicateDialog.getByLabel("Número")).toHaveValue("");
  await duplicateDialog.getByLabel("Número").fill(number);
  await duplicateDialog.getByLabel("Preço por Noite").fill("99,00");
  await duplicateDialog.getByRole("button", { name: "Criar Quarto" }).click();
  const errorToast = toastWith(page, "Erro ao criar quarto");
  await expect(errorToast).toBeVisible();
  await expect(errorToast).toHaveClass(/destructive/);
  await expect(errorToast).toContainText("Já existe um quarto com este número.");
  await expect(duplicateDialog).toBeVisible();
  await expect(duplicateDialog.getByRole("alert")).toHaveText("Já existe um quarto com este número.");
  await duplicateDialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(duplicateDialog).toBeHidden();
  await dismissToast(page, "Erro ao criar quarto");
  await expect(roomInSettings(page, isMobile, number)).toHaveCount(1);

  // Excluir asks first, then removes the row.
  await navigateVia(page, "Quartos", isMobile);
  await expect(row).toContainText("R$ 1.210,50");
  await chooseRoomAction(row, number, "Excluir");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Tem certeza que deseja excluir o quarto ${number}? Esta ação não pode ser desfeita.`,
  );
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastWith(page, "Quarto excluído com sucesso")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
});

test("the room form refuses missing fields and an out-of-range capacity without calling the server", async ({
  page,
}) => {
  await page.goto("/settings?tab=rooms");
  await page.getByRole("button", { name: "Novo Quarto" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Quarto" });
  await expect(dialog).toBeVisible();

  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/rooms") posted = true;
  });
  await dialog.getByLabel("Capacidade").fill("11");
  await dialog.getByRole("button", { name: "Criar Quarto" }).click();
  await expect(dialog.getByRole("alert")).toHaveText([
    "Número do quarto é obrigatório",
    "Capacidade deve ser entre 1 e 10",
    "Preço é obrigatório",
  ]);
  await expect(dialog.getByLabel("Número")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);

  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});

test("double-clicking a row (on a phone: the card's Editar) opens the room for editing in Settings", async ({
  page,
  arrange,
  isMobile,
}) => {
  const room = await arrange.room({ pricePerNight: "120.00" });
  await page.goto("/rooms");
  const item = roomOnRoomsPage(page, isMobile, room.number);
  if (isMobile) await chooseRoomAction(item, room.number, "Editar");
  else await item.getByRole("cell", { name: room.number, exact: true }).dblclick();
  const editDialog = page.getByRole("dialog", { name: "Editar Quarto" });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel("Número")).toHaveValue(room.number);
  await expect(editDialog.getByLabel("Preço por Noite")).toHaveValue("120,00");
  await editDialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(editDialog).toBeHidden();
});

test("cancelling a delete keeps the room", async ({ page, arrange, isMobile }) => {
  const room = await arrange.room();
  await page.goto("/rooms");
  const row = roomOnRoomsPage(page, isMobile, room.number);
  await chooseRoomAction(row, room.number, "Excluir");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
});

test("with no rooms both lists show the empty state", async ({ page }) => {
  // The database is shared by every spec, and a room that has had a guest can never be deleted (its stay is kept
  // for the record): the empty register is served by the test.
  await page.route("**/api/rooms", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: [] satisfies Wire<Room>[] }) : route.continue(),
  );

  await page.goto("/rooms");
  await expect(page.getByText("Nenhum quarto cadastrado")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  await page.goto("/settings?tab=rooms");
  await expect(page.getByRole("tab", { name: "Quartos/Suítes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Nenhum quarto cadastrado")).toBeVisible();
});

test("a room's '⋯' menu works from the keyboard and exists only once opened", async ({ page, arrange, isMobile }) => {
  const room = await arrange.room();
  await page.goto("/rooms");
  const item = roomOnRoomsPage(page, isMobile, room.number);
  await expect(item).toBeVisible();
  await expect(page.locator("[data-slot=dropdown-menu-content]")).toHaveCount(0);

  const trigger = item.getByRole("button", { name: `Ações para o quarto ${room.number}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Editar", "Ver", "Excluir"]);
  await expect(menu.getByRole("menuitem", { name: "Editar" })).toBeFocused();
  await expect(menu.getByRole("menuitem", { name: "Excluir" })).toHaveAttribute("data-variant", "destructive");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Excluir" })).toBeFocused();
  await page.keyboard.press("Enter");

  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Tem certeza que deseja excluir o quarto ${room.number}?`);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
});
