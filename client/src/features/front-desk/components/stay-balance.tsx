import { formatCentavos } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { StayFolioRecord } from "../api/stay-records";
import { stayBalanceCentavos } from "../lib/stay-balance";

/** The figure the desk needs at check-out: what is still to be received (or the guest's credit). */
export function StayBalance({ folio }: { folio: StayFolioRecord }) {
  const balance = stayBalanceCentavos(folio.stay.reservation.totalAmount, folio.consumedTotalCentavos, folio.paidTotal);
  if (balance === null) return null;
  const owing = balance > 0;
  return (
    <p
      className={cn(
        "flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm",
        owing ? "border-amber-200 bg-amber-50 text-amber-900" : "border-emerald-200 bg-emerald-50 text-emerald-800",
      )}
    >
      <span className="font-medium">{balance < 0 ? "Crédito do hóspede" : "Saldo a receber"}</span>
      <span className="font-semibold tabular-nums">{formatCentavos(Math.abs(balance))}</span>
    </p>
  );
}
