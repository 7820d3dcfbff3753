import type { ReactNode } from "react";
import type { GuestDataExport } from "@shared/api";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { formatCpf, formatPhone } from "@shared/identity";
import { CONSENT_CHANNELS, CONSENT_CHANNEL_LABELS, LGPD_REQUEST_KIND_LABELS } from "@shared/lgpd";
import type { Pousada } from "@shared/validators/settings";
import { formatCurrency, formatDate, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { PousadaLetterhead } from "./pousada-letterhead";

/** The register's state of a guest, in words (docs/product.md §19). */
const FNRH_STATE_TEXT: Record<string, string> = {
  nao_enviado: "Não enviado",
  pendente: "Enviando",
  enviado: "Enviado",
  precheckin_realizado: "Pré-check-in feito",
  checkin_enviado: "Check-in enviado",
  checkout_enviado: "Check-out enviado",
  erro: "Erro",
};

interface GuestDataDocumentProps {
  data: GuestDataExport;
  pousada: Pousada | null;
  /** Room numbers by id, for the stays. */
  roomNumbers: ReadonlyMap<string, string>;
  issuedAt: Date;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1 break-inside-avoid-page" aria-label={title}>
      <h2 className="border-b border-neutral-300 pb-0.5 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="text-neutral-600">{text}</p>;

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-xs">
        <thead>
          <tr className="text-left">
            {head.map((cell) => (
              <th key={cell} className="border-b border-neutral-300 py-1 pr-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-neutral-200 align-top">
              {row.map((cell, column) => (
                <td key={column} className="py-1 pr-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Exportar dados' on paper (LGPD art. 18 II and V): everything the pousada holds about the guest, as the JSON file
 * has it: the register, documents, consents, stays and bills, payments, credits, the FNRH's record and the requests.
 */
export function GuestDataDocument({ data, pousada, roomNumbers, issuedAt }: GuestDataDocumentProps) {
  const { guest } = data;
  const address =
    [guest.street, guest.addressNumber, guest.complement, guest.neighborhood, guest.state, guest.cep]
      .filter(Boolean)
      .join(", ") || guest.address;
  const registerFields: Array<[string, string | null | undefined]> = [
    ["Nome", guestFullName(guest)],
    ["Nome social", guest.socialName],
    ["CPF", guest.cpf && formatCpf(guest.cpf)],
    ["Documento", guest.documentNumber && `${guest.documentType ?? ""} ${guest.documentNumber}`.trim()],
    ["Nascimento", guest.birthDate && formatDate(guest.birthDate)],
    ["Celular", guest.phone && formatPhone(guest.phone)],
    ["E-mail", guest.email],
    ["Endereço", address],
    ["Nacionalidade", guest.nationality],
    ["País de residência", guest.residenceCountry],
    ["Gênero", guest.gender && [guest.gender, guest.genderDescription].filter(Boolean).join(": ")],
    ["Observações", guest.notes],
    ["Etiquetas", guest.tags.join(", ")],
    ["Cadastrado em", formatDate(guest.createdAt)],
    ["Anonimizado em", guest.anonymizedAt && formatDate(guest.anonymizedAt)],
    [
      "Retenção",
      guest.retentionHoldReason &&
        `${guest.retentionHoldReason}${guest.retentionHoldUntil ? ` (até ${formatDate(guest.retentionHoldUntil)})` : ""}`,
    ],
  ];
  const stayOf = new Map(data.stays.map((stay) => [stay.reservationId, stay]));
  const sensitive = data.register.sensitive[0];

  return (
    <article className="space-y-4" aria-label="Dados do hóspede">
      <PousadaLetterhead pousada={pousada} format="a4" />
      <div>
        <h1 className="text-lg font-bold tracking-wide">DADOS PESSOAIS DO HÓSPEDE</h1>
        <p className="text-xs text-neutral-600">
          Tudo o que a pousada guarda sobre {guestFullName(guest)} (LGPD, art. 18). Emitido em{" "}
          {formatDateTime(issuedAt)}.
        </p>
      </div>

      <Part title="Cadastro">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          {registerFields
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-neutral-600">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
        </dl>
      </Part>

      <Part title="Documentos">
        {data.documents.length === 0
          ? none("Nenhum documento guardado.")
          : data.documents.map((document) => <p key={document.path}>{document.kind}</p>)}
      </Part>

      <Part title="Consentimentos para ofertas">
        {CONSENT_CHANNELS.map((channel) => {
          const consent = data.consents[channel];
          return (
            <p key={channel}>
              {CONSENT_CHANNEL_LABELS[channel]}:{" "}
              {consent
                ? `${consent.granted ? "autorizado" : "retirado"} em ${formatDate(consent.at)} (${consent.source})`
                : "não registrado"}
            </p>
          );
        })}
      </Part>

      <Part title="Estadias">
        {data.reservations.length === 0 ? (
          none("Nenhuma reserva.")
        ) : (
          <Table
            head={["Período", "Quarto", "Situação", "Entrada / saída", "Total"]}
            rows={data.reservations.map((reservation) => {
              const stay = stayOf.get(reservation.id);
              return [
                `${formatDate(reservation.checkInDate)} a ${formatDate(reservation.checkOutDate)}`,
                roomNumbers.get(reservation.roomId) ?? "",
                RESERVATION_STATUS_LABELS[reservation.status as ReservationStatus] ?? reservation.status,
                stay
                  ? `${formatDateTime(stay.checkInTime)}${stay.checkOutTime ? ` / ${formatDateTime(stay.checkOutTime)}` : ""}`
                  : "",
                reservation.guestId === guest.id ? formatCurrency(reservation.totalAmount) : "Acompanhante",
              ];
            })}
          />
        )}
      </Part>

      <Part title="Consumo">
        {data.consumption.length === 0 ? (
          none("Nenhum consumo.")
        ) : (
          <Table
            head={["Data", "Quantidade", "Preço", "Total"]}
            rows={data.consumption.map((line) => [
              formatDate(line.consumedAt),
              line.quantity,
              formatCurrency(line.unitPrice),
              formatCurrency(line.totalAmount),
            ])}
          />
        )}
      </Part>

      <Part title="Pagamentos">
        {data.payments.length === 0 ? (
          none("Nenhum pagamento.")
        ) : (
          <Table
            head={["Data", "Forma", "Valor", "Devolvido"]}
            rows={data.payments.map((payment) => [
              formatDate(payment.createdAt),
              paymentMethodLabel(payment.method),
              formatCurrency(payment.amount),
              formatCurrency(payment.refundedAmount),
            ])}
          />
        )}
        {data.credits.length > 0 && (
          <p>Créditos: {data.credits.map((credit) => formatCurrency(credit.amount)).join(", ")}</p>
        )}
      </Part>

      <Part title="Ficha de hóspede (FNRH)">
        {data.register.sent.length === 0
          ? none("Nenhuma ficha enviada ao sistema FNRH.")
          : data.register.sent.map((sent) => (
              <p key={sent.reservationId}>
                {FNRH_STATE_TEXT[sent.state] ?? sent.state}
                {sent.lastError && ` (${sent.lastError})`}
              </p>
            ))}
        {sensitive && (
          <p>
            Dados sensíveis para a ficha: raça {sensitive.race ?? "não informada"}; deficiência{" "}
            {sensitive.disability ?? "não informada"}
            {sensitive.disabilityType && ` (${sensitive.disabilityType})`}.
          </p>
        )}
        {data.register.minorAuthorisations.length > 0 && (
          <p>Autorizações de menor registradas: {data.register.minorAuthorisations.length}</p>
        )}
      </Part>

      <Part title="Pedidos do titular">
        {data.requests.length === 0
          ? none("Nenhum pedido registrado.")
          : data.requests.map((request) => (
              <p key={request.id}>
                {LGPD_REQUEST_KIND_LABELS[request.kind] ?? request.kind}: pedido em {formatDate(request.requestedOn)},
                prazo {formatDate(request.dueOn)}
                {request.answeredAt ? `, respondido em ${formatDate(request.answeredAt)}` : ", em aberto"}
              </p>
            ))}
      </Part>
    </article>
  );
}
