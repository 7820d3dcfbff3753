import type { Quote } from "@shared/api/rates";
import { formatCurrency, formatDate, formatDateTime } from "@/lib/format";

interface StayQuoteProps {
  quote: Quote | undefined;
  loading: boolean;
  error: string | null;
  /** What is still missing before a quote can be asked (dates, room, the children's ages). */
  missing: string | null;
  /** The booking waits for the deposit (a distance sale, shared/reservations.ts originTakesDeposit). */
  depositAsked: boolean;
  /** The owner may sell despite the restrictions: the checkbox shows for them only. */
  canOverride: boolean;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
}

const weekday = (date: string) =>
  ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"][new Date(`${date}T00:00:00Z`).getUTCDay()];
const nightsWord = (n: number) => (n === 1 ? "1 noite" : `${n} noites`);

/** The line the dialogs have always shown, now from the quote: "n noites × price = total" when every night is alike. */
function summary(quote: Quote) {
  const prices = new Set(quote.nights.map((n) => n.price));
  const plain = prices.size === 1 && quote.extras.length === 0 && quote.discounts.length === 0;
  return plain
    ? `Estimativa: ${nightsWord(quote.nights.length)} × ${formatCurrency(quote.nights[0]!.price)} = `
    : `Estimativa: ${nightsWord(quote.nights.length)} = `;
}

/** The server's quote of the stay (docs/product.md §15.3): night by night, extras, discounts, total, deposit, policy. */
export function StayQuote(props: StayQuoteProps) {
  const { quote, loading, error, missing, depositAsked, canOverride, override, onOverrideChange } = props;
  if (missing) return <p className="text-sm text-muted-foreground">{missing}</p>;
  if (error) return <p className="text-sm text-destructive">Não foi possível calcular o preço: {error}</p>;
  if (!quote) return <p className="text-sm text-muted-foreground">{loading ? "Calculando o preço..." : ""}</p>;
  const blocking = quote.restrictions.filter((r) => r.code !== "capacity");
  return (
    <div className="space-y-3 text-sm" aria-busy={loading}>
      <p data-testid="stay-estimate" aria-live="polite">
        {summary(quote)}
        <strong className="tabular-nums">{formatCurrency(quote.total)}</strong>
      </p>
      <table className="w-full text-left" data-testid="quote-nights">
        <caption className="sr-only">Preço de cada noite</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="font-medium">
              Noite
            </th>
            <th scope="col" className="font-medium">
              Regra
            </th>
            <th scope="col" className="text-right font-medium">
              Preço
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.nights.map((night) => (
            <tr key={night.date} className="border-t">
              <td className="py-1 pr-2 whitespace-nowrap tabular-nums">
                {weekday(night.date)} {formatDate(night.date).slice(0, 5)}
              </td>
              <td className="py-1 pr-2">{night.rule}</td>
              <td className="py-1 text-right whitespace-nowrap tabular-nums">{formatCurrency(night.price)}</td>
            </tr>
          ))}
          {[...quote.extras, ...quote.discounts.map((d) => ({ ...d, discount: true }))].map((line) => (
            <tr key={line.label} className="border-t">
              <td className="py-1 pr-2" colSpan={2}>
                {line.label}
              </td>
              <td className="py-1 text-right whitespace-nowrap tabular-nums">
                {"discount" in line ? "− " : ""}
                {formatCurrency(line.amount)}
              </td>
            </tr>
          ))}
          <tr className="border-t font-semibold">
            <td className="py-1 pr-2" colSpan={2}>
              Total
            </td>
            <td className="py-1 text-right tabular-nums">{formatCurrency(quote.total)}</td>
          </tr>
        </tbody>
      </table>
      {quote.deposit.percent > 0 && quote.deposit.dueAt && (
        <p data-testid="quote-deposit">
          {depositAsked
            ? `Sinal de ${quote.deposit.percent}%: ${formatCurrency(quote.deposit.amount)} até ${formatDateTime(quote.deposit.dueAt)}. A reserva fica pendente até o pagamento.`
            : `Sinal de ${quote.deposit.percent}% para reservas por telefone, WhatsApp ou online; no balcão a reserva é confirmada.`}
        </p>
      )}
      {quote.cancellationPolicy && <p>Política de cancelamento: {quote.cancellationPolicy.name}</p>}
      {blocking.length > 0 && (
        <div role="alert" className="rounded-md border border-destructive/50 p-2 text-destructive">
          <ul className="list-inside list-disc">
            {blocking.map((r) => (
              <li key={r.message}>{r.message}</li>
            ))}
          </ul>
          {canOverride && (
            <label className="mt-2 flex items-center gap-2 text-foreground">
              <input
                type="checkbox"
                className="size-4"
                checked={override}
                onChange={(event) => onOverrideChange(event.target.checked)}
              />
              Reservar mesmo assim (proprietário)
            </label>
          )}
        </div>
      )}
    </div>
  );
}
