// The SQL behind a guest's LGPD rights (docs/product.md §18): locking the guest, what keeps their data (an open or
// booked stay, a hold), and the texts the product itself wrote with their name (ledger descriptions, stock notes).
import { eq, sql } from "drizzle-orm";
import { guestSensitiveData, guests, type Guest } from "@shared/schema/guests";
import type { DbOrTx } from "../db";

/** The guest's reservations, as the main guest or a companion. */
const reservationsOf = (guestId: string) => sql`(
  SELECT r.id FROM reservations r WHERE r.guest_id = ${guestId}
  UNION SELECT rg.reservation_id FROM reservation_guests rg WHERE rg.guest_id = ${guestId})`;

/** The ledger entries the product wrote for the guest's payments, card fees, refunds, and their reversals. */
const ledgerEntriesOf = (guestId: string) => sql`(
  WITH own AS (
    SELECT p.lancamento_id AS id FROM payments p WHERE p.guest_id = ${guestId}
    UNION SELECT p.taxa_lancamento_id FROM payments p WHERE p.guest_id = ${guestId}
    UNION SELECT pr.lancamento_id FROM payment_refunds pr JOIN payments p ON p.id = pr.payment_id
      WHERE p.guest_id = ${guestId}
    UNION SELECT pg.lancamento_financeiro_id FROM pagamentos_reserva pg WHERE pg.reserva_id IN ${reservationsOf(guestId)}
  )
  SELECT id FROM own WHERE id IS NOT NULL
  UNION SELECT l.id FROM lancamentos_financeiros l WHERE l.estorno_de_id IN (SELECT id FROM own))`;

export function guestPrivacyStorage(db: DbOrTx) {
  return {
    async lock(id: string) {
      const [guest] = await db.select().from(guests).where(eq(guests.id, id)).for("update");
      return guest;
    },

    /** Writes the anonymised personal fields and the instant. */
    async markAnonymized(id: string, values: Partial<Guest>, at: Date) {
      await db
        .update(guests)
        .set({ ...values, anonymizedAt: at, updatedAt: at, retentionHoldReason: null, retentionHoldUntil: null })
        .where(eq(guests.id, id));
      // The FNRH's sensitive fields (race, disability) go whole.
      await db.delete(guestSensitiveData).where(eq(guestSensitiveData.guestId, id));
    },

    /** The guest whose document photo is the stored object `objectId`, if any. */
    async guestOfDocument(objectId: string) {
      const [row] = await db
        .select({ id: guests.id })
        .from(guests)
        .where(eq(guests.documentPhotoUrl, `/objects/${objectId}`));
      return row?.id;
    },

    /** 'open' while a stay is checked in, 'booked' while one is pending or confirmed; else null. */
    async activeStay(guestId: string): Promise<"open" | "booked" | null> {
      const { rows } = await db.execute<{ open: boolean; booked: boolean }>(sql`
        SELECT
          EXISTS (SELECT 1 FROM reservations r WHERE r.id IN ${reservationsOf(guestId)} AND r.status = 'checked_in')
            OR EXISTS (SELECT 1 FROM check_in_out s WHERE s.reservation_id IN ${reservationsOf(guestId)}
              AND s.check_in_time IS NOT NULL AND s.check_out_time IS NULL) AS open,
          EXISTS (SELECT 1 FROM reservations r WHERE r.id IN ${reservationsOf(guestId)}
            AND r.status IN ('pending', 'confirmed')) AS booked`);
      const row = rows[0]!;
      return row.open ? "open" : row.booked ? "booked" : null;
    },

    /**
     * The texts the product composed with the guest's name ("Pagamento de hospedagem: Ana Souza, quarto 101")
     * get the initials instead; notes of the guest's stays are emptied. Amounts and dates are not touched.
     */
    async scrubTexts(guestId: string, fullName: string, initials: string) {
      const swap = (column: ReturnType<typeof sql.identifier>) => sql`replace(${column}, ${fullName}, ${initials})`;
      await db.execute(sql`
        UPDATE lancamentos_financeiros SET descricao = ${swap(sql.identifier("descricao"))},
          observacoes = ${swap(sql.identifier("observacoes"))}
        WHERE id IN ${ledgerEntriesOf(guestId)}
          AND (strpos(descricao, ${fullName}) > 0 OR strpos(observacoes, ${fullName}) > 0)`);
      await db.execute(sql`
        UPDATE product_stock_moves SET note = ${swap(sql.identifier("note"))}
        WHERE strpos(note, ${fullName}) > 0 AND consumption_id IN (
          SELECT c.id FROM product_consumption c WHERE c.reservation_id IN ${reservationsOf(guestId)})`);
      await db.execute(sql`
        UPDATE payments SET description = ${swap(sql.identifier("description"))}
        WHERE guest_id = ${guestId} AND strpos(description, ${fullName}) > 0`);
      await db.execute(sql`UPDATE reservations SET notes = NULL
        WHERE guest_id = ${guestId} AND notes IS NOT NULL`);
      await db.execute(sql`UPDATE check_in_out SET notes = NULL
        WHERE reservation_id IN (SELECT id FROM reservations WHERE guest_id = ${guestId}) AND notes IS NOT NULL`);
    },
  };
}
