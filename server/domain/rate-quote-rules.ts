// What the quote (rate-quote.ts) is made from: the tarifário's rules as storage loads them (server/storage/rates.ts),
// the stay asked about, and the small arithmetic the quote's parts share. Types and pure helpers only.
import type { PaymentMethod } from "@shared/enums";
import type { CancellationPolicyRowView, QuoteRestrictionCode, RateRestrictionRule } from "@shared/api/rates";
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

export type QuotePackage = QuoteRules["packages"][number];

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

/** Records a restriction on the quote (each message once). */
export type Restrict = (code: QuoteRestrictionCode, message: string) => void;

export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** `percent`% of `centavos`, rounded half up to the centavo. */
export const percentOf = (centavos: number, percent: number) => Math.floor((centavos * percent + 50) / 100);
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
