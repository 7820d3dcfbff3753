// An online booking (docs/product.md §16.2, docs/decisions/0057): the server quotes again (a price from the browser
// is never read), takes the type's first free room that holds the party (the desk's order), and makes the pending
// reservation through the desk's own creation, in one transaction with the guest, the deposit and the guest's
// token. The segments' no-overlap constraint decides between concurrent bookings: the loser tries the type's next
// room, and with none left hears 'Não há mais disponibilidade para estas datas'.
import { createHash, randomBytes } from "node:crypto";
import type { PublicBookingCreated, PublicBookingView } from "@shared/api/booking-page";
import type { Quote } from "@shared/api/rates";
import { ROOM_TYPE_LABELS, type RoomType } from "@shared/enums";
import type { PublicBooking } from "@shared/validators/booking-page";
import type { Db } from "../db";
import { findPgError } from "../db/pg-errors";
import { ConflictError, NotFoundError } from "../errors";
import { storage } from "../storage";
import type { Clock } from "./clock";
import { bookingGuard } from "./public-booking-guard";
import { offerDomain } from "./public-booking-offer";
import type { PixPsp } from "./pix-psp";
import { depositPix, pousadaContact } from "./public-booking-pix";
import { reservationsDomain } from "./reservations";
import type { Store } from "./transaction";

const NO_AVAILABILITY = "Não há mais disponibilidade para estas datas";
const BOOKING_NOT_FOUND = "Reserva não encontrada";

/** The token the guest keeps: 192 random bits, base64url; only its SHA-256 is stored. */
const newToken = () => randomBytes(24).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A room that another booking took meanwhile (the constraint), or a guest's e-mail or phone taken meanwhile. */
const lostRace = (error: unknown) => ["23P01", "23505"].includes(findPgError(error)?.code ?? "");

/** `psp`: the optional PSP's dynamic charge for the deposit (docs/decisions/0065); the static code without it. */
export function publicBookingDomain(db: Db, clock: Clock, psp?: PixPsp) {
  const offers = offerDomain(db, clock);

  /** The guest: the one with this exact CPF and this e-mail or phone; else a new one, without what others hold. */
  async function guestFor(s: Store, input: PublicBooking) {
    const { cpf, email, phone, firstName, lastName } = input;
    const existing = await s.bookingPage.guestByCpfAndContact(cpf, email, phone);
    if (existing) return existing;
    const taken = await s.bookingPage.takenContacts({ cpf, email, phone });
    const guest = await s.guests.create({
      firstName,
      lastName,
      cpf: taken.cpf ? null : cpf,
      email: taken.email ? null : email,
      phone: taken.phone ? null : phone,
      tags: ["reserva online"],
      notes:
        taken.email || taken.phone || taken.cpf
          ? `Reserva online: dados que já constam em outro cadastro. E-mail ${email}, celular ${phone}.`
          : null,
      // A phone another guest holds is left empty here, as a companion's is (the column allows it).
    } as Parameters<Store["guests"]["create"]>[0]);
    return guest.id;
  }

  /** One attempt on one room, all or nothing. */
  async function bookRoom(roomId: string, quote: Quote, input: PublicBooking, maxPending: number) {
    return db.transaction(async (tx) => {
      const s = storage(tx);
      // Bookings of one room take turns here, so they meet the constraint one after the other, never in a deadlock.
      await s.rooms.lockById(roomId);
      await s.bookingPage.lockPhone(input.phone);
      if ((await s.bookingPage.pendingForPhone(input.phone)) >= maxPending) {
        throw new ConflictError(
          "Este celular já tem reservas aguardando o sinal. Pague o sinal delas ou fale com a pousada.",
          "phone",
        );
      }
      const guestId = await guestFor(s, input);
      // The desk's own creation: the same checks, the same constraint, the same quote stored with its nights, its
      // deposit (a pending sale made online holds one) and its cancellation policy.
      const desk = reservationsDomain(tx as unknown as Db);
      const reservation = await desk.create(
        {
          guestId,
          roomId,
          checkInDate: input.checkInDate,
          checkOutDate: input.checkOutDate,
          adults: input.adults,
          children: input.childrenAges.length,
          childrenAges: input.childrenAges,
          numberOfGuests: input.adults + input.childrenAges.length,
          status: "pending",
          origem: "site",
          notes: "Reserva online (Reservar online)",
        },
        "owner",
      );
      const code = newToken();
      await s.bookingPage.insertToken({ reservationId: reservation.id, tokenHash: hashOf(code), phone: input.phone });
      return { code, reservationId: reservation.id };
    });
  }

  return {
    async book(input: PublicBooking, address: string): Promise<PublicBookingCreated> {
      const settings = await offers.pageSettings();
      const s = storage(db);
      await bookingGuard.book(s, { address, email: input.email, phone: input.phone, website: input.website }, clock());
      if (!settings.roomTypes.includes(input.roomType)) throw new ConflictError(NO_AVAILABILITY, "roomType");
      await offers.checkDates(input);
      for (const room of await offers.candidates(input.roomType, input)) {
        const quote = await offers.quoteFor(room.id, input);
        if (quote.restrictions.length) throw new ConflictError(quote.restrictions[0]!.message, "checkInDate");
        let booked: { code: string; reservationId: string } | undefined;
        for (let attempt = 1; !booked && attempt <= 2; attempt++) {
          try {
            booked = await bookRoom(room.id, quote, input, settings.maxPendingPerPhone);
          } catch (error) {
            if (!lostRace(error)) throw error;
            if (findPgError(error)?.code === "23P01") break;
          }
        }
        if (!booked) continue;
        return {
          code: booked.code,
          status: "pending",
          depositAmount: quote.deposit.amount,
          depositDueAt: quote.deposit.dueAt,
          pix: await depositPix(s, booked.reservationId, quote.deposit.amount, {
            psp,
            dueAt: quote.deposit.dueAt ? new Date(quote.deposit.dueAt) : null,
            now: clock(),
          }),
        };
      }
      throw new ConflictError(NO_AVAILABILITY, "roomType");
    },

    /** The guest's page: 404 for anything but a token that names a booking (a guess, a wrong one, a malformed one). */
    async view(code: string): Promise<PublicBookingView> {
      await offers.pageSettings();
      if (!TOKEN.test(code)) throw new NotFoundError(BOOKING_NOT_FOUND);
      const s = storage(db);
      const row = await s.bookingPage.findByTokenHash(hashOf(code));
      if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
      const paid = row.statusPagamento !== "PENDENTE";
      const contact = await pousadaContact(s);
      const due = row.status === "pending" && !paid && row.depositAmount !== null && row.depositAmount !== "0.00";
      return {
        status: row.status,
        paid,
        roomType: row.roomType as RoomType,
        roomTypeLabel: ROOM_TYPE_LABELS[row.roomType as RoomType],
        checkInDate: row.checkInDate,
        checkOutDate: row.checkOutDate,
        adults: row.adults,
        children: row.children,
        firstName: row.firstName,
        totalAmount: row.totalAmount,
        depositAmount: row.depositAmount,
        depositDueAt: row.depositDueAt?.toISOString() ?? null,
        cancellationPolicy: row.cancellationPolicy as Quote["cancellationPolicy"],
        pix: due
          ? await depositPix(s, row.reservationId, row.depositAmount!, { psp, dueAt: row.depositDueAt, now: clock() })
          : null,
        whatsapp: contact?.telefone ?? null,
        pousadaNome: contact?.nome ?? null,
        timeZone: await s.settings.timeZone(),
      };
    },
  };
}
