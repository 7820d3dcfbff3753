// The optional PSP's Pix (docs/product.md §16.3, docs/decisions/0065). With a PSP configured, a reservation's PIX is a
// dynamic charge (the PSP's copia-e-cola), reused while it is valid, and the PSP's webhook records each Pix it reports
// as a PIX payment through the desk's own path (payment-record.ts), so the deposit rule confirms the reservation in
// the same transaction. A Pix is claimed once by its endToEndId (the primary key of pix_recebidos) in the payment's
// transaction, so a redelivered or parallel duplicate records nothing; one that cannot become a payment (no known
// charge, a cancelled reservation, more than the balance) stays in pix_recebidos with the reason, for the desk.
import { randomBytes } from "node:crypto";
import type { PixReceivedView } from "@shared/api/payments";
import type { PixWebhook } from "@shared/validators/pix-psp";
import type { Db } from "../db";
import { ConflictError, HttpError } from "../errors";
import type { Logger } from "../logger";
import { PixProviderError, type PixProvider, type PixReceived } from "../pix-provider/provider";
import { storage } from "../storage";
import type { Clock } from "./clock";
import { recordPayment } from "./payment-record";
import { transactional, type Store } from "./transaction";

export interface PixPsp {
  provider: PixProvider;
  /** The secret path segment of the webhook's URL. */
  webhookSecret: string;
  logger: Logger;
}

/** A charge without a deposit deadline lives a day; one with a deadline until it, at least ten minutes. */
const DEFAULT_CHARGE_SECONDS = 24 * 60 * 60;
const MIN_CHARGE_SECONDS = 10 * 60;
/** A charge this close to its expiry is not shown again: a new one is made. */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

/** After a failure the PSP is not asked again for this long: a guest's page does not wait on a PSP that is down. */
const PAUSE_AFTER_FAILURE_MS = 60_000;
const pausedUntil = new WeakMap<PixPsp, number>();

/** A cob's txid: 'HOSP' and 28 random hex digits (32 characters; API Pix v2 asks 26 to 35 letters and digits). */
const newCobTxid = () => `HOSP${randomBytes(14).toString("hex").toUpperCase()}`;

/**
 * The dynamic charge's copia-e-cola for `amount` of the reservation into the account's key: the reservation's live
 * charge of that amount, or a new one. Null when no PSP is configured or it fails (logged without secrets): the caller
 * then gives the static code.
 */
export async function dynamicPixCode(
  psp: PixPsp | undefined,
  s: Store,
  input: {
    reservationId: string;
    conta: { id: string; pixChave: string };
    amount: string;
    dueAt?: Date | null;
    description: string;
    now: Date;
  },
): Promise<{ payload: string; txid: string } | null> {
  if (!psp) return null;
  const live = await s.pixPsp.liveCharge(
    input.reservationId,
    input.conta.id,
    input.amount,
    new Date(input.now.getTime() + REUSE_MARGIN_MS),
  );
  if (live) return { payload: live.pixCopiaECola, txid: live.txid };
  if (Date.now() < (pausedUntil.get(psp) ?? 0)) return null;
  const untilDue = input.dueAt ? Math.floor((input.dueAt.getTime() - input.now.getTime()) / 1000) : undefined;
  const seconds = untilDue === undefined ? DEFAULT_CHARGE_SECONDS : Math.max(untilDue, MIN_CHARGE_SECONDS);
  try {
    const charge = await psp.provider.createCharge({
      txid: newCobTxid(),
      amount: input.amount,
      chave: input.conta.pixChave,
      expiresInSeconds: seconds,
      description: input.description,
    });
    await s.pixPsp.insertCharge({
      txid: charge.txid,
      reservationId: input.reservationId,
      contaBancariaId: input.conta.id,
      valor: input.amount,
      pixCopiaECola: charge.pixCopiaECola,
      expiresAt: new Date(charge.createdAt.getTime() + charge.expiresInSeconds * 1000),
    });
    return { payload: charge.pixCopiaECola, txid: charge.txid };
  } catch (error) {
    const reason = error instanceof PixProviderError ? error.message : "erro inesperado";
    pausedUntil.set(psp, Date.now() + PAUSE_AFTER_FAILURE_MS);
    psp.logger.warn(
      { reservationId: input.reservationId, reason },
      "PSP charge failed: static PIX code given, the PSP left alone for a minute",
    );
    return null;
  }
}

export interface PixWebhookResult {
  recebidos: number;
  duplicados: number;
  /** Claimed Pix the PSP does not know: nothing recorded. */
  desconhecidos: number;
  /** Pix kept for the desk: no payment could be recorded. */
  pendentes: number;
}

type Outcome = "recebido" | "duplicado" | "pendente";

/** The webhook's Pix, each checked with the PSP and recorded once. The PSP down answers 503 (it retries later). */
export function pixWebhookDomain(db: Db, clock: Clock, psp: PixPsp) {
  const read = storage(db);
  const inTransaction = transactional(db, clock);

  /** One verified Pix, claimed and recorded in one transaction. */
  function record(pix: PixReceived, ip: string | null): Promise<Outcome> {
    return inTransaction(async (s, now) => {
      const charge = pix.txid ? await s.pixPsp.chargeByTxid(pix.txid) : undefined;
      const claimed = await s.pixPsp.claim({
        endToEndId: pix.endToEndId,
        txid: pix.txid,
        valor: pix.valor,
        horario: pix.horario,
        reservationId: charge?.reservationId ?? null,
        motivo: charge ? null : "Pix sem cobrança conhecida deste sistema",
      });
      if (!claimed) return "duplicado";
      if (!charge) return "pendente";
      try {
        // recordPayment checks (reservation, status, account, balance) before it writes anything, so a refusal
        // leaves this transaction usable and the claim is kept with the reason.
        const payment = await recordPayment(
          s,
          {
            reservationId: charge.reservationId,
            amount: pix.valor,
            method: "pix",
            contaBancariaId: charge.contaBancariaId,
            description: `Pix recebido pelo PSP (${pix.endToEndId})`,
          },
          null,
          now,
        );
        await s.pixPsp.setPayment(pix.endToEndId, payment.id);
        await s.audit.record({
          userId: null,
          action: "create",
          entity: "payment",
          entityId: payment.id,
          method: "POST",
          path: "psp-pix",
          status: 200,
          ip,
          details: { fields: ["amount", "method", "reservationId"] },
        });
        return "recebido";
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        await s.pixPsp.setReason(pix.endToEndId, error.message);
        psp.logger.warn({ endToEndId: pix.endToEndId, reason: error.message }, "PSP Pix kept unrecorded");
        return "pendente";
      }
    });
  }

  return {
    async receive(body: PixWebhook, ip: string | null): Promise<PixWebhookResult> {
      const result: PixWebhookResult = { recebidos: 0, duplicados: 0, desconhecidos: 0, pendentes: 0 };
      const seen = new Set<string>();
      for (const claim of body.pix) {
        if (seen.has(claim.endToEndId) || (await read.pixPsp.isReceived(claim.endToEndId))) {
          seen.add(claim.endToEndId);
          result.duplicados++;
          continue;
        }
        seen.add(claim.endToEndId);
        let verified: PixReceived | null;
        try {
          verified = await psp.provider.verifyPayment(claim.endToEndId);
        } catch (error) {
          const reason = error instanceof PixProviderError ? error.message : "erro inesperado";
          psp.logger.warn({ endToEndId: claim.endToEndId, reason }, "PSP Pix check failed");
          throw new HttpError(503, "Não foi possível confirmar o Pix com o PSP. Tente novamente.");
        }
        if (!verified) {
          psp.logger.warn({ endToEndId: claim.endToEndId }, "webhook Pix unknown to the PSP: nothing recorded");
          result.desconhecidos++;
          continue;
        }
        const outcome = await record(verified, ip);
        if (outcome === "recebido") result.recebidos++;
        else if (outcome === "duplicado") result.duplicados++;
        else result.pendentes++;
      }
      return result;
    },
  };
}

/** The Pix received that became no payment, oldest first, for the desk to reconcile. */
export async function unrecordedPix(db: Db): Promise<PixReceivedView[]> {
  const rows = await storage(db).pixPsp.unrecorded();
  return rows.map((row) => ({
    endToEndId: row.endToEndId,
    txid: row.txid,
    valor: row.valor,
    horario: row.horario.toISOString(),
    motivo: row.motivo ?? "",
    reservationId: row.reservationId,
    hospede: row.guestName ? `${row.guestName} ${row.guestLastName ?? ""}`.trim() : null,
  }));
}

const PIX_NOT_WAITING = "Este Pix não está mais na lista: já foi resolvido ou registrado.";

/** 'Marcar como resolvido': a Pix that became no payment, settled by hand at the desk, audited with how. */
export async function resolveUnrecordedPix(
  db: Db,
  clock: Clock,
  input: { endToEndId: string; resolution: string; userId: string; ip: string | null },
) {
  return transactional(
    db,
    clock,
  )(async (s) => {
    const row = await s.pixPsp.resolve(input.endToEndId, input.userId, input.resolution);
    if (!row) throw new ConflictError(PIX_NOT_WAITING);
    await s.audit.record({
      userId: input.userId,
      action: "update",
      entity: "pix-recebido",
      entityId: null,
      method: "POST",
      path: "/api/pix-recebidos/resolver",
      status: 200,
      ip: input.ip,
      details: {
        fields: ["resolvedAt", "resolution"],
        changes: [
          { field: "resolution", from: null, to: `${input.endToEndId} (R$ ${row.valor}): ${input.resolution}` },
        ],
      },
    });
  });
}

/**
 * Points the PSP's webhook of every active account's key at this server (`origin`, APP_ORIGIN) at start-up, so the
 * operator sets no URL by hand; a failure is logged (without the URL, which holds the secret) and changes nothing else.
 */
export async function registerPixWebhooks(db: Db, psp: PixPsp, origin: string) {
  const contas = await storage(db).contas.list();
  const keys = [...new Set(contas.filter((c) => c.isAtiva && c.pixChave).map((c) => c.pixChave!))];
  const url = `${origin.replace(/\/$/, "")}/api/webhooks/pix/${psp.webhookSecret}`;
  let registered = 0;
  for (const chave of keys) {
    try {
      await psp.provider.registerWebhook(chave, url);
      registered++;
    } catch (error) {
      const reason = error instanceof PixProviderError ? error.message : "erro inesperado";
      psp.logger.warn({ reason }, "PSP webhook not registered for a PIX key");
    }
  }
  return registered;
}
