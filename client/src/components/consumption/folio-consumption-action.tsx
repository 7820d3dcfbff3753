import type { FolioLine } from "@shared/api";
import { RemoveConsumptionButton } from "./remove-consumption-button";

/** The folio's hook for a consumption line: its trash icon, for whoever may remove it (nothing on the nights). */
export function FolioConsumptionAction({ reservationId, line }: { reservationId: string; line: FolioLine }) {
  if (!line.consumptionId) return null;
  return (
    <RemoveConsumptionButton
      reservationId={reservationId}
      consumptionId={line.consumptionId}
      description={line.description}
      quantity={line.quantity}
    />
  );
}
