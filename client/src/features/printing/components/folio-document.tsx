import type { ReactNode } from "react";
import type { Folio } from "@shared/api";
import { ROOM_TYPE_LABELS, type RoomType } from "@shared/enums";
import type { Pousada } from "@shared/validators/settings";
import { signedCentavos } from "@shared/money";
import { balanceLabel } from "@/components/folio/folio-totals";
import { formatCentavos, formatCurrency, formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { paymentMethodLabel, RESERVATION_PAYMENT_LABELS } from "@/lib/payment-labels";
import { cn } from "@/lib/utils";
import type { PrintFormat } from "../lib/print-format";
import { PousadaLetterhead } from "./pousada-letterhead";
import { SignatureLine } from "./signature-line";

interface FolioDocumentProps {
  folio: Folio;
  pousada: Pousada | null;
  format: PrintFormat;
  issuedAt: Date;
}

/** One line of money: what on the left, the amount on the right (the roll's layout, and the totals on A4). */
function MoneyLine({
  label,
  detail,
  amount,
  strong,
}: {
  label: ReactNode;
  detail?: ReactNode;
  amount: string;
  strong?: boolean;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-3 py-1", strong && "font-semibold")}>
      <div className="min-w-0">
        <p className="break-words">{label}</p>
        {detail && <p className="text-xs text-neutral-600">{detail}</p>}
      </div>
      <p className="shrink-0 tabular-nums">{amount}</p>
    </div>
  );
}

const quantityText = (kind: string, quantity: number) =>
  kind === "diarias" ? `${quantity} ${quantity === 1 ? "diária" : "diárias"}` : String(quantity);

/** 'Extrato da hospedagem': the guest's bill, item by item, with what was paid and what is left. */
export function FolioDocument({ folio, pousada, format, issuedAt }: FolioDocumentProps) {
  const wide = format === "a4";
  const balance = signedCentavos(folio.balance) ?? 0;
  const guest = guestFullName(folio.guest);
  const roomType = ROOM_TYPE_LABELS[folio.room.type as RoomType] ?? folio.room.type;
  const rule = wide ? "border-neutral-300" : "border-dashed border-neutral-400";

  return (
    <article className="space-y-4" aria-label="Extrato da hospedagem">
      <PousadaLetterhead pousada={pousada} format={format} />
      <h1 className={cn("font-bold tracking-wide", wide ? "text-lg" : "text-center text-sm")}>EXTRATO DA HOSPEDAGEM</h1>
      <dl className={cn("grid gap-x-6 gap-y-1", wide && "grid-cols-2")}>
        <div>
          <dt className="text-xs text-neutral-600">Hóspede</dt>
          <dd className="font-medium">{guest}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">CPF</dt>
          <dd data-testid="folio-cpf">{folio.guest.cpfMasked ?? "Não informado"}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">Quarto</dt>
          <dd>
            {folio.room.number} · {roomType}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-600">Período</dt>
          <dd>
            {formatDate(folio.checkInDate)} a {formatDate(folio.checkOutDate)} ({folio.nights}{" "}
            {folio.nights === 1 ? "noite" : "noites"})
          </dd>
        </div>
      </dl>

      <section aria-label="Itens" className="space-y-1">
        <h2 className="font-semibold">Diárias e consumo</h2>
        {wide ? (
          <table className="w-full border-collapse">
            <thead>
              <tr className="border-b border-neutral-400 text-left text-xs text-neutral-600">
                <th className="py-1 font-medium">Descrição</th>
                <th className="py-1 text-right font-medium">Qtd.</th>
                <th className="py-1 text-right font-medium">Valor unit.</th>
                <th className="py-1 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {folio.lines.map((line, index) => (
                <tr key={line.consumptionId ?? `${line.kind}-${index}`} className={cn("border-b", rule)}>
                  <td className="py-1">
                    {line.description}
                    {line.at && <span className="block text-xs text-neutral-600">{formatDateTime(line.at)}</span>}
                  </td>
                  <td className="py-1 text-right tabular-nums">{quantityText(line.kind, line.quantity)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCurrency(line.unitPrice)}</td>
                  <td className="py-1 text-right tabular-nums">{formatCurrency(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className={cn("divide-y", rule)}>
            {folio.lines.map((line, index) => (
              <MoneyLine
                key={line.consumptionId ?? `${line.kind}-${index}`}
                label={line.description}
                detail={`${quantityText(line.kind, line.quantity)} × ${formatCurrency(line.unitPrice)}`}
                amount={formatCurrency(line.total)}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-label="Pagamentos" className="space-y-1">
        <h2 className="font-semibold">Pagamentos</h2>
        {folio.payments.length === 0 ? (
          <p className="text-neutral-600">Nenhum pagamento registrado.</p>
        ) : (
          <div className={cn("divide-y", rule)}>
            {folio.payments.map((payment) => (
              <div key={payment.id}>
                <MoneyLine
                  label={`${formatDateTime(payment.createdAt)} · ${paymentMethodLabel(payment.method)}`}
                  detail={payment.description ?? undefined}
                  amount={formatCurrency(payment.amount)}
                />
                {payment.refunds.map((refund) => (
                  <MoneyLine
                    key={refund.id}
                    label={`Estorno em ${formatDateTime(refund.createdAt)}`}
                    detail={refund.reason}
                    amount={`− ${formatCurrency(refund.amount)}`}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
      </section>

      <section
        aria-label="Totais"
        className={cn(
          "border-t-2 pt-2",
          wide ? "ml-auto max-w-80 border-neutral-900" : "border-dashed border-neutral-900",
        )}
      >
        <MoneyLine label="Total da conta" amount={formatCurrency(folio.total)} />
        <MoneyLine label="Total pago" amount={formatCurrency(folio.paid)} />
        <MoneyLine label={balanceLabel(balance)} amount={formatCentavos(Math.abs(balance))} strong />
        <p className="pt-1 text-right text-xs text-neutral-600">
          Situação do pagamento: {RESERVATION_PAYMENT_LABELS[folio.statusPagamento] ?? folio.statusPagamento}
        </p>
      </section>

      <SignatureLine name={guest} role="Assinatura do hóspede" />
      <p className="pt-4 text-center text-[10px] text-neutral-500">
        Emitido em {formatDateTime(issuedAt)} pelo Hospeda.
      </p>
    </article>
  );
}
