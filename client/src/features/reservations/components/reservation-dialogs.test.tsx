// 'Nova Reserva' and 'Editar Reserva' against a mocked API, on a fixed day (10 March 2027 at the pousada): the rooms
// offered are the ones the availability answer names for the dates typed, the total is the server's quote (here a
// fake that prices every night at the room's own price, as a pousada without a tarifário) until the clerk types a
// discount, and the booking sent is what the screen showed.
import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { Folio, Room } from "@shared/api";
import { api } from "@/test/api";
import { guestRecord } from "@/test/records";
import { named, notice, renderWithApi, seen } from "@/test/render";
import type { ReservationRecord } from "../api/use-reservations";
import { EditReservationDialog } from "./edit-reservation-dialog";
import { NewReservationDialog } from "./new-reservation-dialog";

const GUEST = "5e6f7081-92a3-4b4c-8d5e-6f708192a3b4";
const ROOM_101 = "6f708192-a3b4-4c5d-9e6f-708192a3b4c5";
const ROOM_102 = "708192a3-b4c5-4d6e-8f70-8192a3b4c5d6";
const RESERVATION = "8192a3b4-c5d6-4e7f-9081-92a3b4c5d6e7";
const STAMP = "2027-01-01T12:00:00.000Z";

const room = (id: string, number: string, type: string, pricePerNight: string): Room => ({
  id,
  number,
  type,
  status: "available",
  capacity: 2,
  extraBeds: 0,
  pricePerNight,
  description: null,
  amenities: null,
  isActive: true,
  createdAt: new Date(STAMP),
  updatedAt: new Date(STAMP),
});
const room101 = room(ROOM_101, "101", "standard", "250.00");
const room102 = room(ROOM_102, "102", "deluxe", "400.00");

const ana = guestRecord({ id: GUEST, firstName: "Ana", lastName: "Souza", phone: "11987654321" });

beforeAll(() => {
  // Only the clock is fixed: the timers stay real, for the requests and the debounce.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-03-10T15:00:00.000Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

/** Free rooms by check-out date (check-in 10 March); every availability query the dialog made. */
function serveAvailability(freeUntil: Record<string, Room[]>) {
  const asked: string[] = [];
  api.use(
    http.get("/api/rooms/availability", ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      return HttpResponse.json(freeUntil[query.get("checkOut") ?? ""] ?? []);
    }),
  );
  return asked;
}

/** GET /api/rates/quote as a pousada with no tarifário answers it: each night at the room's own price, no deposit. */
function serveQuote(priceOf: Record<string, string>) {
  api.use(
    // Staff: no override to offer.
    http.get("/api/auth/user", () => HttpResponse.json({ message: "Unauthorized" }, { status: 401 })),
    http.get("/api/rates/quote", ({ request }) => {
      const query = new URL(request.url).searchParams;
      const price = priceOf[query.get("roomId") ?? ""]!;
      const nights: Array<{ date: string; price: string; rule: string }> = [];
      for (let d = query.get("checkInDate")!; d < query.get("checkOutDate")!;) {
        nights.push({ date: d, price, rule: "Diária do quarto" });
        const next = new Date(`${d}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        d = next.toISOString().slice(0, 10);
      }
      const total = ((Number(price) * 100 * nights.length) / 100).toFixed(2);
      return HttpResponse.json({
        nights,
        extras: [],
        discounts: [],
        total,
        restrictions: [],
        deposit: { percent: 0, amount: "0.00", dueAt: null },
        cancellationPolicy: null,
      });
    }),
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });
const roomOptions = () => screen.getAllByRole("option").map((option) => seen(option.textContent));

async function typeDate(user: ReturnType<typeof renderWithApi>["user"], name: string, digits: string) {
  await user.clear(field(name));
  await user.type(field(name), digits);
}

describe("Nova Reserva", () => {
  it("offers the rooms free for the dates typed, totals nights x price and books what it showed", async () => {
    const asked = serveAvailability({ "2027-03-11": [room101, room102], "2027-03-13": [room102] });
    serveQuote({ [ROOM_101]: "250.00", [ROOM_102]: "400.00" });
    const posted: unknown[] = [];
    api.use(
      http.get("/api/guests", () => HttpResponse.json([ana], { headers: { "X-Total-Count": "1" } })),
      http.post("/api/reservations", async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: RESERVATION }, { status: 201 });
      }),
    );
    const onOpenChange = vi.fn();
    const { user } = renderWithApi(<NewReservationDialog open onOpenChange={onOpenChange} />);

    // Today for one night.
    expect(field("Check-in")).toHaveProperty("value", "10/03/2027");
    expect(field("Check-out")).toHaveProperty("value", "11/03/2027");
    const quarto = () => screen.getByRole("combobox", { name: "Quarto" });
    await waitFor(() => expect(quarto().textContent).toBe("Selecione um quarto"));
    await user.click(quarto());
    expect(roomOptions()).toEqual(["101 - Standard (R$ 250,00/dia)", "102 - Deluxe (R$ 400,00/dia)"]);
    await user.click(screen.getByRole("option", { name: named("101 - Standard (R$ 250,00/dia)") }));
    await waitFor(() =>
      expect(seen(screen.getByTestId("stay-estimate").textContent)).toBe("Estimativa: 1 noite × R$ 250,00 = R$ 250,00"),
    );
    await waitFor(() => expect(field("Valor Total (R$)")).toHaveProperty("value", "250,00"));

    // Three nights: room 101 is taken by then, so it is no longer chosen nor offered.
    await typeDate(user, "Check-out", "13032027");
    await waitFor(() => expect(quarto().textContent).toBe("Selecione um quarto"));
    await user.click(quarto());
    expect(roomOptions()).toEqual(["102 - Deluxe (R$ 400,00/dia)"]);
    await user.click(screen.getByRole("option", { name: named("102 - Deluxe (R$ 400,00/dia)") }));
    await waitFor(() =>
      expect(seen(screen.getByTestId("stay-estimate").textContent)).toBe(
        "Estimativa: 3 noites × R$ 400,00 = R$ 1.200,00",
      ),
    );
    await waitFor(() => expect(field("Valor Total (R$)")).toHaveProperty("value", "1200,00"));
    expect(asked).toEqual(["checkIn=2027-03-10&checkOut=2027-03-11", "checkIn=2027-03-10&checkOut=2027-03-13"]);

    await user.click(await screen.findByRole("option", { name: /^Ana Souza/ }));
    await user.click(screen.getByRole("button", { name: "Criar Reserva" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([
      {
        guestId: GUEST,
        roomId: ROOM_102,
        checkInDate: "2027-03-10",
        checkOutDate: "2027-03-13",
        numberOfGuests: 1,
        adults: 1,
        children: 0,
        childrenAges: [],
        totalAmount: "1200.00",
        status: "confirmed",
        notes: null,
        motivoDesconto: null,
        origem: "balcao",
        overrideRestrictions: false,
        // The FNRH's trip, not chosen: sent as none.
        travelReason: null,
        transport: null,
      },
    ]);
    expect(notice()).toBe("Sucesso: Reserva criada com sucesso");
  });
});

describe("Editar Reserva", () => {
  it("keeps the stay's own room on offer and a discounted total until the clerk takes the estimate", async () => {
    // Two nights at R$ 250,00 agreed for R$ 450,00; no other room is free.
    const reservation: ReservationRecord = {
      id: RESERVATION,
      guestId: GUEST,
      roomId: ROOM_101,
      checkInDate: "2027-03-10",
      checkOutDate: "2027-03-12",
      numberOfGuests: 2,
      adults: 2,
      children: 0,
      childrenAges: [],
      totalAmount: "450.00",
      quotedTotal: null,
      status: "confirmed",
      statusPagamento: "PENDENTE",
      notes: null,
      motivoDesconto: "Cliente antigo",
      origem: "balcao",
      depositAmount: null,
      depositDueAt: null,
      cancellationPolicy: null,
      travelReason: null,
      transport: null,
      createdAt: STAMP,
      updatedAt: STAMP,
      guest: { id: GUEST, firstName: "Ana", lastName: "Souza", phone: "11987654321" },
      room: { id: ROOM_101, number: "101", type: "standard", pricePerNight: "250.00" },
    };
    const folio: Folio = {
      reservationId: RESERVATION,
      guest: { id: GUEST, firstName: "Ana", lastName: "Souza", cpfMasked: null, phone: "11987654321" },
      room: { id: ROOM_101, number: "101", type: "standard" },
      checkInDate: "2027-03-10",
      checkOutDate: "2027-03-12",
      nights: 2,
      lines: [],
      payments: [],
      total: "450.00",
      paid: "0.00",
      balance: "450.00",
      statusPagamento: "PENDENTE",
    };
    const asked = serveAvailability({});
    serveQuote({ [ROOM_101]: "250.00" });
    const sent: unknown[] = [];
    api.use(
      // Made before the quote: no nights stored, nights x the room's price was its rule.
      http.get(`/api/reservations/${RESERVATION}`, () =>
        HttpResponse.json({ ...reservation, segments: [], nights: [] }),
      ),
      http.get(`/api/reservations/${RESERVATION}/folio`, () => HttpResponse.json(folio)),
      http.put(`/api/reservations/${RESERVATION}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(reservation);
      }),
    );
    const onOpenChange = vi.fn();
    const { user } = renderWithApi(<EditReservationDialog reservation={reservation} onOpenChange={onOpenChange} />);

    await waitFor(() => expect(asked).toHaveLength(1));
    const quarto = screen.getByRole("combobox", { name: "Quarto" });
    expect(seen(quarto.textContent)).toBe("101 - Standard (R$ 250,00/dia)");
    await user.click(quarto);
    expect(roomOptions()).toEqual(["101 - Standard (R$ 250,00/dia)"]);
    await user.click(screen.getByRole("option", { name: named("101 - Standard (R$ 250,00/dia)") }));
    expect(field("Valor Total (R$)")).toHaveProperty("value", "450,00");

    await typeDate(user, "Check-out", "13032027");
    await waitFor(() =>
      expect(seen(screen.getByTestId("stay-estimate").textContent)).toBe(
        "Estimativa: 3 noites × R$ 250,00 = R$ 750,00",
      ),
    );
    expect(field("Valor Total (R$)")).toHaveProperty("value", "450,00");
    await user.click(screen.getByRole("button", { name: "Usar estimativa" }));
    expect(field("Valor Total (R$)")).toHaveProperty("value", "750,00");
    expect(asked).toEqual([
      `checkIn=2027-03-10&checkOut=2027-03-12&excludeReservationId=${RESERVATION}`,
      `checkIn=2027-03-10&checkOut=2027-03-13&excludeReservationId=${RESERVATION}`,
    ]);
    await user.click(screen.getByRole("button", { name: "Atualizar Reserva" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      {
        roomId: ROOM_101,
        checkInDate: "2027-03-10",
        checkOutDate: "2027-03-13",
        numberOfGuests: 2,
        adults: 2,
        children: 0,
        childrenAges: [],
        totalAmount: "750.00",
        status: "confirmed",
        notes: null,
        motivoDesconto: "Cliente antigo",
        origem: "balcao",
        overrideRestrictions: false,
        travelReason: null,
        transport: null,
      },
    ]);
  });
});
