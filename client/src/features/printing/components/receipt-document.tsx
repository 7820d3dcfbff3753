import type { ReactNode } from "react";
import type { PaymentView } from "@shared/api";
import type { Pousada } from "@shared/validators/settings";
import { signedCentavos } from "@shared/money";
import { formatCentavos, formatCurrency, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { refundableCentavos } from "@/lib/payment-status";
import { valorPorExtenso } from "@/lib/valor-por-extenso";
import { cn } from "@/lib/utils";
import { longDate, receiptNumber, type PrintFormat } from "../lib/print-format";
import { PousadaLetterhead } from "./pousada-letterhead";
import { SignatureLine } from "./signature-line";

interface ReceiptDocumentProps {
  payment: PaymentView;
  pousada: Pousada | null;
  format: PrintFormat;
  /** When the document was printed (shown at its foot). */
  issuedAt: Date;
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-3 py-1", strong && "font-semibold")}>
      <dt className="text-neutral-600">{label}</dt>
      <dd className="text-right break-words">{children}</dd>
    </div>
  );
}

/** 'Recibo de pagamento': who paid how much, for what, how and when, with the refunds, and a line to sign. */
export function ReceiptDocument({ payment, pousada, format, issuedAt }: ReceiptDocumentProps) {
  const guest = payment.guest ? guestFullName(payment.guest) : "Hóspede não encontrado";
  const amountCentavos = signedCentavos(payment.amount) ?? 0;
  const net = refundableCentavos(payment);
  const refunded = payment.refunds.length > 0;
  const wide = format === "a4";

  return (
    <article className="space-y-4" aria-label="Recibo de pagamento">
      <PousadaLetterhead pousada={pousada} format={format} />
      <div className={cn("flex items-baseline justify-between gap-3", !wide && "flex-col items-center gap-0")}>
        <h1 className={wide ? "text-lg font-bold tracking-wide" : "text-sm font-bold tracking-wide"}>
          RECIBO DE PAGAMENTO
        </h1>
        <p className="tabular-nums">Nº {receiptNumber(payment.id)}</p>
      </div>
      {payment.status === "refunded" && (
        <p className="rounded border-2 border-red-700 py-1 text-center font-bold text-red-700">PAGAMENTO ESTORNADO</p>
      )}
      <p
        className={cn("text-center font-bold tabular-nums", wide ? "text-2xl" : "text-lg")}
        data-testid="receipt-amount"
      >
        {formatCurrency(payment.amount)}
      </p>
      <p className="sm:text-justify">
        Recebemos de <strong>{guest}</strong>
        {payment.guest?.cpfMasked && <>, CPF {payment.guest.cpfMasked}</>}, a importância de{" "}
        <strong>{formatCurrency(payment.amount)}</strong> ({valorPorExtenso(amountCentavos)}), referente à hospedagem
        {payment.room ? ` no quarto ${payment.room.number}` : ""}
        {payment.description ? ` (${payment.description})` : ""}.
      </p>
      <dl className={cn("divide-y border-y", !wide && "divide-dashed border-dashed")}>
        <Row label="Data e hora">{formatDateTime(payment.createdAt)}</Row>
        <Row label="Forma de pagamento">{paymentMethodLabel(payment.method)}</Row>
        {payment.contaBancaria && <Row label="Conta">{payment.contaBancaria.nome}</Row>}
        {payment.room && <Row label="Quarto">{payment.room.number}</Row>}
        <Row label="Valor pago" strong>
          {formatCurrency(payment.amount)}
        </Row>
        {payment.refunds.map((refund) => (
          <Row key={refund.id} label={`Estorno em ${formatDateTime(refund.createdAt)}`}>
            − {formatCurrency(refund.amount)}
            <span className="block text-xs text-neutral-600">{refund.reason}</span>
          </Row>
        ))}
        {refunded && (
          <Row label="Valor líquido" strong>
            {formatCentavos(net)}
          </Row>
        )}
      </dl>
      <p className={wide ? "pt-4" : "pt-2 text-center"}>
        {pousada ? `${pousada.cidade}/${pousada.uf}, ` : ""}
        {longDate(payment.createdAt)}.
      </p>
      <SignatureLine name={pousada?.nomeFantasia ?? "Recebedor"} role="Assinatura do recebedor" />
      <p className="pt-4 text-center text-[10px] text-neutral-500">
        Emitido em {formatDateTime(issuedAt)} pelo Hospeda.
      </p>
    </article>
  );
}
