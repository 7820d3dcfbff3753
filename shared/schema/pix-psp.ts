// The optional PSP's Pix charges and the Pix it reports (docs/product.md §16.3, docs/decisions/0065): each dynamic
// charge (cob) made for a reservation, by txid, so a webhook's txid finds its reservation and account; and every
// Pix received, once by its endToEndId (the primary key is the deduplication: a redelivery inserts nothing), with
// the payment it became or, when none could be recorded, why (the owner's list of Pix to reconcile).
import { sql } from "drizzle-orm";
import { index, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { contasBancarias } from "./finance";
import { payments } from "./payments";
import { reservations } from "./reservations";
import { users } from "./users";

export const pixCobrancas = pgTable(
  "pix_cobrancas",
  {
    /** 26 to 35 letters and digits (API Pix v2, PUT /cob/{txid}). */
    txid: varchar("txid", { length: 35 }).primaryKey(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** The account whose key the charge names: the money received is recorded into it. */
    contaBancariaId: uuid("conta_bancaria_id")
      .notNull()
      .references(() => contasBancarias.id, { onDelete: "cascade" }),
    valor: numeric("valor", { precision: 10, scale: 2 }).notNull(),
    pixCopiaECola: text("pix_copia_e_cola").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pix_cobrancas_reservation_idx").on(t.reservationId)],
);

export const pixRecebidos = pgTable(
  "pix_recebidos",
  {
    /** The Pix's own id (32 characters): one row per Pix, however often the PSP delivers it. */
    endToEndId: varchar("end_to_end_id", { length: 32 }).primaryKey(),
    txid: varchar("txid", { length: 35 }),
    valor: numeric("valor", { precision: 10, scale: 2 }).notNull(),
    horario: timestamp("horario", { withTimezone: true }).notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    /** The payment recorded from it; null when none could be (then `motivo` says why: a list to reconcile). */
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    motivo: text("motivo"),
    /** Settled by hand at the desk: when, by whom and how ('Marcar como resolvido'); then off the list. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution"),
    createdAt: createdAt(),
  },
  (t) => [
    index("pix_recebidos_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.paymentId} IS NULL`),
  ],
);
