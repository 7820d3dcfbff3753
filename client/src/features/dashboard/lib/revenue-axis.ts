/** Which days of the revenue chart get a label under the bars, and what it says. */

const WEEKDAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];

/** A week fits a label under every bar; longer periods get a handful, evenly spaced, first and last included. */
const AXIS_LABELS_FOR_LONG_PERIODS = 5;

export function axisLabelIndices(count: number, labels = AXIS_LABELS_FOR_LONG_PERIODS): number[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index);
  return Array.from({ length: labels }, (_, slot) => Math.round((slot * (count - 1)) / (labels - 1)));
}

/** "Seg" for a week's bars (Seg to Dom); "09/03" when the period is longer. */
export function axisLabel(date: string, count: number): string {
  if (count <= 7) return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
