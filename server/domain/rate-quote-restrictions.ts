// The restrictions of a quote (docs/product.md §15.2), in the pousada's words: the room's capacity, the minimum stays
// of the seasons and of the holiday rate, and the tarifário's restrictions (stop sell, closed to arrival or departure,
// minimum and maximum stay). Pure, like the rest of the quote (rate-quote.ts).
import { brDate, shiftDate } from "@shared/pousada-time";
import type { Quote } from "@shared/api/rates";
import { plural, weekdayOf, type QuoteRequest, type QuoteRules, type Restrict } from "./rate-quote-rules";

const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
];

/** An empty list of restrictions and the function that adds to it, each message once. */
export function restrictionList(): { restrictions: Quote["restrictions"]; restrict: Restrict } {
  const restrictions: Quote["restrictions"] = [];
  const restrict: Restrict = (code, message) => {
    if (!restrictions.some((r) => r.message === message)) restrictions.push({ code, message });
  };
  return { restrictions, restrict };
}

/** A party larger than the room's beds and extra beds. */
export function checkCapacity(room: QuoteRequest["room"], persons: number, restrict: Restrict): void {
  if (persons > room.capacity + room.extraBeds) {
    restrict(
      "capacity",
      `O quarto ${room.number} acomoda no máximo ${plural(room.capacity + room.extraBeds, "pessoa", "pessoas")}`,
    );
  }
}

/** The minimum stays of the seasons and the holiday rate, then the tarifário's restrictions, on the stay's nights. */
export function checkRuleRestrictions(
  request: QuoteRequest,
  rules: QuoteRules,
  nightDates: string[],
  holidayNight: boolean,
  restrict: Restrict,
): void {
  const { checkInDate, checkOutDate } = request;
  const count = nightDates.length;
  for (const season of rules.seasons) {
    if (
      season.minStay &&
      count < season.minStay &&
      nightDates.some((d) => d >= season.startDate && d < season.endDate)
    ) {
      restrict("min_stay", `Estadia mínima de ${plural(season.minStay, "noite", "noites")} no ${season.name}`);
    }
  }
  if (holidayNight && rules.holiday?.minStay && count < rules.holiday.minStay) {
    const name = rules.holidays.get(
      shiftDate(
        nightDates.find((d) => rules.holidays.has(shiftDate(d, 1)))!,
        1,
      ),
    );
    restrict("min_stay", `Estadia mínima de ${plural(rules.holiday.minStay, "noite", "noites")} no feriado: ${name}`);
  }
  for (const r of rules.restrictions) {
    const applies = (date: string) =>
      date >= r.startDate && date <= r.endDate && (!r.weekdays || r.weekdays.includes(weekdayOf(date)));
    const night = nightDates.find(applies);
    const nightText = night && `a noite de ${WEEKDAY_NAMES[weekdayOf(night)]}, ${brDate(night)}`;
    if (r.stopSell && night) restrict("stop_sell", `Vendas fechadas para ${nightText}`);
    if (r.closedToArrival && applies(checkInDate))
      restrict("closed_to_arrival", `Entrada fechada em ${brDate(checkInDate)}`);
    if (r.closedToDeparture && applies(checkOutDate))
      restrict("closed_to_departure", `Saída fechada em ${brDate(checkOutDate)}`);
    if (r.minStay && night && count < r.minStay)
      restrict("min_stay", `Estadia mínima de ${plural(r.minStay, "noite", "noites")} para ${nightText}`);
    if (r.maxStay && night && count > r.maxStay)
      restrict("max_stay", `Estadia máxima de ${plural(r.maxStay, "noite", "noites")} para ${nightText}`);
  }
}
