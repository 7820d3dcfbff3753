/** What the revenue chart says under a day's bar (the chart picks which bars have room for one). */

const WEEKDAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];

/** "Seg" for a week's bars (Seg to Dom); "09/03" when the period is longer. */
export function axisLabel(date: string, count: number): string {
  if (count <= 7) return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
