// What the cancel dialog proposes (docs/product.md §10.7, §15.1, docs/decisions/0056): the split of the net paid that
// the reservation's cancellation policy gives for the days left before arrival, or everything back under the 7-day
// withdrawal right of a distance sale (CDC art. 49). Pure: the clerk confirms or changes it, the server settles it.
import type { CancellationProposal } from "@shared/api/cancellation-proposal";
import type { CancellationPolicyRowView } from "@shared/api/rates";
import { fromCentavos } from "@shared/money";
import { percentOf } from "./rate-quote-rules";

type Policy = NonNullable<CancellationProposal["policy"]>;

export interface ProposalInput {
  paidCentavos: number;
  status: "cancelled" | "no_show";
  checkInDate: string;
  /** The day the reservation was made, on the pousada's calendar. */
  bookedOn: string;
  /** The pousada's today. */
  today: string;
  /** 'balcao' is a sale at the desk; every other origin is a distance sale. */
  origem: string;
  policy: Policy | null;
  source: CancellationProposal["source"];
  /** The credit letter's months when no policy says (Configurações > Geral). */
  fallbackCreditMonths: number;
}

/** Days the CDC art. 49 gives to withdraw from a purchase made away from the premises. */
const WITHDRAWAL_DAYS = 7;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The ladder's row for `daysBefore`: the one with the most days that `daysBefore` reaches. */
function rowFor(rows: CancellationPolicyRowView[], daysBefore: number) {
  return [...rows].sort((a, b) => b.daysBefore - a.daysBefore).find((r) => daysBefore >= r.daysBefore) ?? null;
}

export function proposeCancellation(input: ProposalInput): CancellationProposal {
  const { paidCentavos: paid, policy } = input;
  const daysBefore = Math.max(0, daysFrom(input.today, input.checkInDate));
  const creditMonths = policy && policy.creditMonths > 0 ? policy.creditMonths : input.fallbackCreditMonths;
  const answer = (refund: number, credit: number, row: CancellationPolicyRowView | null, explanation: string) => ({
    paid: fromCentavos(paid),
    reembolso: fromCentavos(refund),
    credito: fromCentavos(credit),
    multa: fromCentavos(paid - refund - credit),
    daysBefore,
    source: input.source,
    policy,
    row,
    withdrawal: false,
    creditMonths,
    explanation,
  });

  const sinceBooking = daysFrom(input.bookedOn, input.today);
  if (input.status === "cancelled" && input.origem !== "balcao" && sinceBooking <= WITHDRAWAL_DAYS) {
    return {
      ...answer(paid, 0, null, ""),
      withdrawal: true,
      explanation:
        `Reserva feita a distância há ${plural(sinceBooking, "dia", "dias")}: direito de arrependimento ` +
        `(Código de Defesa do Consumidor, art. 49, até 7 dias da contratação). Reembolso integral, sem multa.`,
    };
  }
  if (!policy) return answer(paid, 0, null, "Sem política de cancelamento: o valor pago é proposto como reembolso.");

  const row = rowFor(policy.rows, daysBefore);
  const when =
    input.status === "no_show"
      ? "Não comparecimento"
      : `Cancelamento a ${plural(daysBefore, "dia", "dias")} da chegada`;
  if (!row) {
    return answer(0, 0, null, `${when}, abaixo da última faixa da política ${policy.name}: todo o valor como multa.`);
  }
  const refund = percentOf(paid, row.refundPercent);
  const credit = Math.min(percentOf(paid, row.creditPercent), paid - refund);
  return answer(
    refund,
    credit,
    row,
    `${when}: faixa de ${plural(row.daysBefore, "dia", "dias")} ou mais da política ${policy.name} ` +
      `(${row.refundPercent}% reembolso` +
      (row.creditPercent > 0
        ? `, ${row.creditPercent}% em carta de crédito válida por ${plural(creditMonths, "mês", "meses")}`
        : "") +
      `); o restante fica como multa de cancelamento.`,
  );
}
