// GET /api/reservations/:id/cancellation-proposal: the split of what a reservation holds that its cancellation policy
// gives on the pousada's today (docs/product.md §10.7, §15.1). Money: decimal strings.
import type { CancellationPolicyRowView } from "./rates";

export interface CancellationProposal {
  /** The net paid (payments less refunds): what the split shares out. */
  paid: string;
  reembolso: string;
  credito: string;
  multa: string;
  /** Days from the pousada's today to the check-in date (0 on or after it). */
  daysBefore: number;
  /** Where the ladder came from: the reservation's own snapshot, the tarifário's default policy, or none. */
  source: "reservation" | "default" | "none";
  policy: { name: string; rows: CancellationPolicyRowView[]; creditMonths: number } | null;
  /** The ladder row that applied (null: under every row, or no policy). */
  row: CancellationPolicyRowView | null;
  /** True when the CDC art. 49 withdrawal right gave everything back (a distance sale within 7 days). */
  withdrawal: boolean;
  /** Months the credit letter stays valid. */
  creditMonths: number;
  /** The rule in Portuguese, as the dialog shows it. */
  explanation: string;
}
