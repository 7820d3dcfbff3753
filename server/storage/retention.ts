// What the retention removes (docs/product.md §18): document photos some days after the guest's last check-out,
// and guests without a stay for years. Never a guest staying or booked, nor one whose data is held.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** Guests not anonymised, not held on `today`, and without a pending, confirmed or checked-in reservation. */
const removable = (today: string) => sql`
  g.anonymized_at IS NULL
  AND NOT (g.retention_hold_reason IS NOT NULL AND (g.retention_hold_until IS NULL OR g.retention_hold_until >= ${today}::date))
  AND NOT EXISTS (
    SELECT 1 FROM reservations r LEFT JOIN reservation_guests rg ON rg.reservation_id = r.id
    WHERE (r.guest_id = g.id OR rg.guest_id = g.id) AND r.status IN ('pending', 'confirmed', 'checked_in'))`;

/** The guest's last moment at the pousada: their last check-out, or their registration when they never stayed. */
const lastSeen = sql`greatest(g.created_at, (
  SELECT max(s.check_out_time) FROM check_in_out s
  WHERE s.reservation_id IN (SELECT r.id FROM reservations r WHERE r.guest_id = g.id
    UNION SELECT rg.reservation_id FROM reservation_guests rg WHERE rg.guest_id = g.id)))`;

type RetentionCandidate = {
  id: string;
  name: string;
  lastSeen: string;
  documentPhotoUrl: string | null;
};

export function retentionStorage(db: DbOrTx) {
  const candidates = async (where: ReturnType<typeof sql>) =>
    (
      await db.execute<RetentionCandidate>(sql`
        SELECT g.id, concat_ws(' ', g.first_name, g.last_name) AS name, ${lastSeen} AS "lastSeen",
          g.document_photo_url AS "documentPhotoUrl"
        FROM guests g WHERE ${where} ORDER BY 3, 1`)
    ).rows.map((row) => ({ ...row, lastSeen: new Date(row.lastSeen).toISOString() }));

  return {
    /** Guests whose document photo was last needed before `before`. */
    photosDue: (before: Date, today: string) =>
      candidates(
        sql`g.document_photo_url IS NOT NULL AND ${removable(today)} AND ${lastSeen} < ${before.toISOString()}::timestamptz`,
      ),
    /** Guests last seen before `before`. */
    guestsDue: (before: Date, today: string) =>
      candidates(sql`${removable(today)} AND ${lastSeen} < ${before.toISOString()}::timestamptz`),

    /** Forgets the guest's photo if it is still this one; true when it did. */
    async dropPhoto(guestId: string, path: string) {
      const { rowCount } = await db.execute(
        sql`UPDATE guests SET document_photo_url = NULL, updated_at = now() WHERE id = ${guestId} AND document_photo_url = ${path}`,
      );
      return rowCount === 1;
    },
  };
}
