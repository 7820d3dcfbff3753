/** The revenue chart's periods (docs/product.md §5.1: 7D, 30D, 90D) and what they are called on screen. */
export const REVENUE_PERIODS = [7, 30, 90] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

export const DEFAULT_REVENUE_PERIOD: RevenuePeriod = 7;

export const revenuePeriodLabel = (days: RevenuePeriod) => `${days}D`;

export const revenueChartHeading = (days: RevenuePeriod) => `Receita dos Últimos ${days} Dias`;
