// Which cancellation policy a reservation is cancelled under (docs/decisions/0056): the snapshot it was sold with
// (reservations.cancellation_policy), else the tarifário's default policy, else none (the desk's split as before).
import type { CancellationProposal } from "@shared/api/cancellation-proposal";
import type { CancellationPolicyRowView } from "@shared/api/rates";
import { tarifarioSettingsOf } from "@shared/validators/rates";
import type { DbOrTx } from "../db";
import { ratesStorage } from "../storage/rates";
import { settingsStorage } from "../storage/settings";

type Policy = NonNullable<CancellationProposal["policy"]>;

/** The snapshot as stored, when it has the shape the quote writes ({name, rows, creditMonths}). */
function snapshotOf(value: unknown): Policy | null {
  if (typeof value !== "object" || value === null) return null;
  const { name, rows, creditMonths } = value as Record<string, unknown>;
  if (typeof name !== "string" || !Array.isArray(rows) || typeof creditMonths !== "number") return null;
  return { name, rows: rows as CancellationPolicyRowView[], creditMonths };
}

export async function policyOfReservation(
  db: DbOrTx,
  reservation: { cancellationPolicy: unknown },
): Promise<{ policy: Policy | null; source: CancellationProposal["source"] }> {
  const own = snapshotOf(reservation.cancellationPolicy);
  if (own) return { policy: own, source: "reservation" };
  const { defaultPolicyId } = tarifarioSettingsOf(await settingsStorage(db).get("tarifario"));
  const row = defaultPolicyId ? await ratesStorage(db).policyById(defaultPolicyId) : undefined;
  if (!row) return { policy: null, source: "none" };
  return {
    policy: { name: row.name, rows: row.rows as CancellationPolicyRowView[], creditMonths: row.creditMonths },
    source: "default",
  };
}
