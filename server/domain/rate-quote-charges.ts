// The charges of a quote past its nights (docs/product.md §15.2): the extra beds and children's lines, the
// discounts (length of stay, then the payment method's), and the deposit with the cancellation policy. Pure, like
// the rest of the quote (rate-quote.ts).
import { PAYMENT_METHOD_LABELS } from "@shared/enums";
import { fromCentavos } from "@shared/money";
import type { Quote } from "@shared/api/rates";
import type { PricedNights } from "./rate-quote-nights";
import { percentOf, plural, type QuotePackage, type QuoteRequest, type QuoteRules } from "./rate-quote-rules";

/** The lines for the extra beds and for each child who paid a band's price (or stayed free), oldest first. */
export function extraLines(priced: PricedNights, children: number[]): Quote["extras"] {
  const extras: Quote["extras"] = [];
  const { extraBed, childCharges } = priced;
  if (extraBed.nights > 0) {
    extras.push({
      label: `Cama extra: ${extraBed.count} × ${plural(extraBed.nights, "noite", "noites")}`,
      amount: fromCentavos(extraBed.amount),
    });
  }
  children.forEach((age, i) => {
    const charge = childCharges[i]!;
    if (charge.nights === 0) return;
    const who = `Criança de ${plural(age, "ano", "anos")}`;
    extras.push({
      label: charge.amount === 0 ? `${who}: cortesia` : `${who}: ${plural(charge.nights, "noite", "noites")}`,
      amount: fromCentavos(charge.amount),
    });
  });
  return extras;
}

/**
 * The discounts on a `subtotal` (centavos): length of stay on the nights outside packages (`otherNightsCentavos`),
 * then the payment method's on what is left. Returns the lines and their sum in centavos.
 */
export function discountLines(
  request: QuoteRequest,
  settings: QuoteRules["settings"],
  nightCount: number,
  otherNightsCentavos: number,
  subtotal: number,
): { discounts: Quote["discounts"]; centavos: number } {
  const discounts: Quote["discounts"] = [];
  const los = settings.losDiscounts
    .filter((d) => nightCount >= d.minNights && d.percent > 0)
    .sort((a, b) => b.percent - a.percent)[0];
  let centavos = 0;
  if (los && otherNightsCentavos > 0) {
    const amount = percentOf(otherNightsCentavos, los.percent);
    centavos += amount;
    discounts.push({
      label: `Desconto de ${los.percent}% para ${plural(los.minNights, "noite", "noites")} ou mais`,
      amount: fromCentavos(amount),
    });
  }
  const byMethod = request.paymentMethod && settings.paymentDiscounts.find((d) => d.method === request.paymentMethod);
  if (byMethod && byMethod.percent > 0) {
    const amount = percentOf(subtotal - centavos, byMethod.percent);
    centavos += amount;
    discounts.push({
      label: `Desconto de ${byMethod.percent}% no pagamento por ${PAYMENT_METHOD_LABELS[byMethod.method]}`,
      amount: fromCentavos(amount),
    });
  }
  return { discounts, centavos };
}

/**
 * The deposit on a `total` (centavos): a package's own percent, else the highest rule that applies (one night, a
 * holiday, the usual); and the cancellation policy: a package's own, else the tarifário's.
 */
export function depositAndPolicy(
  request: QuoteRequest,
  rules: QuoteRules,
  packagesSold: QuotePackage[],
  nightCount: number,
  holidayNight: boolean,
  total: number,
): Pick<Quote, "deposit" | "cancellationPolicy"> {
  const deposit = rules.settings.deposit;
  const packageDeposit = packagesSold.find((p) => p.depositPercent !== null)?.depositPercent;
  const percent =
    packageDeposit ??
    Math.max(
      deposit.percent,
      nightCount === 1 ? deposit.oneNightPercent : 0,
      holidayNight ? deposit.holidayPercent : 0,
    );
  const policy = packagesSold.find((p) => p.policy)?.policy ?? rules.defaultPolicy;
  return {
    deposit: {
      percent,
      amount: fromCentavos(percentOf(total, percent)),
      dueAt: percent > 0 ? new Date(request.now.getTime() + deposit.dueHours * 3_600_000).toISOString() : null,
    },
    cancellationPolicy: policy ? { name: policy.name, rows: policy.rows, creditMonths: policy.creditMonths } : null,
  };
}
