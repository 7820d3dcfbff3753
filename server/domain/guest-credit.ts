// Paying with a guest credit (docs/product.md §10.7): the guest's usable credits, locked (two payments drawing the same
// credit take turns), drawn down soonest-to-expire first, never below zero. No money moves into an account: the
// payment has none, and no receita (the money was booked when first paid).
import type { GuestCredits } from "@shared/api/credits";
import { formatReais, fromCentavos, toCentavos } from "@shared/money";
import { ConflictError } from "../errors";
import type { DbOrTx } from "../db";
import { creditsStorage } from "../storage/credits";
import type { Store } from "./transaction";

/** Draws `amountCentavos` from the guest's credits usable on `today`; 409 naming what is available when short. */
export async function drawCredit(s: Store, guestId: string, amountCentavos: number, today: string) {
  const { credits } = s;
  const usable = await credits.lockUsable(guestId, today);
  const available = usable.reduce((sum, credit) => sum + toCentavos(credit.balance), 0);
  if (amountCentavos > available) {
    throw new ConflictError(`Crédito do hóspede insuficiente (disponível: ${formatReais(available)})`, "amount");
  }
  const draws: Array<{ creditId: string; amount: string }> = [];
  let left = amountCentavos;
  for (const credit of usable) {
    const part = Math.min(toCentavos(credit.balance), left);
    if (part <= 0) break;
    await credits.drawDown(credit.id, fromCentavos(part));
    draws.push({ creditId: credit.id, amount: fromCentavos(part) });
    left -= part;
  }
  return async (paymentId: string, at: Date) => {
    for (const draw of draws) await credits.insertUse({ ...draw, paymentId, createdAt: at });
  };
}

/**
 * Gives `amountCentavos` of a payment drawn from credits back to them (a refund of it), last draw first, after the
 * `refundedBeforeCentavos` earlier refunds already gave back. The credit keeps its expiry.
 */
export async function returnToCredit(
  s: { credits: ReturnType<typeof creditsStorage> },
  paymentId: string,
  refundedBeforeCentavos: number,
  amountCentavos: number,
) {
  let skip = refundedBeforeCentavos;
  let left = amountCentavos;
  for (const use of (await s.credits.usesOf(paymentId)).reverse()) {
    const drawn = toCentavos(use.amount);
    const already = Math.min(drawn, skip);
    skip -= already;
    const part = Math.min(drawn - already, left);
    if (part <= 0) continue;
    await s.credits.giveBack(use.creditId, fromCentavos(part));
    left -= part;
  }
}

/** A guest's credits with their balance (`usable`: balance left, not expired on `today`) and what they can use. */
export async function creditsOfGuest(db: DbOrTx, guestId: string, today: string): Promise<GuestCredits> {
  const rows = await creditsStorage(db).listForGuest(guestId);
  const credits = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    usable: toCentavos(row.balance) > 0 && row.expiresOn >= today,
  }));
  const available = credits.filter((c) => c.usable).reduce((sum, c) => sum + toCentavos(c.balance), 0);
  return { available: fromCentavos(available), credits };
}
