// The dashboard (docs/product.md §5.1) on desktop and at 390x844. Two kinds of scenario:
//  - on real data: what this test arranges (a room, today's and tomorrow's guests) shows as the API counts it; the
//    database is shared with the other specs, so figures are compared with the API at the moment of the check;
//  - on answers served by the test (`satisfies` the API's types): every text the page writes, spelled out here
//    literally ("+8,5% mês anterior", "R$ 12.345,67"), never rebuilt with the app's own formatting code.
import type { Locator, Page } from "@playwright/test";
import type { DashboardStats, RecentTransaction, RevenuePoint, Room, TodayCheckIn } from "../../shared/api";
import {
  brDate,
  expect,
  expectNoHorizontalPageScroll,
  maskedPhone,
  navigateVia,
  pousadaDay as day,
  screenshot,
  test,
  toastWith,
  topBar,
  type Wire,
} from "./fixtures";

// ---------------------------------------------------------------- the page's parts

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const statCard = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

async function openDashboard(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await expect(topBar(page).getByText("PAINEL", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Indicadores" })).toBeVisible();
}

async function expectCard(card: Locator, value: string, note?: string) {
  await expect(card.getByTestId("stat-value")).toHaveText(value);
  if (note !== undefined) await expect(card.getByTestId("stat-note")).toHaveText(note);
}

/** Today's arrivals: table rows on a desktop, cards on a phone. */
const arrivalRows = (page: Page, isMobile: boolean) => {
  const block = region(page, "Check-ins de Hoje");
  return isMobile
    ? block.getByRole("list", { name: "Check-ins de hoje" }).getByRole("listitem")
    : block
        .getByRole("table")
        .getByRole("row")
        .filter({ has: page.getByRole("cell") });
};

/** The 'Check-in' cell of an arrival's row (desktop). */
const checkInCell = (row: Locator) => row.getByRole("cell").nth(2);

/** Serves one dashboard read with the test's answer. */
async function serve(page: Page, path: string, json: unknown) {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ json }),
  );
}

// ---------------------------------------------------------------- answers served by the test

const STATS = {
  occupiedRooms: 3,
  todayCheckins: 5,
  monthlyRevenue: "12345.67",
  occupancyRate: 60,
  activeRooms: 5,
  occupiedChangeToday: 2,
  todayCheckouts: 3,
  yesterdayCheckins: 4,
  previousMonthRevenue: "11378.50",
  revenueChangePercent: 8.5,
  occupancyRateWeekAgo: 62,
  checkoutsToday: 1,
  arrivalsTomorrow: 5,
} satisfies Wire<DashboardStats>;

/** A quiet day: nothing moved, no revenue last month, the same occupancy as a week ago. */
const QUIET_STATS = {
  ...STATS,
  occupiedRooms: 0,
  todayCheckins: 0,
  monthlyRevenue: "0.00",
  occupancyRate: 0,
  occupiedChangeToday: 0,
  yesterdayCheckins: 0,
  previousMonthRevenue: "0.00",
  revenueChangePercent: null,
  occupancyRateWeekAgo: 0,
  checkoutsToday: 0,
  arrivalsTomorrow: 1,
} satisfies Wire<DashboardStats>;

const ROOM_STAMP = "2026-01-05T12:00:00.000Z";
const room = (number: string, status: string, isActive = true) =>
  ({
    id: `00000000-0000-4000-8000-0000000001${number}`,
    number,
    type: "standard",
    status,
    capacity: 2,
    extraBeds: 0,
    pricePerNight: "150.00",
    description: null,
    amenities: null,
    isActive,
    createdAt: ROOM_STAMP,
    updatedAt: ROOM_STAMP,
  }) satisfies Wire<Room>;

const ROOMS = [
  room("11", "occupied"),
  room("12", "available"),
  room("13", "cleaning"),
  room("14", "maintenance"),
  room("15", "out_of_order"),
  room("16", "occupied", false),
] satisfies Wire<Room>[];

/** "YYYY-MM-DD" of the pousada's day plus n, at hh:mm in São Paulo (UTC-3), as an instant. */
const at = (n: number, time: string) => {
  const [hour, minute] = time.split(":").map(Number);
  return new Date(Date.parse(`${day(n)}T00:00:00Z`) + ((hour + 3) * 60 + minute) * 60_000).toISOString();
};

const arrival = (overrides: Partial<Wire<TodayCheckIn>>) =>
  ({
    reservationId: "00000000-0000-4000-8000-000000000301",
    stayId: null,
    guest: { firstName: "Pedro", lastName: "Souza", phone: "21912345678" },
    room: { number: "102" },
    checkInDate: day(0),
    checkOutDate: day(1),
    checkInTime: null,
    actualCheckInDate: null,
    ...overrides,
  }) satisfies Wire<TodayCheckIn>;

const ARRIVALS = [
  // Booked for yesterday, arrived today at 20:04: today's date and 20:04, not yesterday's date.
  arrival({
    reservationId: "00000000-0000-4000-8000-000000000302",
    stayId: "00000000-0000-4000-8000-000000000402",
    guest: { firstName: "Joana", lastName: "Tardia", phone: "11987654321" },
    room: { number: "101" },
    checkInDate: day(-1),
    checkOutDate: day(2),
    checkInTime: at(0, "20:04"),
    actualCheckInDate: at(0, "20:04"),
  }),
  arrival({}),
] satisfies Wire<TodayCheckIn>[];

const TRANSACTIONS = [
  {
    id: "00000000-0000-4000-8000-000000000501",
    description: null,
    method: "pix",
    amount: "450.00",
    createdAt: at(0, "14:05"),
  },
  {
    id: "00000000-0000-4000-8000-000000000502",
    description: "Diária quarto 101",
    method: "credit_card",
    amount: "1234.50",
    createdAt: at(-1, "09:30"),
  },
] satisfies Wire<RecentTransaction>[];

const WEEK = ["0.00", "850.40", "1500.00", "1000.00", "2480.00", "12345.67", "320.00"];

/** The revenue answer for 7, 30 or 90 days: the week above, and R$ 100,00 a day for the longer periods. */
async function serveRevenue(page: Page) {
  await page.route(
    (url) => url.pathname === "/api/dashboard/revenue",
    (route) => {
      const days = Number(new URL(route.request().url()).searchParams.get("days"));
      const points = Array.from({ length: days }, (_, index) => ({
        date: day(index - days + 1),
        amount: days === 7 ? WEEK[index] : "100.00",
      })) satisfies Wire<RevenuePoint>[];
      return route.fulfill({ json: points });
    },
  );
}

/** The revenue chart's bars (one per day) after choosing a period. */
async function choosePeriod(page: Page, label: "7D" | "30D" | "90D", days: number) {
  const chart = page.getByRole("region", { name: /^Receita dos Últimos/ });
  await chart.getByRole("button", { name: label, exact: true }).click();
  await expect(chart.getByRole("heading", { level: 2 })).toHaveText(`Receita dos Últimos ${days} Dias`);
  await expect(chart.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(chart.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(chart.getByTestId("revenue-bar")).toHaveCount(days);
  await expect(chart).not.toHaveAttribute("aria-busy", "true");
  return chart;
}

// ---------------------------------------------------------------- on real data

test("today's arrival, the room grid and the figures show what the API counts", async ({
  page,
  arrange,
  isMobile,
}, testInfo) => {
  const room = await arrange.room();
  const guest = await arrange.guest("Helena");
  await arrange.reservation(guest, room, day(0), day(1));
  await arrange.reservation(await arrange.guest("Amanhã"), room, day(1), day(3));
  await openDashboard(page);

  // Read after the page did, with nothing else running (one worker): the same data, the same moment.
  const stats = (await (await page.request.get("/api/dashboard/stats")).json()) as DashboardStats;
  const rooms = (await (await page.request.get("/api/rooms")).json()) as Room[];
  const arrivals = (await (await page.request.get("/api/dashboard/today-checkins")).json()) as TodayCheckIn[];

  await expectCard(statCard(page, "Quartos Ocupados"), String(stats.occupiedRooms));
  await expectCard(statCard(page, "Check-ins Hoje"), String(stats.todayCheckins));
  await expectCard(statCard(page, "Taxa de Ocupação"), `${stats.occupancyRate}%`);
  await expect(statCard(page, "Receita Mensal").getByTestId("stat-value")).toHaveText(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);

  // The grid: the first 8 active rooms in the API's order; the legend counts every active room, maintenance and out
  // of order together.
  const active = rooms.filter((candidate) => candidate.isActive);
  const roomsPanel = region(page, "Status dos Quartos");
  await expect(roomsPanel.getByRole("list", { name: "Quartos" }).getByRole("listitem")).toHaveText(
    active.slice(0, 8).map((candidate) => candidate.number),
  );
  const count = (...statuses: string[]) => active.filter((candidate) => statuses.includes(candidate.status)).length;
  await expect(roomsPanel.getByRole("list", { name: "Legenda" }).getByRole("listitem")).toHaveText([
    `Livre ${count("available")}`,
    `Ocupado ${count("occupied")}`,
    `Limpeza ${count("cleaning")}`,
    `Manutenção ${count("maintenance", "out_of_order")}`,
  ]);

  // Tomorrow's guest is among the arrivals the notifications count.
  expect(stats.arrivalsTomorrow).toBeGreaterThanOrEqual(1);
  await expect(region(page, "Notificações").getByRole("listitem")).toHaveText([
    new RegExp(`^${stats.checkoutsToday} check-outs? hoje$`),
    new RegExp(`^${stats.arrivalsTomorrow} reservas? amanhã$`),
  ]);

  // Today's arrival: the guest's real name, phone and room, expected ('Pendente') on the day booked.
  const rows = arrivalRows(page, isMobile);
  await expect(rows).toHaveCount(arrivals.length);
  const row = rows.filter({ hasText: guest.fullName });
  await expect(row).toContainText(maskedPhone(guest.phone));
  await expect(row).toContainText(room.number);
  await expect(row).toContainText("Pendente");
  await expect(row).toContainText(brDate(day(0)));
  if (!isMobile) {
    await expect(region(page, "Check-ins de Hoje").getByRole("columnheader")).toHaveText([
      "Hóspede",
      "Quarto",
      "Check-in",
      "Check-out",
      "Status",
      "Ações",
    ]);
    await expect(checkInCell(row)).toHaveText(brDate(day(0)));
  }
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, `${testInfo.project.name}-dashboard`, { fullPage: true });

  // 'Ver' opens the reservation's details; 'Editar' the edit dialog.
  await row.getByRole("button", { name: `Ver reserva de ${guest.fullName}` }).click();
  const details = page.getByRole("dialog", { name: `Reserva de ${guest.fullName}` });
  await expect(details).toContainText(maskedPhone(guest.phone));
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await row.getByRole("button", { name: `Editar reserva de ${guest.fullName}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Reserva" });
  await expect(edit.getByTestId("selected-guest")).toContainText(guest.fullName);
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
});

test("a guest booked for yesterday who arrives today is listed with today's date and time", async ({
  page,
  arrange,
  isMobile,
}) => {
  const room = await arrange.room();
  const guest = await arrange.guest("Olívia");
  const booking = await arrange.reservation(guest, room, day(-1), day(2));
  await arrange.checkIn(booking);
  const [stay] = ((await (await page.request.get("/api/dashboard/today-checkins")).json()) as TodayCheckIn[]).filter(
    (candidate) => candidate.reservationId === booking.id,
  );
  // The time the server stamped, written out in São Paulo by the test itself (UTC-3, no daylight saving since 2019).
  const stamped = new Date(Date.parse(stay.checkInTime!) - 3 * 3_600_000).toISOString();
  const time = stamped.slice(11, 16);
  expect(stamped.slice(0, 10)).toBe(day(0));

  await openDashboard(page);
  const row = arrivalRows(page, isMobile).filter({ hasText: guest.fullName });
  await expect(row).toContainText("Confirmado");
  if (isMobile) {
    await expect(row).toContainText(`Check-in em ${brDate(day(0))} às ${time}`);
  } else {
    await expect(checkInCell(row)).toHaveText(`${brDate(day(0))}às ${time}reserva para ${brDate(day(-1))}`);
  }
});

test("right after a check-in the figures, the legend and the arrivals never contradict each other", async ({
  page,
  arrange,
  isMobile,
}) => {
  const room = await arrange.room();
  const guest = await arrange.guest("Vicente");
  await arrange.reservation(guest, room, day(0), day(1));

  // Every state the dashboard goes through, recorded as it is drawn.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { dashboardFrames: string[] }).dashboardFrames = frames;
    const value = (label: string) =>
      document.querySelector(`[role=group][aria-label="${label}"] [data-testid=stat-value]`)?.textContent ?? "";
    const record = () => {
      if (location.pathname !== "/") return;
      const legend = [...document.querySelectorAll("[aria-label=Legenda] li")]
        .map((item) => item.textContent)
        .join(";");
      const frame = `${value("Quartos Ocupados")}|${value("Taxa de Ocupação")}|${legend}`;
      if (frames.at(-1) !== frame) frames.push(frame);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openDashboard(page);
  await expect(statCard(page, "Quartos Ocupados").getByTestId("stat-value")).toBeVisible();
  const before = (await (await page.request.get("/api/dashboard/stats")).json()) as DashboardStats;

  // The check-in, at the front desk; then straight back to the dashboard, without a reload.
  await navigateVia(page, "Check-in/out", isMobile);
  const pending = page
    .getByRole("tabpanel")
    .getByRole(isMobile ? "listitem" : "row")
    .filter({ hasText: guest.fullName });
  await pending.getByRole("button", { name: "Fazer Check-in" }).click();
  await expect(toastWith(page, "Check-in realizado com sucesso")).toBeVisible();
  await navigateVia(page, "Dashboard", isMobile);

  await expectCard(statCard(page, "Quartos Ocupados"), String(before.occupiedRooms + 1));
  await expect(region(page, "Status dos Quartos").getByRole("list", { name: "Legenda" })).toContainText(
    `Ocupado ${before.occupiedRooms + 1}`,
  );
  await expect(arrivalRows(page, isMobile).filter({ hasText: guest.fullName })).toContainText("Confirmado");

  // At no moment did a card show one count while the legend showed another, or a rate of other rooms.
  const frames = await page.evaluate(() => (window as unknown as { dashboardFrames: string[] }).dashboardFrames);
  const shown = frames
    .map((frame) => frame.split("|"))
    .filter(([occupied, rate, legend]) => occupied && rate && legend)
    .map(([occupied, rate, legend]) => {
      const counts = Object.fromEntries(
        legend.split(";").map((item) => [item.replace(/ \d+$/, ""), Number(/\d+$/.exec(item)![0])]),
      );
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        occupied,
        rate,
        legendOccupied: String(counts.Ocupado),
        legendRate: `${Math.round((counts.Ocupado * 100) / total)}%`,
      };
    });
  expect(shown.length).toBeGreaterThanOrEqual(2);
  for (const frame of shown) {
    expect(frame.occupied, JSON.stringify(frames)).toBe(frame.legendOccupied);
    expect(frame.rate, JSON.stringify(frames)).toBe(frame.legendRate);
  }
  expect(shown.at(-1)!.occupied).toBe(String(before.occupiedRooms + 1));
});

// ---------------------------------------------------------------- on answers served by the test

test("the figures, their notes, the grid, the notices, the arrivals and the payments as the page writes them", async ({
  page,
  isMobile,
}, testInfo) => {
  await serve(page, "/api/dashboard/stats", STATS);
  await serve(page, "/api/rooms", ROOMS);
  await serve(page, "/api/dashboard/today-checkins", ARRIVALS);
  await serve(page, "/api/dashboard/recent-transactions", TRANSACTIONS);
  await serveRevenue(page);
  await openDashboard(page);

  await expectCard(statCard(page, "Quartos Ocupados"), "3", "+2 hoje");
  await expectCard(statCard(page, "Check-ins Hoje"), "5", "4 ontem");
  await expectCard(statCard(page, "Receita Mensal"), "R$ 12.345,67", "+8,5% mês anterior");
  await expectCard(statCard(page, "Taxa de Ocupação"), "60%", "-2% semana anterior");

  const roomsPanel = region(page, "Status dos Quartos");
  await expect(roomsPanel.getByRole("list", { name: "Quartos" }).getByRole("listitem")).toHaveText([
    "11",
    "12",
    "13",
    "14",
    "15",
  ]);
  await expect(roomsPanel.getByRole("list", { name: "Legenda" }).getByRole("listitem")).toHaveText([
    "Livre 1",
    "Ocupado 1",
    "Limpeza 1",
    "Manutenção 2",
  ]);
  await expect(region(page, "Notificações").getByRole("listitem")).toHaveText([
    "1 check-out hoje",
    "5 reservas amanhã",
  ]);

  // The late arrival: today's date and 20:04, both of the check-in; the day it was booked for, apart.
  const rows = arrivalRows(page, isMobile);
  await expect(rows).toHaveCount(2);
  const late = rows.filter({ hasText: "Joana Tardia" });
  await expect(late).toContainText("Confirmado");
  await expect(late).toContainText("(11) 98765-4321");
  const expected = rows.filter({ hasText: "Pedro Souza" });
  await expect(expected).toContainText("Pendente");
  await expect(expected).toContainText("102");
  if (isMobile) {
    await expect(late).toContainText(`${brDate(day(-1))} → ${brDate(day(2))}`);
    await expect(late).toContainText(`Check-in em ${brDate(day(0))} às 20:04`);
    await expect(expected).not.toContainText("Check-in em");
  } else {
    await expect(checkInCell(late)).toHaveText(`${brDate(day(0))}às 20:04reserva para ${brDate(day(-1))}`);
    await expect(checkInCell(expected)).toHaveText(brDate(day(0)));
  }

  const payments = region(page, "Transações Recentes").getByRole("list", { name: "Transações" }).getByRole("listitem");
  await expect(payments).toHaveCount(2);
  await expect(payments.first()).toContainText("Pagamento");
  await expect(payments.first()).toContainText("PIX");
  await expect(payments.first()).toContainText("R$ 450,00");
  await expect(payments.first()).toContainText(`${brDate(day(0))} 14:05`);
  await expect(payments.nth(1)).toContainText("Diária quarto 101");
  await expect(payments.nth(1)).toContainText("Cartão de Crédito");
  await expect(payments.nth(1)).toContainText("R$ 1.234,50");
  await expect(payments.nth(1)).toContainText(`${brDate(day(-1))} 09:30`);

  // A week of revenue: each bar's value above it, above 1000 as x.xk.
  const chart = page.getByRole("region", { name: "Receita dos Últimos 7 Dias" });
  await expect(chart.getByTestId("revenue-bar")).toHaveText(["0", "850", "1.5k", "1000", "2.5k", "12.3k", "320"]);
  await expect(chart.getByText("Total no período:")).toContainText("R$ 18.496,07");
  await expect(chart.getByText("Valores em Reais (R$)")).toBeVisible();
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, `${testInfo.project.name}-dashboard-served`, { fullPage: true });
});

test("a quiet day reads as such", async ({ page }) => {
  await serve(page, "/api/dashboard/stats", QUIET_STATS);
  await serve(page, "/api/dashboard/recent-transactions", [] satisfies Wire<RecentTransaction>[]);
  await serve(page, "/api/dashboard/today-checkins", [] satisfies Wire<TodayCheckIn>[]);
  await openDashboard(page);

  await expectCard(statCard(page, "Quartos Ocupados"), "0", "sem mudança hoje");
  await expectCard(statCard(page, "Check-ins Hoje"), "0", "0 ontem");
  await expectCard(statCard(page, "Receita Mensal"), "R$ 0,00", "sem receita no mês anterior");
  await expectCard(statCard(page, "Taxa de Ocupação"), "0%", "igual à semana anterior");
  await expect(region(page, "Notificações").getByRole("listitem")).toHaveText([
    "0 check-outs hoje",
    "1 reserva amanhã",
  ]);
  await expect(region(page, "Check-ins de Hoje").getByText("Nenhum check-in programado para hoje")).toBeVisible();
  await expect(region(page, "Transações Recentes").getByText("Nenhuma transação recente")).toBeVisible();
});

test("the revenue chart switches between 7, 30 and 90 days", async ({ page }, testInfo) => {
  await serveRevenue(page);
  await openDashboard(page);
  const chart = page.getByRole("region", { name: "Receita dos Últimos 7 Dias" });
  await expect(chart.getByRole("button", { name: "7D", exact: true })).toHaveAttribute("aria-pressed", "true");

  for (const [label, days, total] of [
    ["30D", 30, "R$ 3.000,00"],
    ["90D", 90, "R$ 9.000,00"],
    ["7D", 7, "R$ 18.496,07"],
  ] as const) {
    const shown = await choosePeriod(page, label, days);
    await expect(shown.getByText("Total no período:")).toContainText(total);
    // The last bar is today's, labelled with its date and value.
    // (Between "R$" and the amount, pt-BR puts a no-break space.)
    await expect(shown.getByTestId("revenue-bar").last()).toHaveAttribute(
      "data-label",
      new RegExp(`^${brDate(day(0))}: R\\$\\s${days === 7 ? "320,00" : "100,00"}$`),
    );
    await expectNoHorizontalPageScroll(page);
    await screenshot(shown, `${testInfo.project.name}-dashboard-revenue-${days}d`);
  }
});

test("quick actions and the blocks' buttons lead where they say", async ({ page }) => {
  await openDashboard(page);
  const actions = region(page, "Ações Rápidas");

  // 'Nova Reserva' and 'Registrar Pagamento' open their dialogs over the dashboard.
  for (const name of ["Nova Reserva", "Registrar Pagamento"]) {
    await actions.getByRole("button", { name }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }

  // Each link lands on its page (the top bar names it), and the browser's back button returns to the dashboard.
  const links: [Locator, string, string][] = [
    [actions.getByRole("link", { name: "Cadastrar Hóspede" }), "/guests", "Hóspedes"],
    [actions.getByRole("link", { name: "Gerenciar Quartos" }), "/rooms", "Quartos"],
    [region(page, "Status dos Quartos").getByRole("link", { name: "Ver Todos" }), "/rooms", "Quartos"],
    [region(page, "Transações Recentes").getByRole("link", { name: "Ver Todas" }), "/payments", "Pagamentos"],
    [
      region(page, "Check-ins de Hoje").getByRole("link", { name: "Novo Check-in" }),
      "/checkin-checkout",
      "Check-in/out",
    ],
  ];
  for (const [link, path, title] of links) {
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(topBar(page).getByText(title, { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  }
});

test("each block loads and fails on its own", async ({ page }) => {
  // The stats held back: four card skeletons meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/dashboard/stats",
    async (route) => {
      await held;
      await route.fulfill({ json: STATS });
    },
  );
  // The transactions fail once, then there are none; the rooms are the test's.
  let transactionsFail = true;
  await page.route(
    (url) => url.pathname === "/api/dashboard/recent-transactions",
    (route) =>
      transactionsFail
        ? route.fulfill({ status: 500, body: "falhou" })
        : route.fulfill({ json: [] satisfies Wire<RecentTransaction>[] }),
  );
  await serve(page, "/api/rooms", ROOMS);

  await page.goto("/");
  await expect(page.getByTestId("stat-skeleton")).toHaveCount(4);
  const money = region(page, "Transações Recentes");
  await expect(money.getByRole("alert")).toContainText("Erro ao carregar as transações");
  // The other blocks do not wait for the held or the failed one.
  await expect(region(page, "Status dos Quartos").getByRole("list", { name: "Legenda" })).toContainText("Livre 1");
  release();
  await expectCard(statCard(page, "Quartos Ocupados"), "3", "+2 hoje");
  await expect(page.getByTestId("stat-skeleton")).toHaveCount(0);

  transactionsFail = false;
  await money.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(money.getByRole("alert")).toHaveCount(0);
  await expect(money.getByText("Nenhuma transação recente")).toBeVisible();
});
