// When each guest first made a reservation (migrations/0033): Relatórios > Hóspedes counts a period's new guests by
// this table's index instead of asking, for each of a year's 17,000 guests, whether an earlier reservation exists.
// Triggers on reservations append the guests whose answer may have changed to the marks table, in the writer's own
// transaction and without waiting on anyone; the report, before it counts, recomputes the marked guests from the
// reservations (server/storage/reports/hospedes.ts). The app writes neither table otherwise; both are derived, never
// backed up.
import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/** A guest's first made reservation (pending, confirmed, checked in or completed): its creation instant. */
export const resumoPrimeiraReserva = pgTable(
  "resumo_primeira_reserva",
  {
    /** guests.id, without a foreign key: derived rows. */
    guestId: uuid("guest_id").primaryKey(),
    primeiraEm: timestamp("primeira_em", { withTimezone: true }).notNull(),
  },
  (t) => [index("resumo_primeira_reserva_em_idx").on(t.primeiraEm)],
);

/**
 * Guests whose first made reservation may have changed since the summary was last brought up to date. No key:
 * writers append without waiting on each other; the report deletes what it recomputed.
 */
export const resumoPrimeiraReservaPendente = pgTable("resumo_primeira_reserva_pendente", {
  guestId: uuid("guest_id").notNull(),
});
