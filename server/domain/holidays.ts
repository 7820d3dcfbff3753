// Brazil's national holidays and the pousada's state's, from date-holidays (docs/decisions/0049): never a table of
// our own. Public holidays and the 'bank' ones pousadas sell as holidays (Carnaval's Monday and Tuesday, Corpus
// Christi); not the observances (Mother's Day) nor the optional half days.
import Holidays from "date-holidays";

const KEPT_TYPES = new Set(["public", "bank"]);

/**
 * 20 November, national since Lei 14.759 of 21 December 2023. date-holidays 3.37 has it for Brazil, but in states
 * whose own older 20 November rule ends on that date (AM, MT, RJ, SP) the state's rule replaces the national one and
 * the day vanishes from 2024 on; it is put back through the library's own custom holiday (decision 0056).
 */
const CONSCIENCIA_NEGRA = {
  rule: "11-20",
  firstYear: 2024,
  name: { pt: "Dia Nacional de Zumbi e da Consciência Negra" },
} as const;
const byStateYear = new Map<string, Map<string, string>>();

function holidaysOfYear(state: string | null, year: number): Map<string, string> {
  const key = `${state ?? ""}:${year}`;
  let days = byStateYear.get(key);
  if (!days) {
    const calendar = state
      ? new Holidays("BR", state, { languages: ["pt"] })
      : new Holidays("BR", { languages: ["pt"] });
    if (year >= CONSCIENCIA_NEGRA.firstYear) {
      calendar.setHoliday(CONSCIENCIA_NEGRA.rule, { name: CONSCIENCIA_NEGRA.name, type: "public" });
    }
    days = new Map();
    for (const holiday of calendar.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (KEPT_TYPES.has(holiday.type) && !days.has(date)) days.set(date, holiday.name);
    }
    byStateYear.set(key, days);
  }
  return days;
}

/** The holidays (date → name in Portuguese) from `start` to `end` inclusive, for Brazil and the state (UF) if given. */
export function holidaysBetween(state: string | null, start: string, end: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const [date, name] of holidaysOfYear(state, year)) if (date >= start && date <= end) found.set(date, name);
  }
  return found;
}
