/**
 * The arithmetic of the hand-drawn SVG column chart (column-chart.tsx): a round top for the scale, which bars get a
 * label, short values.
 */

/**
 * The scale's top: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten, so the gridlines read as
 * round numbers (R$ 3.712 -> 5.000, 180 -> 200). Zero when there is nothing to draw.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max - 1e-9) ?? 10;
  return step * power;
}

/**
 * Which of `count` bars get a label under them when labels need `minSpacing` px each on a chart `width` px wide:
 * every one when they fit, otherwise every n-th from the first, n as small as fits (jan, mar, mai...).
 */
export function labelledIndices(count: number, width: number, minSpacing = 44): number[] {
  if (count <= 0) return [];
  const fits = Math.max(2, Math.floor(width / minSpacing));
  const step = Math.ceil(count / fits);
  return Array.from({ length: Math.ceil(count / step) }, (_, slot) => slot * step);
}

/** A value short enough for an axis: 1500 -> "1,5 mil", 2_300_000 -> "2,3 mi", 850 -> "850" (pt-BR). */
export function compactValue(value: number): string {
  const abs = Math.abs(value);
  const oneDecimal = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  if (abs >= 1_000_000) return `${oneDecimal(value / 1_000_000)} mi`;
  if (abs >= 1000) return `${oneDecimal(value / 1000)} mil`;
  return oneDecimal(Math.round(value * 10) / 10);
}

/** The bar under a point `x` px from the chart's left edge, with `count` bars over `width` px. */
export function indexAt(x: number, width: number, count: number): number {
  if (count <= 0 || width <= 0) return -1;
  return Math.min(count - 1, Math.max(0, Math.floor((x / width) * count)));
}

/**
 * A value short enough to sit above its bar: above 1000 as thousands with one decimal (1500 -> "1.5k",
 * docs/product.md §5.1), otherwise whole reais ("850").
 */
export function compactChartValue(amount: number): string {
  if (amount > 1000) return `${(amount / 1000).toFixed(1)}k`;
  return String(Math.round(amount));
}
