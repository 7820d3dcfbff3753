import type { ActiveStay } from "../api/stay-records";
import { FrontDeskBadge } from "./front-desk-badge";

/** 'Hospedado' (or 'Check-out Hoje' in that tab), flagged 'Atrasado' when the departure date has passed. */
export function StayBadges({ stay, leaving = false }: { stay: ActiveStay; leaving?: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <FrontDeskBadge kind={leaving ? "leaving" : "staying"} />
      {stay.late && <FrontDeskBadge kind="late" />}
    </span>
  );
}
