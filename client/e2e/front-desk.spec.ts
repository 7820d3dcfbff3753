// Issue 5's browser scenario: the Check-in / Check-out screen and housekeeping, on desktop and at 390x844. Rooms,
// guests and confirmed reservations are arranged through the API; check-in, check-out and freeing the room are
// done in the UI. A stay cannot be deleted, so what it touches stays behind (closed, its room free and inactive).
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  navigateVia,
  RoomsApi,
  screenshot,
  test as base,
  toastWith,
  uniqueRoomNumber,
  pousadaDay,
} from "./fixtures";

// ---------------------------------------------------------------- calendar dates, as the pousada counts them

const day = pousadaDay;
/** "2026-03-09" -> "09/03/2026", as the UI shows dates. */
const br = (date: string) => `${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

// ---------------------------------------------------------------- data arranged through the API

interface Arranged {
  room: { id: string; number: string };
  guest: { id: string; phone: string; fullName: string };
  reservation: { id: string };
}

const ROOM_SEED = { type: "standard", capacity: 2, pricePerNight: "150.00" } as const;

let sequence = 0;
/** An 11-digit mobile number no other guest of the run has (area code 31: other specs use 11 and 21). */
function uniquePhone(project: string) {
  sequence = (sequence + 1) % 100;
  const time = String(Date.now() % 100_000).padStart(5, "0");
  return `319${project === "mobile" ? 2 : 1}${time}${String(sequence).padStart(2, "0")}`;
}

/** One test's rooms, guests and reservations, and their removal (or retirement, once a stay points at them). */
class FrontDesk {
  private readonly made: Arranged[] = [];
  private readonly rooms: RoomsApi;

  constructor(
    private readonly api: APIRequestContext,
    private readonly project: string,
  ) {
    this.rooms = new RoomsApi(api);
  }

  /** A room, a guest and a confirmed reservation of that room from `from` to `to` (calendar dates). */
  async booking(firstName: string, from: string, to: string, numberOfGuests = 1): Promise<Arranged> {
    const room = await this.rooms.create({ ...ROOM_SEED, number: uniqueRoomNumber(this.project) });
    const lastName = `Recepcao${this.project[0].toUpperCase()}${Date.now() % 1_000_000}`;
    const phone = uniquePhone(this.project);
    const guestRes = await this.api.post("/api/guests", { data: { firstName, lastName, phone } });
    expect(guestRes.status(), await guestRes.text()).toBe(201);
    const guest = (await guestRes.json()) as { id: string; phone: string };
    const res = await this.api.post("/api/reservations", {
      data: {
        guestId: guest.id,
        roomId: room.id,
        checkInDate: from,
        checkOutDate: to,
        numberOfGuests,
        status: "confirmed",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const arranged = { room, guest: { ...guest, fullName: `${firstName} ${lastName}` }, reservation: await res.json() };
    this.made.push(arranged);
    return arranged;
  }

  /** "Another desk" checked the guest in. */
  async checkIn({ reservation, guest, room }: Arranged) {
    const res = await this.api.post("/api/checkinout", {
      data: { reservationId: reservation.id, guestId: guest.id, roomId: room.id },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  async setRoomStatus(roomId: string, status: string) {
    const res = await this.api.patch(`/api/rooms/${roomId}/status`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }

  async cleanUp() {
    const stays = (await (await this.api.get("/api/checkinout")).json()) as Array<{
      id: string;
      reservationId: string;
      checkOutTime: string | null;
    }>;
    for (const { room, guest, reservation } of this.made) {
      const stay = stays.find((s) => s.reservationId === reservation.id);
      if (!stay) {
        expect((await this.api.delete(`/api/reservations/${reservation.id}`)).status()).toBe(204);
        await this.rooms.remove(room.id);
        expect((await this.api.delete(`/api/guests/${guest.id}`)).status()).toBe(204);
        continue;
      }
      // Kept for the record, but out of everyone's way: the stay closed, the room free and no longer active.
      if (!stay.checkOutTime) await this.api.put(`/api/checkinout/${stay.id}`, { data: {} });
      await this.setRoomStatus(room.id, "available");
      const retired = { ...ROOM_SEED, number: room.number, description: null, isActive: false, amenities: null };
      const retire = await this.api.put(`/api/rooms/${room.id}`, { data: retired });
      expect(retire.status(), await retire.text()).toBe(200);
    }
  }
}

const test = base.extend<{ desk: FrontDesk }>({
  desk: async ({ page }, use, testInfo) => {
    const desk = new FrontDesk(page.request, testInfo.project.name);
    await use(desk);
    await desk.cleanUp();
  },
});

// ---------------------------------------------------------------- the UI's parts

async function openFrontDesk(page: Page) {
  await page.goto("/checkin-checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Check-in / Check-out" })).toBeVisible();
}

const tab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label}`) });

/** One row of the open tab: a card on a phone, a table row on a desktop. */
const tabItem = (page: Page, isMobile: boolean, text: string): Locator =>
  page.getByRole("tabpanel").getByRole(isMobile ? "listitem" : "row").filter({ hasText: text });

/** A room on the Rooms page: its card on a phone, its table row on a desktop. */
const roomOnRoomsPage = (page: Page, isMobile: boolean, number: string): Locator =>
  isMobile
    ? page.getByRole("group", { name: `Quarto ${number}`, exact: true })
    : page.getByRole("table").getByRole("row").filter({ has: page.getByRole("cell", { name: number, exact: true }) });

async function expectRoomStatus(page: Page, isMobile: boolean, number: string, label: string) {
  const room = roomOnRoomsPage(page, isMobile, number);
  if (isMobile) await expect(room).toContainText(label);
  else await expect(room.getByRole("combobox", { name: `Status do quarto ${number}` })).toHaveText(label);
}

// ---------------------------------------------------------------- scenarios

test("check-in: a confirmed reservation for today waits, then is a guest in the house", async ({
  page,
  desk,
  isMobile,
}, testInfo) => {
  const project = testInfo.project.name;
  const stay = await desk.booking("Helena", day(0), day(1), 2);

  await openFrontDesk(page);
  const summary = page.getByRole("region", { name: "Resumo da recepção" });
  for (const label of ["Check-ins Pendentes", "Hóspedes Ativos", "Check-outs Hoje", "Total de Registros"]) {
    await expect(summary).toContainText(label);
  }
  await expect(tab(page, "Check-ins Pendentes")).toHaveAttribute("aria-selected", "true");
  const pending = tabItem(page, isMobile, stay.guest.fullName);
  await expect(pending).toContainText(stay.room.number);
  await expect(pending).toContainText(`${br(day(0))} 00:00`);
  await expect(pending).toContainText(isMobile ? "2 hóspedes" : "2");
  await expect(pending).toContainText("Aguardando");
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, `${project}-front-desk-pending`, { fullPage: true });

  // The request is held so the busy button can be seen, and tried again: one check-in only.
  let posts = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/checkinout", async (route) => {
    if (route.request().method() === "POST") {
      posts += 1;
      await held;
    }
    await route.continue();
  });
  await pending.getByRole("button", { name: "Fazer Check-in" }).click();
  const busy = pending.getByRole("button", { name: "Registrando..." });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  release();
  await expect(toastWith(page, "Check-in realizado com sucesso")).toContainText("Sucesso");
  await expect(pending).toHaveCount(0);
  expect(posts).toBe(1);
  await dismissToast(page, "Check-in realizado com sucesso");

  await tab(page, "Hóspedes Ativos").click();
  const active = tabItem(page, isMobile, stay.guest.fullName);
  await expect(active).toContainText("Hospedado");
  await expect(active).toContainText(br(day(0)));
  await expect(active).toContainText(br(day(1)));
  await expect(active).not.toContainText("Atrasado");
  await screenshot(page, `${project}-front-desk-active`, { fullPage: true });

  await active.getByRole("button", { name: "Ver Detalhes" }).click();
  const details = page.getByRole("dialog", { name: `Hospedagem de ${stay.guest.fullName}` });
  await expect(details).toContainText(`(31) ${stay.guest.phone.slice(2, 7)}-${stay.guest.phone.slice(7)}`);
  await expect(details).toContainText(`${stay.room.number} - Standard`);
  await expect(details).toContainText("1 noite");
  await expect(details).toContainText("Total da reservaR$ 150,00");
  await expect(details).toContainText("Nenhum pagamento registrado");
  await expect(details).toContainText("Nenhum consumo registrado");
  await expect(details).toContainText("Saldo a receberR$ 150,00");
  await screenshot(page, `${project}-front-desk-stay-details`);
  await details.getByRole("button", { name: "Fechar" }).first().click();
  await expect(details).toBeHidden();

  await navigateVia(page, "Quartos", isMobile);
  await expectRoomStatus(page, isMobile, stay.room.number, "Ocupado");
});

test("check-out today puts the room in cleaning, and housekeeping frees it in one tap", async ({
  page,
  desk,
  isMobile,
}, testInfo) => {
  const project = testInfo.project.name;
  const stay = await desk.booking("Otávio", day(-1), day(0));
  await desk.checkIn(stay);

  await openFrontDesk(page);
  await tab(page, "Check-outs Hoje").click();
  const due = tabItem(page, isMobile, stay.guest.fullName);
  await expect(due).toContainText("Check-out Hoje");
  await expect(due).not.toContainText("Atrasado");
  await screenshot(page, `${project}-front-desk-check-outs`, { fullPage: true });
  await due.getByRole("button", { name: "Fazer Check-out" }).click();
  await expect(toastWith(page, "Check-out realizado com sucesso")).toContainText("Sucesso");
  await expect(due).toHaveCount(0);
  // On a phone the notice would cover the room card's button until it times out.
  await dismissToast(page, "Check-out realizado com sucesso");
  await tab(page, "Hóspedes Ativos").click();
  await expect(tabItem(page, isMobile, stay.guest.fullName)).toHaveCount(0);

  await navigateVia(page, "Quartos", isMobile);
  await expectRoomStatus(page, isMobile, stay.room.number, "Limpeza");
  const room = roomOnRoomsPage(page, isMobile, stay.room.number);
  await room.scrollIntoViewIfNeeded();
  await screenshot(page, `${project}-rooms-cleaning`);
  await room.getByRole("button", { name: "Marcar como Livre" }).click();
  await expect(toastWith(page, "Status do quarto atualizado")).toContainText("Sucesso");
  await expectRoomStatus(page, isMobile, stay.room.number, "Livre");
  await expect(room.getByRole("button", { name: "Marcar como Livre" })).toHaveCount(0);
});

test("a refused check-in shows the server's reason and keeps the reservation waiting", async ({
  page,
  desk,
  isMobile,
}) => {
  const stay = await desk.booking("Bruna", day(0), day(2));
  await desk.setRoomStatus(stay.room.id, "out_of_order");

  await openFrontDesk(page);
  const pending = tabItem(page, isMobile, stay.guest.fullName);
  await pending.getByRole("button", { name: "Fazer Check-in" }).click();
  const error = toastWith(page, "Erro ao realizar check-in");
  await expect(error).toContainText(`O quarto ${stay.room.number} está fora de ordem.`);
  await expect(error).toHaveClass(/destructive/);
  await expect(pending.getByRole("button", { name: "Fazer Check-in" })).toBeEnabled();
  await expect(pending).toContainText("Aguardando");
});

// ---------------------------------------------------------------- states the shared database cannot promise

/** An overview with nothing in it: the lists depend on what other tests left, so these are served by the test. */
const EMPTY_OVERVIEW = { today: day(0), pendingCheckIns: [], activeStays: [], checkOutsDue: [], totalRecords: 0 };

/** A guest who should have left yesterday (the server refuses to check in a stay that is already over). */
function lateStay() {
  const stamp = new Date(Date.now() - 2 * 86_400_000).toISOString();
  return {
    id: "00000000-0000-4000-8000-000000000001",
    reservationId: "00000000-0000-4000-8000-000000000002",
    guestId: "00000000-0000-4000-8000-000000000003",
    roomId: "00000000-0000-4000-8000-000000000004",
    checkInTime: stamp,
    checkOutTime: null,
    actualCheckInDate: stamp,
    actualCheckOutDate: null,
    notes: null,
    createdAt: stamp,
    updatedAt: stamp,
    guest: { firstName: "Rui", lastName: "Atrasado Teste", phone: "31988887777" },
    room: { number: "L-1", type: "standard" },
    reservation: {
      checkInDate: day(-2),
      checkOutDate: day(-1),
      numberOfGuests: 1,
      totalAmount: "300.00",
      status: "checked_in",
    },
    departsToday: false,
    late: true,
  };
}

test("a failed load offers a retry; empty lists say so", async ({ page }) => {
  let fail = true;
  await page.route("**/api/checkinout/overview", (route) =>
    fail ? route.fulfill({ status: 500, body: "Erro interno" }) : route.fulfill({ json: EMPTY_OVERVIEW }),
  );
  await openFrontDesk(page);
  await expect(page.getByRole("alert")).toContainText("Erro ao carregar os check-ins e check-outs");
  fail = false;
  await page.getByRole("button", { name: "Tentar novamente" }).click();

  const summary = page.getByRole("region", { name: "Resumo da recepção" });
  await expect(summary).toHaveText(/0\s*Check-ins Pendentes\s*0\s*Hóspedes Ativos\s*0\s*Check-outs Hoje\s*0\s*Total/);
  await expect(page.getByRole("tabpanel")).toContainText("Nenhum check-in pendente");
  await tab(page, "Hóspedes Ativos").click();
  await expect(page.getByRole("tabpanel")).toContainText("Nenhum hóspede ativo no momento");
  await tab(page, "Check-outs Hoje").click();
  await expect(page.getByRole("tabpanel")).toContainText("Nenhum check-out programado para hoje");
});

test("a guest past their departure date is flagged 'Atrasado'", async ({ page, isMobile }, testInfo) => {
  const late = lateStay();
  await page.route("**/api/checkinout/overview", (route) =>
    route.fulfill({ json: { ...EMPTY_OVERVIEW, activeStays: [late], checkOutsDue: [late], totalRecords: 1 } }),
  );
  await openFrontDesk(page);
  await tab(page, "Hóspedes Ativos").click();
  const active = tabItem(page, isMobile, "Rui Atrasado Teste");
  await expect(active).toContainText("Hospedado");
  await expect(active).toContainText("Atrasado");
  await expect(active).toContainText(br(day(-1)));
  await tab(page, "Check-outs Hoje").click();
  const due = tabItem(page, isMobile, "Rui Atrasado Teste");
  await expect(due).toContainText("Check-out Hoje");
  await expect(due).toContainText("Atrasado");
  await expect(due.getByRole("button", { name: "Fazer Check-out" })).toBeEnabled();
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, `${testInfo.project.name}-front-desk-late`, { fullPage: true });

  // Its folio: one completed and one pending payment, one consumption; only the completed payment counts.
  const at = late.createdAt;
  await page.route(`**/api/checkinout/${late.id}/folio`, (route) =>
    route.fulfill({
      json: {
        stay: late,
        nights: 1,
        payments: [
          { id: "p1", amount: "100.00", method: "pix", status: "completed", description: "Sinal", createdAt: at },
          { id: "p2", amount: "50.00", method: "cash", status: "pending", description: null, createdAt: at },
        ],
        consumption: [
          { id: "c1", productName: "Água mineral", quantity: 3, unitPrice: 850, totalAmount: 2550, consumedAt: at },
        ],
        paidTotal: "100.00",
        consumedTotalCentavos: 2550,
      },
    }),
  );
  await due.getByRole("button", { name: "Ver Detalhes" }).click();
  const details = page.getByRole("dialog", { name: "Hospedagem de Rui Atrasado Teste" });
  await expect(details).toContainText("Sinal");
  await expect(details).toContainText("PIX");
  await expect(details).toContainText("Dinheiro");
  await expect(details).toContainText("Pendente");
  await expect(details).toContainText("Total pago: R$ 100,00");
  await expect(details).toContainText("3 × Água mineral");
  await expect(details).toContainText("R$ 8,50 cada");
  await expect(details).toContainText("Total consumido: R$ 25,50");
  await expect(details).toContainText("Saldo a receberR$ 225,50");
  await screenshot(page, `${testInfo.project.name}-front-desk-folio`);
});
