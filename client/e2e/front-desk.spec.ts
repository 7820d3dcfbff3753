// The Check-in / Check-out screen and housekeeping (docs/product.md §5.5, §8), on desktop and at 390x844. Rooms,
// guests and confirmed reservations are arranged through the API (the `arrange` fixture, removed afterwards: a stay
// is kept for the record, closed, its room retired); check-in, check-out and freeing the room are done in the UI.
// States the shared database cannot promise (nothing at all, a guest past departure) are answers served by the test.
import type { Locator, Page } from "@playwright/test";
import type { Folio, FrontDeskOverview } from "../../shared/api";
import {
  brDate as br,
  dismissToast,
  expect,
  expectNoHorizontalPageScroll,
  expectNotCutSideways,
  maskedPhone,
  navigateVia,
  pousadaDay as day,
  screenshot,
  test,
  toastWith,
  type Arrange,
  type Wire,
} from "./fixtures";

/** A room, a guest and a confirmed reservation of that room from `from` to `to` (calendar dates). */
async function booking(arrange: Arrange, firstName: string, from: string, to: string, numberOfGuests = 1) {
  const room = await arrange.room();
  const guest = await arrange.guest(firstName, { lastName: arrange.lastName("Recepcao") });
  return arrange.reservation(guest, room, from, to, { numberOfGuests });
}

// ---------------------------------------------------------------- the UI's parts

async function openFrontDesk(page: Page) {
  await page.goto("/checkin-checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Check-in / Check-out" })).toBeVisible();
}

const tab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label}`) });

/** One row of the open tab: a card on a phone, a table row on a desktop. */
const tabItem = (page: Page, isMobile: boolean, text: string): Locator =>
  page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: text });

/** A room on the Rooms page: its card on a phone, its table row on a desktop. */
const roomOnRoomsPage = (page: Page, isMobile: boolean, number: string): Locator =>
  isMobile
    ? page.getByRole("group", { name: `Quarto ${number}`, exact: true })
    : page
        .getByRole("table")
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: number, exact: true }) });

async function expectRoomStatus(page: Page, isMobile: boolean, number: string, label: string) {
  const room = roomOnRoomsPage(page, isMobile, number);
  if (isMobile) await expect(room).toContainText(label);
  else await expect(room.getByRole("combobox", { name: `Status do quarto ${number}` })).toHaveText(label);
}

// ---------------------------------------------------------------- scenarios

test("check-in: a confirmed reservation for today waits, then is a guest in the house", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  const project = testInfo.project.name;
  const stay = await booking(arrange, "Helena", day(0), day(1), 2);

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
  await expect(details).toContainText(maskedPhone(stay.guest.phone));
  await expect(details).toContainText(`${stay.room.number} - Standard`);
  await expect(details).toContainText("1 noite");
  await expect(details).toContainText("Total da reservaR$ 150,00");
  await expect(details).toContainText("Nenhum pagamento registrado");
  await expect(details).toContainText("1 diária × R$ 150,00");
  await expect(details).toContainText("Saldo a receberR$ 150,00");
  // The footer is pinned under the folio: the check-out is in reach without scrolling, at 390x844 too.
  await expect(details.getByRole("button", { name: "Fazer Check-out" })).toBeInViewport({ ratio: 1 });
  await screenshot(page, `${project}-front-desk-stay-details`);
  await details.getByRole("button", { name: "Fechar" }).first().click();
  await expect(details).toBeHidden();

  await navigateVia(page, "Quartos", isMobile);
  await expectRoomStatus(page, isMobile, stay.room.number, "Ocupado");
});

test("check-out today puts the room in cleaning, and housekeeping frees it in one tap", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  const project = testInfo.project.name;
  const stay = await booking(arrange, "Otávio", day(-1), day(0));
  await arrange.checkIn(stay);

  await openFrontDesk(page);
  await tab(page, "Check-outs Hoje").click();
  const due = tabItem(page, isMobile, stay.guest.fullName);
  await expect(due).toContainText("Check-out Hoje");
  // On the departure day a guest is late from the check-out hour (12:00 unless Configurações > Geral says otherwise).
  const pastCheckOutHour =
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Sao_Paulo",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date()) >= "12:00";
  if (pastCheckOutHour) await expect(due).toContainText("Atrasado");
  else await expect(due).not.toContainText("Atrasado");
  await screenshot(page, `${project}-front-desk-check-outs`, { fullPage: true });
  await due.getByRole("button", { name: "Fazer Check-out" }).click();
  // Nobody paid the night: the desk is asked first (money.spec.ts pays it instead).
  const balanceDue = page.getByRole("alertdialog", { name: /^Hóspede com saldo devedor de R\$/ });
  await expect(balanceDue).toBeVisible();
  // Its three buttons and its text fit: nothing is cut off and the dialog does not scroll sideways.
  await expect(balanceDue.getByRole("button", { name: "Registrar Pagamento" })).toBeVisible();
  await expectNotCutSideways(balanceDue);
  await balanceDue.getByRole("button", { name: "Fazer check-out mesmo assim" }).click();
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
  arrange,
  isMobile,
}) => {
  const stay = await booking(arrange, "Bruna", day(0), day(2));
  await arrange.setRoomStatus(stay.room, "out_of_order");

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
const EMPTY_OVERVIEW = {
  today: day(0),
  pendingCheckIns: [],
  activeStays: [],
  checkOutsDue: [],
  totalRecords: 0,
} satisfies Wire<FrontDeskOverview>;

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
  } satisfies Wire<FrontDeskOverview["activeStays"][number]>;
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

  // Its bill: the night, one consumption, a payment and another refunded in full; only what was kept counts.
  const at = late.createdAt;
  const payment = (id: string, amount: string, method: string, description: string | null) => ({
    id,
    reservationId: late.reservationId,
    guestId: late.guestId,
    amount,
    method,
    status: "completed",
    description,
    transactionId: null,
    contaBancariaId: "00000000-0000-4000-8000-000000000005",
    lancamentoId: null,
    refundedAmount: "0.00",
    taxaLancamentoId: null,
    dataPrevistaRecebimento: null,
    createdBy: null,
    createdAt: at,
    updatedAt: at,
    guest: { id: late.guestId, firstName: "Rui", lastName: "Atrasado Teste", cpfMasked: null },
    room: { id: late.roomId, number: "L-1" },
    contaBancaria: { id: "00000000-0000-4000-8000-000000000005", nome: "Caixa" },
    refunds: [] as Wire<Folio["payments"][number]["refunds"]>,
  });
  const refunded = {
    ...payment("p2", "50.00", "cash", null),
    status: "refunded",
    refundedAmount: "50.00",
    refunds: [
      {
        id: "r1",
        paymentId: "p2",
        amount: "50.00",
        reason: "Cobrado em dobro",
        lancamentoId: null,
        createdBy: null,
        createdAt: at,
      },
    ],
  };
  const folio = {
    reservationId: late.reservationId,
    guest: { id: late.guestId, firstName: "Rui", lastName: "Atrasado Teste", cpfMasked: null, phone: "31988887777" },
    room: { id: late.roomId, number: "L-1", type: "standard" },
    checkInDate: day(-2),
    checkOutDate: day(-1),
    nights: 1,
    lines: [
      {
        kind: "diarias",
        description: "Diárias - Quarto L-1 (Standard)",
        quantity: 1,
        unitPrice: "300.00",
        total: "300.00",
        at: null,
        consumptionId: null,
      },
      {
        kind: "consumo",
        description: "Água mineral",
        quantity: 3,
        unitPrice: "8.50",
        total: "25.50",
        at,
        consumptionId: "00000000-0000-4000-8000-000000000006",
      },
    ],
    payments: [payment("p1", "100.00", "pix", "Sinal"), refunded],
    total: "325.50",
    paid: "100.00",
    balance: "225.50",
    statusPagamento: "PARCIAL",
  } satisfies Wire<Folio>;
  await page.route(`**/api/reservations/${late.reservationId}/folio`, (route) => route.fulfill({ json: folio }));
  await due.getByRole("button", { name: "Ver Detalhes" }).click();
  const details = page.getByRole("dialog", { name: "Hospedagem de Rui Atrasado Teste" });
  const bill = details.getByRole("region", { name: "Conta do hóspede" });
  await expect(bill).toContainText("Parcial");
  await expect(bill).toContainText("Sinal");
  await expect(bill).toContainText("PIX");
  await expect(bill).toContainText("Dinheiro");
  await expect(bill).toContainText("Estornado");
  await expect(bill).toContainText("Cobrado em dobro");
  await expect(bill).toContainText("3 × R$ 8,50");
  await expect(bill).toContainText("Água mineral");
  await expect(bill).toContainText("Total da contaR$ 325,50");
  await expect(bill).toContainText("Total pagoR$ 100,00");
  await expect(bill).toContainText("Saldo a receberR$ 225,50");
  await screenshot(page, `${testInfo.project.name}-front-desk-folio`);
});
