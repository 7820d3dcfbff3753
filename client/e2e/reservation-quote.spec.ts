// One quote, from the server (docs/product.md §15.3): Nova Reserva shows the tarifário's price night by night, the
// restriction that closes a stay (with the owner's override), asks each child's age, and the booking keeps the nights
// it was sold with. A season of its own for family rooms (no other spec books one), on dates of its own per project.
import Holidays from "date-holidays";
import { brDate, expect, pousadaDay, screenshot, test, toastWith } from "./fixtures";

/** Every state's calendar: the pousada's state is whichever the specs before this one saved. */
const calendars = [
  new Holidays("BR"),
  ...Object.keys(new Holidays().getStates("BR") ?? {}).map((s) => new Holidays("BR", s)),
];

/**
 * The first offset from `from` whose days [offset, offset + span] hold no holiday, nor 20 November (put back by the
 * server, server/domain/holidays.ts): a night before one asks the holiday's sinal (100%), not the season's 50%,
 * and this spec's dates move with the calendar (on 27 November 2026 the desktop's stay ended on Good Friday 2028).
 */
function offsetWithoutHolidays(from: number, span: number) {
  const isHoliday = (date: string) =>
    date.slice(5) === "11-20" ||
    calendars.some((c) =>
      (c.isHoliday(new Date(`${date}T12:00:00`)) || []).some((h) => h.type === "public" || h.type === "bank"),
    );
  for (let offset = from; offset < from + 49; offset++) {
    if (!Array.from({ length: span + 1 }, (_, n) => pousadaDay(offset + n)).some(isHoliday)) return offset;
  }
  throw new Error(`no ${span}-day window without holidays from ${from}`);
}

test("a booking shows and keeps its nightly quote", async ({ page, arrange }, testInfo) => {
  const project = testInfo.project.name;
  // Apart per project (each books its own family room in its own season), and clear of holidays.
  const offset = offsetWithoutHolidays(project === "mobile" ? 560 : 500, 11);
  const day = (n: number) => pousadaDay(offset + n);
  const room = await arrange.room({ type: "family", capacity: 4, pricePerNight: "200.00" });
  const guest = await arrange.guest("Helena");
  const seasonName = `Temporada E2E ${project}`;
  const season = await page.request.post("/api/rates/seasons", {
    data: {
      name: seasonName,
      startDate: day(0),
      endDate: day(10),
      priority: 5,
      minStay: 3,
      prices: {
        family: {
          occupancy: ["300.00", "350.00", "400.00", "450.00"],
          childBands: [
            { maxAge: 4, price: "0" },
            { maxAge: 11, price: "80.00" },
          ],
        },
      },
    },
  });
  expect(season.status(), await season.text()).toBe(201);
  const seasonId = ((await season.json()) as { id: string }).id;
  let reservationId: string | undefined;
  try {
    await page.goto("/reservations");
    await page.getByRole("button", { name: "Nova Reserva" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nova Reserva" });
    await dialog.getByRole("searchbox", { name: "Buscar hóspede por nome, telefone ou email" }).fill(guest.lastName);
    await dialog.getByRole("option", { name: new RegExp(`^${guest.fullName}`) }).click();

    // Two nights: the season asks for three.
    await dialog.getByLabel("Check-out").fill(day(3));
    await dialog.getByLabel("Check-in").fill(day(1));
    await dialog.getByRole("combobox", { name: "Quarto" }).click();
    await page.getByRole("option", { name: new RegExp(`^${room.number} - `) }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(`Estadia mínima de 3 noites no ${seasonName}`);
    await expect(alert.getByRole("checkbox", { name: "Reservar mesmo assim (proprietário)" })).toBeVisible();

    // Three nights, two adults and a child of 8: 3 x R$ 350,00 + 3 x R$ 80,00 = R$ 1.290,00; the sinal is 50%.
    await dialog.getByLabel("Check-out").fill(day(4));
    await dialog.getByLabel("Adultos").fill("2");
    await dialog.getByLabel("Crianças").fill("1");
    await expect(dialog.getByText("Informe a idade de cada criança para ver o preço.")).toBeVisible();
    await dialog.getByLabel("Idade da criança 1").fill("8");
    const nights = dialog.getByTestId("quote-nights");
    await expect(dialog.getByTestId("stay-estimate")).toHaveText("Estimativa: 3 noites = R$ 1.290,00");
    await expect(nights.getByRole("row").filter({ hasText: seasonName })).toHaveCount(3);
    await expect(nights.getByRole("row").filter({ hasText: "Criança de 8 anos: 3 noites" })).toContainText("R$ 240,00");
    // At the desk (Balcão, the default) the guest is there: no sinal is held; sold by phone it is.
    await expect(dialog.getByTestId("quote-deposit")).toHaveText(
      "Sinal de 50% para reservas por telefone, WhatsApp ou online; no balcão a reserva é confirmada.",
    );
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog.getByLabel("Valor Total (R$)")).toHaveValue("1290,00");
    await dialog.getByRole("combobox", { name: "Origem" }).click();
    await page.getByRole("option", { name: "Telefone / WhatsApp" }).click();
    await expect(dialog.getByTestId("quote-deposit")).toContainText("Sinal de 50%: R$ 645,00");
    await screenshot(dialog, `${project}-reservation-quote`);

    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/reservations") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Criar Reserva" }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    reservationId = ((await answer.json()) as { id: string }).id;
    await expect(toastWith(page, "Reserva criada com sucesso")).toBeVisible();

    // Stored as sold: three nights of the season, pending until the sinal, sold by phone.
    const stored = await (await page.request.get(`/api/reservations/${reservationId}`)).json();
    expect(stored.nights).toEqual([
      { date: day(1), price: "350.00", rule: seasonName },
      { date: day(2), price: "350.00", rule: seasonName },
      { date: day(3), price: "350.00", rule: seasonName },
    ]);
    expect(stored).toMatchObject({
      totalAmount: "1290.00",
      status: "pending",
      origem: "distancia",
      depositAmount: "645.00",
      childrenAges: [8],
    });
    expect(brDate(stored.checkInDate)).toBe(brDate(day(1)));
  } finally {
    if (reservationId) await page.request.delete(`/api/reservations/${reservationId}`);
    await page.request.delete(`/api/rates/seasons/${seasonId}`);
  }
});
