// How a summary card compares its figure with the previous period's: a relative change for money and counts, a
// difference in percentage points for rates. Money is compared in whole centavos (docs/decisions/0012).
import { signedCentavos } from "@shared/money";

export type Trend = "up" | "down" | "flat";

export interface FigureChange {
  /** "+12,5%", "−3 p.p.", "sem variação"; null when there is nothing to compare with (the previous was zero). */
  text: string | null;
  trend: Trend;
}

const signed = (value: number, suffix: string) =>
  `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}${suffix}`;

const trendOf = (difference: number): Trend => (difference > 0 ? "up" : difference < 0 ? "down" : "flat");

/** A count or an amount ("1234.50" or 12) against the previous period's, as a percentage change. */
export function relativeChange(current: string | number, previous: string | number): FigureChange {
  const now = typeof current === "number" ? current : (signedCentavos(current) ?? 0);
  const before = typeof previous === "number" ? previous : (signedCentavos(previous) ?? 0);
  if (now === before) return { text: "sem variação", trend: "flat" };
  if (before === 0) return { text: null, trend: trendOf(now) };
  const percent = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return { text: signed(percent, "%"), trend: trendOf(now - before) };
}

/** A rate (whole percentage) against the previous period's, in percentage points. */
export function pointsChange(current: number, previous: number): FigureChange {
  if (current === previous) return { text: "sem variação", trend: "flat" };
  return { text: signed(current - previous, " p.p."), trend: trendOf(current - previous) };
}
