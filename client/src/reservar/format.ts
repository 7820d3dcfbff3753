// Money, dates and the cancellation policy as the booking page shows them.
import type { Quote } from "@shared/api/rates";
import { formatReais, toCentavos } from "@shared/money";

export const reais = (decimal: string) => formatReais(toCentavos(decimal));

/** "2026-12-10" -> "10/12/2026". */
export const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** An instant as the guest's phone shows it: "27/11/2026, 10:00". */
export const brDateTime = (iso: string) =>
  new Date(iso).toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short" });

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
