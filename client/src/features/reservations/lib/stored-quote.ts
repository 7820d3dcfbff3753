import type { Quote } from "@shared/api/rates";
import type { ReservationDetails } from "@shared/api/reservations";
import { fromCentavos, toCentavos } from "@shared/money";
import { shiftDate } from "@shared/pousada-time";

export type SoldStay = Pick<
  ReservationDetails,
  "checkInDate" | "checkOutDate" | "totalAmount" | "quotedTotal" | "cancellationPolicy" | "nights"
> & { room: { pricePerNight: string } };

/**
 * A reservation's price as it was sold, in the quote's shape, for the edit dialog while its stay is unchanged: its
 * stored nights (docs/decisions/0054), and the rest of the quoted total (children, extra beds, discounts) as one
 * line. A reservation made before the quote has no nights: nights x the room's price was its rule, and reads so.
 */
export function storedQuote(sold: SoldStay): Quote {
  const nights: Quote["nights"] = sold.nights.length
    ? sold.nights
    : (() => {
        const list: Quote["nights"] = [];
        for (let d = sold.checkInDate; d < sold.checkOutDate; d = shiftDate(d, 1)) {
          list.push({ date: d, price: sold.room.pricePerNight, rule: "Diária do quarto" });
        }
        return list;
      })();
  const nightsSum = nights.reduce((sum, n) => sum + toCentavos(n.price), 0);
  const total = sold.quotedTotal ?? fromCentavos(nightsSum);
  const rest = toCentavos(total) - nightsSum;
  const label = "Crianças, camas extras e descontos";
  return {
    nights,
    extras: rest > 0 ? [{ label, amount: fromCentavos(rest) }] : [],
    discounts: rest < 0 ? [{ label, amount: fromCentavos(-rest) }] : [],
    total,
    restrictions: [],
    deposit: { percent: 0, amount: "0.00", dueAt: null },
    cancellationPolicy: (sold.cancellationPolicy as Quote["cancellationPolicy"]) ?? null,
  };
}
