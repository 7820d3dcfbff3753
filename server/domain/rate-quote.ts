// The price of a stay (docs/product.md §15.2, docs/decisions/0049): a pure function of the room, the dates, the
// party and the tarifário's rules, which storage loads (server/storage/rates.ts). No I/O in here: the same rules
// give the same quote, and the tests write the expected figures by hand.
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/enums";
import { fromCentavos, toCentavos } from "@shared/money";
import { brDate, shiftDate } from "@shared/pousada-time";
import type { CancellationPolicyRowView, Quote, QuoteRestrictionCode, RateRestrictionRule } from "@shared/api/rates";
import type { PriceSet, TarifarioSettings } from "@shared/validators/rates";

export interface QuotePolicy {
  name: string;
  rows: CancellationPolicyRowView[];
  creditMonths: number;
}

export interface QuoteRules {
  /** The base rate's prices for the room's type (undefined: the room's own price per night). */
  base: PriceSet | undefined;
  /** The holiday rate for the room's type and its minimum stay, or null when none is set. */
  holiday: { prices: PriceSet | undefined; minStay: number | null } | null;
  /** Holidays (date → name) from the check-in to the check-out: a night is a holiday night when the next day is one. */
  holidays: ReadonlyMap<string, string>;
  seasons: Array<{
    name: string;
    startDate: string;
    endDate: string;
    priority: number;
    minStay: number | null;
    prices: PriceSet | undefined;
  }>;
  packages: Array<{
    name: string;
    startDate: string;
    endDate: string;
    depositPercent: number | null;
    policy: QuotePolicy | null;
    prices: PriceSet | undefined;
  }>;
  /** The restrictions that apply to the room's type (or to all types). */
  restrictions: RateRestrictionRule[];
  settings: TarifarioSettings;
  defaultPolicy: QuotePolicy | null;
}

export interface QuoteRequest {
  room: { number: string; capacity: number; extraBeds: number; pricePerNight: string };
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  childrenAges: number[];
  paymentMethod?: PaymentMethod;
  /** When the quote is made: the deposit falls due dueHours later. */
  now: Date;
}

const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
];
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** `percent`% of `centavos`, rounded half up to the centavo. */
const percentOf = (centavos: number, percent: number) => Math.floor((centavos * percent + 50) / 100);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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

export function quoteStay(request: QuoteRequest, rules: QuoteRules): Quote {
  const { room, checkInDate, checkOutDate, adults, childrenAges } = request;
  const settings = rules.settings;
  const nightDates: string[] = [];
  for (let date = checkInDate; date < checkOutDate; date = shiftDate(date, 1)) nightDates.push(date);
  const restrictions: Quote["restrictions"] = [];
  const restrict = (code: QuoteRestrictionCode, message: string) => {
    if (!restrictions.some((r) => r.message === message)) restrictions.push({ code, message });
  };

  // The party: who fills the room's beds (adults first, then the children from the oldest), who takes an extra bed.
  const persons = adults + childrenAges.length;
  if (persons > room.capacity + room.extraBeds) {
    restrict(
      "capacity",
      `O quarto ${room.number} acomoda no máximo ${plural(room.capacity + room.extraBeds, "pessoa", "pessoas")}`,
    );
  }
  const children = [...childrenAges].sort((a, b) => b - a);

  // Packages the stay touches: sold whole, or not at all.
  const packageOfNight = new Map<string, QuoteRules["packages"][number]>();
  const packagesSold: QuoteRules["packages"] = [];
  for (const pkg of rules.packages) {
    if (pkg.endDate <= checkInDate || pkg.startDate >= checkOutDate) continue;
    const nights = nightDates.filter((d) => d >= pkg.startDate && d < pkg.endDate).length;
    const blockNights = Math.round((Date.parse(pkg.endDate) - Date.parse(pkg.startDate)) / 86_400_000);
    if (nights < blockNights) {
      restrict(
        "package",
        `${pkg.name} é vendido como pacote de ${plural(blockNights, "noite", "noites")}: entrada em ${brDate(pkg.startDate)}, saída em ${brDate(pkg.endDate)}`,
      );
      continue;
    }
    packagesSold.push(pkg);
    for (const d of nightDates) if (d >= pkg.startDate && d < pkg.endDate) packageOfNight.set(d, pkg);
  }

  const nights: Quote["nights"] = [];
  let packageNightsCentavos = 0;
  let otherNightsCentavos = 0;
  const extraBedCentavos = { count: 0, nights: 0, amount: 0 };
  const childCharges = children.map(() => ({ nights: 0, amount: 0 }));
  let holidayNight = false;
  const packageShares = new Map<QuoteRules["packages"][number], number[]>();

  for (const date of nightDates) {
    const holidayName = rules.holidays.get(shiftDate(date, 1));
    const seasons = rules.seasons
      .filter((s) => date >= s.startDate && date < s.endDate)
      .sort((a, b) => b.priority - a.priority || b.startDate.localeCompare(a.startDate));
    const layers: Layer[] = [
      ...(holidayName && rules.holiday ? [{ label: `Feriado: ${holidayName}`, prices: rules.holiday.prices }] : []),
      ...seasons.map((s) => ({ label: s.name, prices: s.prices })),
      { label: "Tarifa base", prices: rules.base },
    ];
    if (holidayName) holidayNight = true;

    // Children older than the top age band pay as adults; with no bands, every child is a person like any other.
    const bands = resolve(layers, (p) => p.childBands)?.value ?? [];
    const topAge = bands.length ? bands[bands.length - 1]!.maxAge : -1;
    const asAdults = adults + children.filter((age) => age > topAge).length;
    const occupancy = Math.min(asAdults, room.capacity);
    const extraBeds = Math.max(0, persons - room.capacity);

    // The room's price for the night: a package's share, or the first layer with a price for this occupancy.
    const pkg = packageOfNight.get(date);
    if (pkg) {
      let shares = packageShares.get(pkg);
      if (!shares) {
        const total = pkg.prices?.packagePrice?.[occupancy - 1];
        const blockNights = nightDates.filter((d) => packageOfNight.get(d) === pkg).length;
        if (total == null) {
          restrict("package", `${pkg.name} não tem preço para ${plural(occupancy, "pessoa", "pessoas")} neste quarto`);
          shares = Array.from({ length: blockNights }, () => 0);
        } else {
          // The block's price in equal nights; the centavos left over go to the first night.
          const centavos = toCentavos(total);
          const each = Math.floor(centavos / blockNights);
          shares = Array.from({ length: blockNights }, (_, i) =>
            i === 0 ? centavos - each * (blockNights - 1) : each,
          );
        }
        packageShares.set(pkg, shares);
      }
      const price = shares.shift() ?? 0;
      packageNightsCentavos += price;
      nights.push({ date, price: fromCentavos(price), rule: `Pacote ${pkg.name}` });
    } else {
      const weekend = settings.weekendNights.includes(weekdayOf(date));
      const found = resolve(layers, (p) =>
        weekend ? (p.weekend?.[occupancy - 1] ?? p.occupancy?.[occupancy - 1]) : p.occupancy?.[occupancy - 1],
      );
      const price = toCentavos(found?.value ?? room.pricePerNight);
      const atWeekendPrice = weekend && found?.layer.prices?.weekend?.[occupancy - 1] != null;
      const rule = found ? `${found.layer.label}${atWeekendPrice ? " (fim de semana)" : ""}` : "Diária do quarto";
      otherNightsCentavos += price;
      nights.push({ date, price: fromCentavos(price), rule });
    }

    // Everyone past the room's capacity takes an extra bed; children within it pay their band's price.
    if (extraBeds > 0) {
      const bedPrice = toCentavos(resolve(layers, (p) => p.extraBed)?.value ?? "0");
      extraBedCentavos.count = extraBeds;
      extraBedCentavos.nights += 1;
      extraBedCentavos.amount += bedPrice * extraBeds;
    }
    let freeSlots = room.capacity - occupancy;
    children.forEach((age, i) => {
      if (age > topAge || freeSlots-- <= 0) return;
      const band = bands.find((b) => age <= b.maxAge)!;
      childCharges[i]!.nights += 1;
      childCharges[i]!.amount += toCentavos(band.price);
    });
  }

  const extras: Quote["extras"] = [];
  if (extraBedCentavos.nights > 0) {
    extras.push({
      label: `Cama extra: ${extraBedCentavos.count} × ${plural(extraBedCentavos.nights, "noite", "noites")}`,
      amount: fromCentavos(extraBedCentavos.amount),
    });
  }
  children.forEach((age, i) => {
    const charge = childCharges[i]!;
    if (charge.nights === 0) return;
    const who = `Criança de ${plural(age, "ano", "anos")}`;
    extras.push({
      label: charge.amount === 0 ? `${who}: cortesia` : `${who}: ${plural(charge.nights, "noite", "noites")}`,
      amount: fromCentavos(charge.amount),
    });
  });
  const extrasCentavos = extras.reduce((sum, e) => sum + toCentavos(e.amount), 0);

  // Discounts: length of stay on the nights outside packages, then the payment method's on what is left.
  const discounts: Quote["discounts"] = [];
  const los = rules.settings.losDiscounts
    .filter((d) => nightDates.length >= d.minNights && d.percent > 0)
    .sort((a, b) => b.percent - a.percent)[0];
  let discountCentavos = 0;
  if (los && otherNightsCentavos > 0) {
    const amount = percentOf(otherNightsCentavos, los.percent);
    discountCentavos += amount;
    discounts.push({
      label: `Desconto de ${los.percent}% para ${plural(los.minNights, "noite", "noites")} ou mais`,
      amount: fromCentavos(amount),
    });
  }
  const subtotal = packageNightsCentavos + otherNightsCentavos + extrasCentavos;
  const byMethod =
    request.paymentMethod && rules.settings.paymentDiscounts.find((d) => d.method === request.paymentMethod);
  if (byMethod && byMethod.percent > 0) {
    const amount = percentOf(subtotal - discountCentavos, byMethod.percent);
    discountCentavos += amount;
    discounts.push({
      label: `Desconto de ${byMethod.percent}% no pagamento por ${PAYMENT_METHOD_LABELS[byMethod.method]}`,
      amount: fromCentavos(amount),
    });
  }
  const total = subtotal - discountCentavos;

  // Restrictions from the rules, in the pousada's words.
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

  // The deposit: a package's own, else the highest rule that applies (one night, a holiday, the usual).
  const deposit = rules.settings.deposit;
  const packageDeposit = packagesSold.find((p) => p.depositPercent !== null)?.depositPercent;
  const percent =
    packageDeposit ??
    Math.max(deposit.percent, count === 1 ? deposit.oneNightPercent : 0, holidayNight ? deposit.holidayPercent : 0);
  const policy = packagesSold.find((p) => p.policy)?.policy ?? rules.defaultPolicy;

  return {
    nights,
    extras,
    discounts,
    total: fromCentavos(total),
    restrictions,
    deposit: {
      percent,
      amount: fromCentavos(percentOf(total, percent)),
      dueAt: percent > 0 ? new Date(request.now.getTime() + deposit.dueHours * 3_600_000).toISOString() : null,
    },
    cancellationPolicy: policy ? { name: policy.name, rows: policy.rows, creditMonths: policy.creditMonths } : null,
  };
}
