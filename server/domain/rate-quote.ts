// The price of a stay (docs/product.md §15.2, docs/decisions/0049): a pure function of the room, the dates, the
// party and the tarifário's rules, which storage loads (server/storage/rates.ts). No I/O in here: the same rules
// give the same quote, and the tests write the expected figures by hand. The parts live beside it: the packages
// (rate-quote-packages.ts), the nights (rate-quote-nights.ts), the extras, discounts and deposit
// (rate-quote-charges.ts) and the restrictions (rate-quote-restrictions.ts).
import { fromCentavos, toCentavos } from "@shared/money";
import { shiftDate } from "@shared/pousada-time";
import type { Quote } from "@shared/api/rates";
import { depositAndPolicy, discountLines, extraLines } from "./rate-quote-charges";
import { priceNights } from "./rate-quote-nights";
import { sellPackages } from "./rate-quote-packages";
import { checkCapacity, checkRuleRestrictions, restrictionList } from "./rate-quote-restrictions";
import type { QuoteRequest, QuoteRules } from "./rate-quote-rules";

export type { QuotePolicy, QuoteRequest, QuoteRules } from "./rate-quote-rules";

export function quoteStay(request: QuoteRequest, rules: QuoteRules): Quote {
  const { checkInDate, checkOutDate } = request;
  const nightDates: string[] = [];
  for (let date = checkInDate; date < checkOutDate; date = shiftDate(date, 1)) nightDates.push(date);
  const { restrictions, restrict } = restrictionList();

  // The party: who fills the room's beds (adults first, then the children from the oldest), who takes an extra bed.
  checkCapacity(request.room, request.adults + request.childrenAges.length, restrict);
  const children = [...request.childrenAges].sort((a, b) => b - a);

  // Packages the stay touches: sold whole, or not at all.
  const packages = sellPackages(rules.packages, nightDates, checkInDate, checkOutDate, restrict);
  const priced = priceNights(request, rules, nightDates, children, packages.packageOfNight, restrict);
  const extras = extraLines(priced, children);
  const extrasCentavos = extras.reduce((sum, e) => sum + toCentavos(e.amount), 0);

  const subtotal = priced.packageNightsCentavos + priced.otherNightsCentavos + extrasCentavos;
  const { discounts, centavos: discountCentavos } = discountLines(
    request,
    rules.settings,
    nightDates.length,
    priced.otherNightsCentavos,
    subtotal,
  );
  const total = subtotal - discountCentavos;

  checkRuleRestrictions(request, rules, nightDates, priced.holidayNight, restrict);

  return {
    nights: priced.nights,
    extras,
    discounts,
    total: fromCentavos(total),
    restrictions,
    ...depositAndPolicy(request, rules, packages.sold, nightDates.length, priced.holidayNight, total),
  };
}
