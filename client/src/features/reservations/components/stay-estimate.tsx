import { estimateStayTotal, nightsBetween } from "@shared/reservations";
import { formatCurrency } from "@/lib/format";

interface StayEstimateProps {
  checkInDate: string;
  checkOutDate: string;
  pricePerNight: string | null;
}

/** The live "nights x price" line (docs/product.md §7.3): shown once the room and both dates are known. */
export function StayEstimate({ checkInDate, checkOutDate, pricePerNight }: StayEstimateProps) {
  if (!pricePerNight || !checkInDate || !checkOutDate || checkOutDate <= checkInDate) {
    return <p className="text-sm text-muted-foreground">Escolha as datas e o quarto para ver a estimativa.</p>;
  }
  const nights = nightsBetween(checkInDate, checkOutDate);
  return (
    <p className="text-sm" data-testid="stay-estimate" aria-live="polite">
      Estimativa: {nights} {nights === 1 ? "noite" : "noites"} × {formatCurrency(pricePerNight)} ={" "}
      <strong className="tabular-nums">
        {formatCurrency(estimateStayTotal(checkInDate, checkOutDate, pricePerNight))}
      </strong>
    </p>
  );
}
