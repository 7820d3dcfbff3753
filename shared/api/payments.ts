// What the payments routes answer: the list, a payment with its refunds, a reservation's bill (folio), a PIX code and
// a receipt (docs/decisions/0015). Money: decimal strings, except consumption in centavos (0012).
import type { DepositState } from "../deposits";
import type { Payment, PaymentRefund } from "../schema/payments";

export type PaymentRefundView = Omit<PaymentRefund, "createdAt"> & { createdAt: string };

/** GET /api/payments (and POST's answer): a payment with who paid, for which room, into which account. */
export type PaymentView = Omit<Payment, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
  /** cpfMasked: '***.456.789-**' for receipts; the full CPF never leaves the guest register. */
  guest: { id: string; firstName: string; lastName: string; cpfMasked: string | null } | null;
  room: { id: string; number: string } | null;
  contaBancaria: { id: string; nome: string } | null;
  refunds: PaymentRefundView[];
};

/** One line of a bill. */
export interface FolioLine {
  /** multa: a cancelled or no-show stay's fee, in place of its nights (docs/product.md §10.7). */
  kind: "diarias" | "consumo" | "multa" | "desconto";
  description: string;
  quantity: number;
  /** Decimal string. */
  unitPrice: string;
  /** Decimal string. */
  total: string;
  at: string | null;
  /** The consumption's id (a line the owner or its clerk may remove), null for the nights. */
  consumptionId: string | null;
}

/**
 * GET /api/reservations/:id/folio: the guest's bill. total = nights x price (or the agreed total) + consumption;
 * paid = completed payments - refunds; balance = total - paid (negative: the guest's credit).
 */
export interface Folio {
  reservationId: string;
  guest: { id: string; firstName: string; lastName: string; cpfMasked: string | null; phone: string | null };
  room: { id: string; number: string; type: string };
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  lines: FolioLine[];
  payments: PaymentView[];
  /** Decimal strings. */
  total: string;
  paid: string;
  balance: string;
  statusPagamento: "PENDENTE" | "PARCIAL" | "PAGO";
  /**
   * The deposit (sinal) it was sold with, its state now and whether the reservation still waits for it (pending);
   * absent when sold without one (docs/product.md §15.5).
   */
  deposit?: { amount: string; dueAt: string | null; state: DepositState; pending: boolean };
}

/** POST /api/payments/pix: the static BR Code ("copia e cola") and its QR code as an SVG document. */
/** A Pix the PSP reported that became no payment (docs/decisions/0065): the desk reconciles it by hand. */
export interface PixReceivedView {
  endToEndId: string;
  txid: string | null;
  valor: string;
  horario: string;
  /** Why no payment was recorded, in Portuguese. */
  motivo: string;
  reservationId: string | null;
  /** The reservation's guest, when the Pix paid a known charge. */
  hospede: string | null;
}

export interface PixCode {
  payload: string;
  svg: string;
  /** The key, name and city the code carries, for the clerk to read out. */
  chave: string;
  recebedor: string;
  cidade: string;
  txid: string;
}
