// Money, dates and the cancellation policy as the booking page shows them.
import type { Quote } from "../api/rates";
import { formatReais, toCentavos } from "../money";
import { calendarDateAt, clockTimeAt } from "../pousada-time";

export const reais = (decimal: string) => formatReais(toCentavos(decimal));

/** "2026-12-10" -> "10/12/2026". */
export const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * An instant on the pousada's clock: "27/11/2026 às 10:00". The same text on the server, which renders the page,
 * and on the phone, which hydrates it.
 */
export const brDateTime = (iso: string, timeZone: string) =>
  `${brDate(calendarDateAt(new Date(iso), timeZone))} às ${clockTimeAt(new Date(iso), timeZone)}`;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each row of the policy in plain words, from the longest notice down. */
export function policyLines(policy: NonNullable<Quote["cancellationPolicy"]>): string[] {
  const rows = [...policy.rows].sort((a, b) => b.daysBefore - a.daysBefore);
  return rows.map((row) => {
    const when =
      row.daysBefore > 0
        ? `Cancelando com ${plural(row.daysBefore, "dia", "dias")} ou mais de antecedência`
        : "Cancelando depois disso ou não comparecendo";
    const parts = [];
    if (row.refundPercent > 0) parts.push(`${row.refundPercent}% devolvido`);
    if (row.creditPercent > 0) {
      parts.push(
        `${row.creditPercent}% em carta de crédito (válida por ${plural(policy.creditMonths, "mês", "meses")})`,
      );
    }
    return `${when}: ${parts.length ? parts.join(" e ") : "sem devolução"}.`;
  });
}
