// What the tarifário routes answer (docs/product.md §15): GET /api/rates (the whole tarifário, every signed-in
// user) and GET /api/rates/quote (the price of a stay). Money as decimal strings ("150.00").
import type { RateKind, RoomType } from "../enums";
import type { PriceSet, TarifarioSettings } from "../validators/rates";

export interface CancellationPolicyRowView {
  daysBefore: number;
  refundPercent: number;
  creditPercent: number;
}

export interface CancellationPolicyView {
  id: string;
  name: string;
  rows: CancellationPolicyRowView[];
  creditMonths: number;
}

export interface RateView {
  id: string;
  kind: RateKind;
  name: string;
  startDate: string | null;
  endDate: string | null;
  priority: number;
  prices: Partial<Record<RoomType, PriceSet>>;
  minStay: number | null;
  depositPercent: number | null;
  cancellationPolicyId: string | null;
}

/** A restriction as the quote reads it. */
export interface RateRestrictionRule {
  startDate: string;
  endDate: string;
  weekdays: number[] | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

export interface RateRestrictionView extends RateRestrictionRule {
  id: string;
  roomType: RoomType | null;
}

/** GET /api/rates: Configurações > Tarifário. */
export interface TarifarioView {
  base: RateView | null;
  holiday: RateView | null;
  seasons: RateView[];
  packages: RateView[];
  restrictions: RateRestrictionView[];
  policies: CancellationPolicyView[];
  settings: TarifarioSettings;
  /** The next twelve months' holidays for the pousada's state (date → name), for the screen to show. */
  holidays: Array<{ date: string; name: string }>;
}

/** GET /api/rates/quote. */
export interface Quote {
  nights: Array<{ date: string; price: string; rule: string }>;
  extras: Array<{ label: string; amount: string }>;
  discounts: Array<{ label: string; amount: string }>;
  total: string;
  restrictions: Array<{ code: QuoteRestrictionCode; message: string }>;
  deposit: { percent: number; amount: string; dueAt: string | null };
  cancellationPolicy: { name: string; rows: CancellationPolicyRowView[]; creditMonths: number } | null;
}

export type QuoteRestrictionCode =
  "capacity" | "stop_sell" | "closed_to_arrival" | "closed_to_departure" | "min_stay" | "max_stay" | "package";
