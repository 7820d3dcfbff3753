// The nights of a quote (docs/product.md §15.2): each night's room price from the most specific rule that sets one
// (a holiday, the seasons by priority, the base rate), a package's share on its nights, and the extra beds and the
// children's bands the party pays that night. Pure, like the rest of the quote (rate-quote.ts).
import { fromCentavos, toCentavos } from "@shared/money";
import { shiftDate } from "@shared/pousada-time";
import type { Quote } from "@shared/api/rates";
import type { PriceSet } from "@shared/validators/rates";
import { packageShares } from "./rate-quote-packages";
import { weekdayOf, type QuotePackage, type QuoteRequest, type QuoteRules, type Restrict } from "./rate-quote-rules";

interface Layer {
  label: string;
  prices: PriceSet | undefined;
}

/** The first layer (most specific first) that sets `pick`, and what it sets. */
function resolve<T>(layers: Layer[], pick: (p: PriceSet) => T | null | undefined): { value: T; layer: Layer } | null {
  for (const layer of layers) {
    const value = layer.prices ? pick(layer.prices) : undefined;
    if (value !== undefined && value !== null) return { value, layer };
  }
  return null;
}

/** The rules that price `date`, most specific first. */
function layersOf(date: string, holidayName: string | undefined, rules: QuoteRules): Layer[] {
  const seasons = rules.seasons
    .filter((s) => date >= s.startDate && date < s.endDate)
    .sort((a, b) => b.priority - a.priority || b.startDate.localeCompare(a.startDate));
  return [
    ...(holidayName && rules.holiday ? [{ label: `Feriado: ${holidayName}`, prices: rules.holiday.prices }] : []),
    ...seasons.map((s) => ({ label: s.name, prices: s.prices })),
    { label: "Tarifa base", prices: rules.base },
  ];
}

export interface PricedNights {
  nights: Quote["nights"];
  packageNightsCentavos: number;
  otherNightsCentavos: number;
  /** Extra beds taken: how many, on how many nights, for how much (centavos). */
  extraBed: { count: number; nights: number; amount: number };
  /** Per child (in the order of `children`), the nights charged at a band's price and their amount (centavos). */
  childCharges: Array<{ nights: number; amount: number }>;
  /** Whether any night is a holiday night. */
  holidayNight: boolean;
}

/**
 * Prices every night of the stay. `children` are the children's ages from the oldest: the beds go to the adults
 * first, then to the children in that order; everyone past the room's capacity takes an extra bed.
 */
export function priceNights(
  request: QuoteRequest,
  rules: QuoteRules,
  nightDates: string[],
  children: number[],
  packageOfNight: ReadonlyMap<string, QuotePackage>,
  restrict: Restrict,
): PricedNights {
  const { room, adults } = request;
  const persons = adults + children.length;
  const priced: PricedNights = {
    nights: [],
    packageNightsCentavos: 0,
    otherNightsCentavos: 0,
    extraBed: { count: 0, nights: 0, amount: 0 },
    childCharges: children.map(() => ({ nights: 0, amount: 0 })),
    holidayNight: false,
  };
  const sharesLeft = new Map<QuotePackage, number[]>();

  for (const date of nightDates) {
    const holidayName = rules.holidays.get(shiftDate(date, 1));
    const layers = layersOf(date, holidayName, rules);
    if (holidayName) priced.holidayNight = true;

    // Children older than the top age band pay as adults; with no bands, every child is a person like any other.
    const bands = resolve(layers, (p) => p.childBands)?.value ?? [];
    const topAge = bands.length ? bands[bands.length - 1]!.maxAge : -1;
    const asAdults = adults + children.filter((age) => age > topAge).length;
    const occupancy = Math.min(asAdults, room.capacity);
    const extraBeds = Math.max(0, persons - room.capacity);

    // The room's price for the night: a package's share, or the first layer with a price for this occupancy.
    const pkg = packageOfNight.get(date);
    if (pkg) {
      let shares = sharesLeft.get(pkg);
      if (!shares) {
        const blockNights = nightDates.filter((d) => packageOfNight.get(d) === pkg).length;
        shares = packageShares(pkg, occupancy, blockNights, restrict);
        sharesLeft.set(pkg, shares);
      }
      const price = shares.shift() ?? 0;
      priced.packageNightsCentavos += price;
      priced.nights.push({ date, price: fromCentavos(price), rule: `Pacote ${pkg.name}` });
    } else {
      const weekend = rules.settings.weekendNights.includes(weekdayOf(date));
      const found = resolve(layers, (p) =>
        weekend ? (p.weekend?.[occupancy - 1] ?? p.occupancy?.[occupancy - 1]) : p.occupancy?.[occupancy - 1],
      );
      const price = toCentavos(found?.value ?? room.pricePerNight);
      const atWeekendPrice = weekend && found?.layer.prices?.weekend?.[occupancy - 1] != null;
      const rule = found ? `${found.layer.label}${atWeekendPrice ? " (fim de semana)" : ""}` : "Diária do quarto";
      priced.otherNightsCentavos += price;
      priced.nights.push({ date, price: fromCentavos(price), rule });
    }

    // Everyone past the room's capacity takes an extra bed; children within it pay their band's price.
    if (extraBeds > 0) {
      const bedPrice = toCentavos(resolve(layers, (p) => p.extraBed)?.value ?? "0");
      priced.extraBed.count = extraBeds;
      priced.extraBed.nights += 1;
      priced.extraBed.amount += bedPrice * extraBeds;
    }
    let freeSlots = room.capacity - occupancy;
    children.forEach((age, i) => {
      if (age > topAge || freeSlots-- <= 0) return;
      const band = bands.find((b) => age <= b.maxAge)!;
      priced.childCharges[i]!.nights += 1;
      priced.childCharges[i]!.amount += toCentavos(band.price);
    });
  }
  return priced;
}
