/** The stat cards' side notes: how each figure compares with the previous day, month or week. */

export type Trend = "up" | "down" | "flat";

export interface StatNote {
  text: string;
  /** Colours the note: green when the figure went up, red when it went down. */
  trend: Trend;
}

const trendOf = (change: number): Trend => (change > 0 ? "up" : change < 0 ? "down" : "flat");

const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** "+8,5", "-2", "+10": the sign written out, a decimal comma as pt-BR reads it. */
function signed(value: number): string {
  return `${value > 0 ? "+" : "-"}${oneDecimal.format(Math.abs(value))}`;
}

/** Occupied rooms: how many more (or fewer) are occupied than at the start of the day. */
export function occupiedNote(changeToday: number): StatNote {
  if (changeToday === 0) return { text: "sem mudança hoje", trend: "flat" };
  return { text: `${signed(changeToday)} hoje`, trend: trendOf(changeToday) };
}

/** Check-ins today, beside yesterday's. */
export function checkInsNote(today: number, yesterday: number): StatNote {
  return { text: `${yesterday} ontem`, trend: trendOf(today - yesterday) };
}

/** Monthly revenue against the previous month up to the same day; null when that month had nothing to compare. */
export function revenueNote(changePercent: number | null): StatNote {
  if (changePercent === null) return { text: "sem receita no mês anterior", trend: "flat" };
  if (changePercent === 0) return { text: "igual ao mês anterior", trend: "flat" };
  return { text: `${signed(changePercent)}% mês anterior`, trend: trendOf(changePercent) };
}

/** Occupancy rate against the same moment a week ago, in percentage points. */
export function occupancyNote(rate: number, rateWeekAgo: number): StatNote {
  const points = rate - rateWeekAgo;
  if (points === 0) return { text: "igual à semana anterior", trend: "flat" };
  return { text: `${signed(points)}% semana anterior`, trend: trendOf(points) };
}
