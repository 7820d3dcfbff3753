import { useGuestCredits } from "@/api/use-guest-credits";
import { formatCurrency, formatDate } from "@/lib/format";

/** The guest's credits from cancelled stays, each with its balance and expiry (docs/product.md §10.7). */
export function GuestCreditsList({ guestId }: { guestId: string }) {
  const { data } = useGuestCredits(guestId);
  if (!data || data.credits.length === 0) return null;
  return (
    <section aria-labelledby="guest-details-credits" className="space-y-2">
      <h3 id="guest-details-credits" className="font-semibold">
        Créditos do hóspede
      </h3>
      <p className="text-sm">Disponível: {formatCurrency(data.available)}</p>
      <ul className="divide-y rounded-md border text-sm" aria-label="Créditos do hóspede">
        {data.credits.map((credit) => (
          <li key={credit.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium tabular-nums">Carta de crédito de {formatCurrency(credit.amount)}</p>
              <p className="text-xs text-muted-foreground">
                Reserva de {formatDate(credit.originCheckInDate)} ·{" "}
                {credit.usable ? `válida até ${formatDate(credit.expiresOn)}` : "sem saldo ou vencida"}
              </p>
            </div>
            <span className="tabular-nums">Saldo {formatCurrency(credit.balance)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
