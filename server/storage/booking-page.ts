// The booking page's queries (docs/product.md §16): the confirmation tokens (hashed), when an address last read the
// availability, the guest an online booking may reuse, and the desk's list of online bookings awaiting a deposit.
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { publicBookingReads, publicBookings } from "@shared/schema/booking-page";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../db";

export function bookingPageStorage(db: DbOrTx) {
  return {
    /** Stamps the address's availability read at `at` (one row per address, the last read). */
    async markRead(address: string, at: Date) {
      await db
        .insert(publicBookingReads)
        .values({ address, readAt: at })
        .onConflictDoUpdate({ target: publicBookingReads.address, set: { readAt: at } });
    },
    async lastRead(address: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ readAt: publicBookingReads.readAt })
        .from(publicBookingReads)
        .where(eq(publicBookingReads.address, address));
      return row?.readAt;
    },
    /**
     * Holds the phone's online bookings still to be paid until the transaction ends (an advisory lock on the
     * phone): two bookings with one phone count one after the other.
     */
    async lockPhone(phone: string) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reservar:${phone}`}, 0))`);
    },
    async pendingForPhone(phone: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(publicBookings)
        .innerJoin(reservations, eq(reservations.id, publicBookings.reservationId))
        .where(and(eq(publicBookings.phone, phone), eq(reservations.status, "pending")));
      return row?.n ?? 0;
    },
    /** The guest with exactly this CPF and this e-mail or phone, if any. */
    async guestByCpfAndContact(cpf: string, email: string, phone: string) {
      const [row] = await db
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.cpf, cpf), or(eq(guests.email, email), eq(guests.phone, phone))));
      return row?.id;
    },
    /** Which of these unique values another guest already has (a new guest is stored without them). */
    async takenContacts(values: { cpf: string; email: string; phone: string }) {
      const rows = await db
        .select({ cpf: guests.cpf, email: guests.email, phone: guests.phone })
        .from(guests)
        .where(or(eq(guests.cpf, values.cpf), eq(guests.email, values.email), eq(guests.phone, values.phone)));
      return {
        cpf: rows.some((r) => r.cpf === values.cpf),
        email: rows.some((r) => r.email === values.email),
        phone: rows.some((r) => r.phone === values.phone),
      };
    },
    async insertToken(values: { reservationId: string; tokenHash: string; phone: string }) {
      await db.insert(publicBookings).values(values);
    },
    /** The booking a token's hash names: what the guest's page shows (no CPF, no internal ids beyond the txid's). */
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          reservationId: reservations.id,
          status: reservations.status,
          statusPagamento: reservations.statusPagamento,
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
          adults: reservations.adults,
          children: reservations.children,
          totalAmount: reservations.totalAmount,
          depositAmount: reservations.depositAmount,
          depositDueAt: reservations.depositDueAt,
          cancellationPolicy: reservations.cancellationPolicy,
          roomType: rooms.type,
          firstName: guests.firstName,
        })
        .from(publicBookings)
        .innerJoin(reservations, eq(reservations.id, publicBookings.reservationId))
        .innerJoin(rooms, eq(rooms.id, reservations.roomId))
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .where(eq(publicBookings.tokenHash, tokenHash));
      return row;
    },
    /** 'Reservas online aguardando sinal': pending online bookings, the nearest deadline first. */
    awaitingDeposit() {
      return db
        .select({
          id: reservations.id,
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
          totalAmount: reservations.totalAmount,
          depositAmount: reservations.depositAmount,
          depositDueAt: reservations.depositDueAt,
          statusPagamento: reservations.statusPagamento,
          createdAt: reservations.createdAt,
          guestName: sql<string>`${guests.firstName} || ' ' || ${guests.lastName}`,
          guestPhone: publicBookings.phone,
          roomNumber: rooms.number,
          roomType: rooms.type,
        })
        .from(publicBookings)
        .innerJoin(reservations, eq(reservations.id, publicBookings.reservationId))
        .innerJoin(rooms, eq(rooms.id, reservations.roomId))
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .where(eq(reservations.status, "pending"))
        .orderBy(asc(reservations.depositDueAt), asc(reservations.createdAt));
    },
  };
}
