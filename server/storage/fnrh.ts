// The FNRH's tables (shared/schema/fnrh.ts): the API key, the stay's guests with their register fields, the minors'
// authorisations, and the register's state per stay and guest.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { fnrhCredentials, fnrhGuests, fnrhRegistrations, minorAuthorisations } from "@shared/schema/fnrh";
import { guests, type Guest } from "@shared/schema/guests";
import { reservationGuests } from "@shared/schema/reservation-guests";
import { reservations } from "@shared/schema/reservations";
import { checkInOut } from "@shared/schema/stays";
import type { FnrhState } from "@shared/fnrh";
import type { MinorAuthorisationInput } from "@shared/validators/fnrh";
import type { DbOrTx } from "../db";

export type FnrhRegistration = typeof fnrhRegistrations.$inferSelect;
export type FnrhGuest = typeof fnrhGuests.$inferSelect;
export type MinorAuthorisation = typeof minorAuthorisations.$inferSelect;

/** A guest of the stay with the register's fields and, for a companion, the responsible adult named when added. */
type RegisterField =
  | "nationality"
  | "residenceCountry"
  | "gender"
  | "genderDescription"
  | "socialName"
  | "birthDate"
  | "documentType"
  | "documentNumber"
  | "cep"
  | "street"
  | "addressNumber"
  | "complement"
  | "neighborhood"
  | "cityIbgeCode"
  | "state";

export type StayRegisterGuest = Guest & { isMain: boolean; listedGuardianId: string | null };

export function fnrhStorage(db: DbOrTx) {
  return {
    async apiKey(): Promise<string | null> {
      const [row] = await db.select({ apiKey: fnrhCredentials.apiKey }).from(fnrhCredentials);
      return row?.apiKey ?? null;
    },
    async putApiKey(apiKey: string) {
      await db
        .insert(fnrhCredentials)
        .values({ id: 1, apiKey })
        .onConflictDoUpdate({ target: fnrhCredentials.id, set: { apiKey, updatedAt: new Date() } });
    },

    /** 'Desativar': the key removed, so nothing is sent until a new one is saved. */
    async removeApiKey() {
      await db.delete(fnrhCredentials);
    },

    /** The stay's guests, the main guest first and then the companions in the order they were added. */
    async stayGuests(reservation: { id: string; guestId: string }): Promise<StayRegisterGuest[]> {
      const [main] = await db.select().from(guests).where(eq(guests.id, reservation.guestId));
      const companions = await db
        .select({ guest: guests, guardian: reservationGuests.guardianGuestId })
        .from(reservationGuests)
        .innerJoin(guests, eq(guests.id, reservationGuests.guestId))
        .where(eq(reservationGuests.reservationId, reservation.id))
        .orderBy(asc(reservationGuests.createdAt), asc(guests.id));
      return [
        { ...main!, isMain: true, listedGuardianId: null },
        ...companions.map((c) => ({ ...c.guest, isMain: false, listedGuardianId: c.guardian })),
      ];
    },

    /** The reservation's register lock until the transaction ends (server/fnrh/sync.ts withRegisterLock). */
    async lockRegister(reservationId: string) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`fnrh:${reservationId}`}, 0))`);
    },

    /** The register's fields of a guest still empty, filled (one typed meanwhile is kept: COALESCE). */
    async fillGuestGaps(guestId: string, values: Partial<Record<RegisterField, string>>) {
      const set = Object.fromEntries(
        Object.entries(values).map(([field, value]) => {
          const column = guests[field as RegisterField];
          // A date has no empty text; the others may hold '' from an older form.
          return [
            field,
            field === "birthDate"
              ? sql`COALESCE(${column}, ${value}::date)`
              : sql`COALESCE(NULLIF(${column}, ''), ${value})`,
          ];
        }),
      );
      if (!Object.keys(set).length) return;
      await db
        .update(guests)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(guests.id, guestId));
    },

    async setTrip(reservationId: string, trip: { travelReason: string; transport: string }, at: Date) {
      await db
        .update(reservations)
        .set({ ...trip, updatedAt: at })
        .where(eq(reservations.id, reservationId));
    },

    /** The stay of a reservation (its latest record): its id and when it began and ended. */
    async stayOf(reservationId: string) {
      const [row] = await db
        .select({ id: checkInOut.id, checkInTime: checkInOut.checkInTime, checkOutTime: checkInOut.checkOutTime })
        .from(checkInOut)
        .where(eq(checkInOut.reservationId, reservationId))
        .orderBy(sql`${checkInOut.createdAt} DESC`)
        .limit(1);
      return row;
    },

    minors: (reservationId: string) =>
      db.select().from(minorAuthorisations).where(eq(minorAuthorisations.reservationId, reservationId)),
    async putMinor(reservationId: string, guestId: string, values: MinorAuthorisationInput, checkedBy: string) {
      const row = {
        guardianGuestId: values.guardianGuestId ?? null,
        guardianDocumentType: values.guardianDocumentType ?? null,
        guardianDocumentNumber: values.guardianDocumentNumber ?? null,
        authorisation: values.authorisation,
        checkedBy,
        checkedAt: new Date(),
      };
      await db
        .insert(minorAuthorisations)
        .values({ reservationId, guestId, ...row })
        .onConflictDoUpdate({ target: [minorAuthorisations.reservationId, minorAuthorisations.guestId], set: row });
    },

    async registration(reservationId: string) {
      const [row] = await db.select().from(fnrhRegistrations).where(eq(fnrhRegistrations.reservationId, reservationId));
      return row;
    },
    async putRegistration(reservationId: string, values: Partial<Omit<FnrhRegistration, "reservationId">>) {
      const set = { ...values, updatedAt: new Date() };
      await db
        .insert(fnrhRegistrations)
        .values({ reservationId, ...set })
        .onConflictDoUpdate({ target: fnrhRegistrations.reservationId, set });
    },
    /** Adds a ficha to the register's ignored ones, once (one statement: two clerks at once add it once). */
    async ignoreFicha(reservationId: string, hospedeId: string) {
      await db
        .update(fnrhRegistrations)
        .set({ ignoredFichas: sql`array_append(${fnrhRegistrations.ignoredFichas}, ${hospedeId}::text)` })
        .where(
          and(
            eq(fnrhRegistrations.reservationId, reservationId),
            sql`NOT (${hospedeId}::text = ANY (${fnrhRegistrations.ignoredFichas}))`,
          ),
        );
    },
    registeredGuests: (reservationId: string) =>
      db.select().from(fnrhGuests).where(eq(fnrhGuests.reservationId, reservationId)),
    async putGuest(
      reservationId: string,
      guestId: string,
      values: Partial<Omit<FnrhGuest, "reservationId" | "guestId">>,
    ) {
      await db
        .insert(fnrhGuests)
        .values({ reservationId, guestId, ...values })
        .onConflictDoUpdate({ target: [fnrhGuests.reservationId, fnrhGuests.guestId], set: values });
    },
    async setGuestsState(reservationId: string, guestIds: string[], state: FnrhState) {
      if (!guestIds.length) return;
      await db
        .update(fnrhGuests)
        .set({ state, lastError: null })
        .where(and(eq(fnrhGuests.reservationId, reservationId), inArray(fnrhGuests.guestId, guestIds)));
    },
    /** Stays whose register failed, or is still pending `lateAfter` after it was asked for (the desk's list). */
    lateOrFailed: (lateBefore: Date) =>
      db
        .select()
        .from(fnrhRegistrations)
        .where(
          sql`${fnrhRegistrations.state} = 'erro' OR (${fnrhRegistrations.state} = 'pendente' AND ${fnrhRegistrations.requestedAt} < ${lateBefore})`,
        )
        .orderBy(asc(fnrhRegistrations.requestedAt)),
  };
}
