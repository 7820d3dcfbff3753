// The PSP's Pix (docs/decisions/0065): the dynamic charges made for reservations, and each Pix received, once per
// endToEndId (INSERT ... ON CONFLICT DO NOTHING on the primary key: a redelivery, even a parallel one, inserts
// nothing and learns so).
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { pixCobrancas, pixRecebidos } from "@shared/schema/pix-psp";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import type { DbOrTx } from "../db";

export function pixPspStorage(db: DbOrTx) {
  return {
    async insertCharge(values: typeof pixCobrancas.$inferInsert) {
      await db.insert(pixCobrancas).values(values);
    },
    /** The reservation's newest charge of `valor` into the account still valid after `after`, to show again. */
    async liveCharge(reservationId: string, contaBancariaId: string, valor: string, after: Date) {
      const [row] = await db
        .select()
        .from(pixCobrancas)
        .where(
          and(
            eq(pixCobrancas.reservationId, reservationId),
            eq(pixCobrancas.contaBancariaId, contaBancariaId),
            eq(pixCobrancas.valor, valor),
            gt(pixCobrancas.expiresAt, after),
          ),
        )
        .orderBy(desc(pixCobrancas.createdAt))
        .limit(1);
      return row;
    },
    async chargeByTxid(txid: string) {
      const [row] = await db.select().from(pixCobrancas).where(eq(pixCobrancas.txid, txid));
      return row;
    },
    async isReceived(endToEndId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pixRecebidos.endToEndId })
        .from(pixRecebidos)
        .where(eq(pixRecebidos.endToEndId, endToEndId));
      return Boolean(row);
    },
    /** Claims the Pix: true when this call inserted it, false when it was already there (a redelivery). */
    async claim(values: typeof pixRecebidos.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(pixRecebidos)
        .values(values)
        .onConflictDoNothing({ target: pixRecebidos.endToEndId })
        .returning({ id: pixRecebidos.endToEndId });
      return rows.length === 1;
    },
    async setPayment(endToEndId: string, paymentId: string) {
      await db.update(pixRecebidos).set({ paymentId, motivo: null }).where(eq(pixRecebidos.endToEndId, endToEndId));
    },
    async setReason(endToEndId: string, motivo: string) {
      await db.update(pixRecebidos).set({ motivo }).where(eq(pixRecebidos.endToEndId, endToEndId));
    },
    /**
     * Marks a Pix that became no payment as settled by hand, once (one statement: of two clerks at once, one does
     * it); undefined when there is no such Pix waiting.
     */
    async resolve(endToEndId: string, userId: string, resolution: string) {
      const [row] = await db
        .update(pixRecebidos)
        .set({ resolvedAt: sql`now()`, resolvedBy: userId, resolution })
        .where(
          and(eq(pixRecebidos.endToEndId, endToEndId), isNull(pixRecebidos.paymentId), isNull(pixRecebidos.resolvedAt)),
        )
        .returning({ endToEndId: pixRecebidos.endToEndId, valor: pixRecebidos.valor });
      return row;
    },
    /** The Pix received that became no payment and wait for the desk, oldest first, with the reservation's guest when there is one. */
    async unrecorded() {
      return db
        .select({
          endToEndId: pixRecebidos.endToEndId,
          txid: pixRecebidos.txid,
          valor: pixRecebidos.valor,
          horario: pixRecebidos.horario,
          motivo: pixRecebidos.motivo,
          reservationId: pixRecebidos.reservationId,
          guestName: guests.firstName,
          guestLastName: guests.lastName,
        })
        .from(pixRecebidos)
        .leftJoin(reservations, eq(reservations.id, pixRecebidos.reservationId))
        .leftJoin(guests, eq(guests.id, reservations.guestId))
        .where(and(isNull(pixRecebidos.paymentId), isNull(pixRecebidos.resolvedAt)))
        .orderBy(asc(pixRecebidos.createdAt))
        .limit(200);
    },
  };
}
