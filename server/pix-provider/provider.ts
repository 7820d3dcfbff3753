// The optional PSP behind one interface (docs/decisions/0065): the server asks it for a dynamic Pix charge of a
// reservation's amount and, before recording money a webhook reports, for the Pix as the PSP itself knows it. Without
// a PSP configured nothing calls it: the static BR Code and the clerk's recording stay as they are.

/** An immediate charge to create (API Pix v2, PUT /cob/{txid}). */
export interface PixChargeRequest {
  /** 26 to 35 letters and digits, unique per charge. */
  txid: string;
  /** Decimal string with a dot ("150.00"). */
  amount: string;
  /** The receiving key, registered at the PSP. */
  chave: string;
  expiresInSeconds: number;
  /** Shown to the payer (solicitacaoPagador, at most 140 characters). */
  description: string;
}

export interface PixCharge {
  txid: string;
  /** The PSP's BR Code for this charge (dynamic: it carries the charge's location, not the amount). */
  pixCopiaECola: string;
  createdAt: Date;
  expiresInSeconds: number;
}

/** A Pix the PSP confirms it received (GET /pix/{e2eid}). */
export interface PixReceived {
  endToEndId: string;
  /** The charge it paid; null for a Pix sent to the key without one. */
  txid: string | null;
  /** Decimal string with a dot. */
  valor: string;
  horario: Date;
}

export interface PixProvider {
  createCharge(request: PixChargeRequest): Promise<PixCharge>;
  /** The Pix as the PSP knows it, or null when it knows none of that id (a forged or mistaken claim). */
  verifyPayment(endToEndId: string): Promise<PixReceived | null>;
  /** Points the key's webhook at `url` (PUT /webhook/{chave}); the PSP posts to `url` + "/pix". */
  registerWebhook(chave: string, url: string): Promise<void>;
}

/** The PSP failed or refused: a Portuguese message with no secret, URL or token in it. */
export class PixProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A cob's txid: 26 to 35 letters and digits (the static code's, at most 25, is another rule: server/domain/pix.ts). */
export const COB_TXID = /^[a-zA-Z0-9]{26,35}$/;
