/**
 * A bar's value in the revenue chart, short enough to sit above a bar: above 1000 as thousands with one decimal
 * (1500 -> "1.5k", docs/product.md §5.1), otherwise the whole reais ("850").
 */
export function compactChartValue(amount: number): string {
  if (amount > 1000) return `${(amount / 1000).toFixed(1)}k`;
  return String(Math.round(amount));
}
