// The bill's nights of a stay that changed room (docs/product.md §7.4, §10.2): one line per segment, each worth its
// share of the agreed total (stay-rules.ts's nightsValueCentavos), the last agreed-rate segment taking what the
// rounding left, so the lines always add up to the total.
import type { FolioLine } from "@shared/api/payments";
import type { SegmentView } from "@shared/api/reservations";
import { fromCentavos, toCentavos } from "@shared/money";
import { brDate } from "@shared/pousada-time";
import { nightsBetween } from "@shared/reservations";
import { nightsValueCentavos } from "./stay-rules";

export function segmentNightLines(segments: readonly SegmentView[], totalAmount: string): FolioLine[] {
  const values = segments.map((segment) => nightsValueCentavos(segments, totalAmount, segment));
  const lastAgreed = segments.findLastIndex((segment) => segment.pricePerNight === null);
  if (lastAgreed >= 0) {
    const others = values.reduce((sum, value, i) => (i === lastAgreed ? sum : sum + value), 0);
    values[lastAgreed] = toCentavos(totalAmount) - others;
  }
  return segments.map((segment, i) => {
    const nights = nightsBetween(segment.from, segment.to);
    const value = values[i]!;
    const even = value % nights === 0;
    const description = `Diárias - Quarto ${segment.roomNumber}, ${brDate(segment.from)} a ${brDate(segment.to)}`;
    return {
      kind: "diarias",
      description: even ? description : `${description} (${nights} ${nights === 1 ? "diária" : "diárias"})`,
      quantity: even ? nights : 1,
      unitPrice: fromCentavos(even ? value / nights : value),
      total: fromCentavos(value),
      at: null,
      consumptionId: null,
    };
  });
}
