// The deposit's PIX for an online booking (docs/product.md §16.3): a static BR Code for the deposit's amount with
// the reservation's own txid, into the first active account with a PIX key, named with Dados da Pousada. None when
// the pousada has no key or no data yet (the page then asks the guest to talk to the pousada). With a PSP configured
// the code is its dynamic charge's, and the static one only when the PSP fails (pix-psp.ts).
import type { PublicPix } from "@shared/api/booking-page";
import { pousadaSchema } from "@shared/validators/settings";
import { qrCodeSvg } from "@shared/qr-code";
import { buildPixPayload, pixText, reservationTxid } from "./pix";
import { dynamicPixCode, type PixPsp } from "./pix-psp";
import type { Store } from "./transaction";

export async function pousadaContact(s: Store) {
  const pousada = pousadaSchema.safeParse(await s.settings.get("pousada"));
  return pousada.success
    ? { nome: pousada.data.nomeFantasia, cidade: pousada.data.cidade, telefone: pousada.data.telefone ?? null }
    : null;
}

export async function depositPix(
  s: Store,
  reservationId: string,
  amount: string,
  charge: { psp: PixPsp | undefined; dueAt: Date | null; now: Date },
): Promise<PublicPix | null> {
  const [contact, contas] = await Promise.all([pousadaContact(s), s.contas.list()]);
  const conta = contas.find((c) => c.isAtiva && c.pixChave);
  if (conta?.pixChave && charge.psp) {
    const dynamic = await dynamicPixCode(charge.psp, s, {
      reservationId,
      conta: { id: conta.id, pixChave: conta.pixChave },
      amount,
      dueAt: charge.dueAt,
      description: "Sinal da reserva",
      now: charge.now,
    });
    if (dynamic) return { payload: dynamic.payload, svg: qrCodeSvg(dynamic.payload) };
  }
  const merchantName = contact ? pixText(contact.nome, 25) : "";
  const merchantCity = contact ? pixText(contact.cidade, 15) : "";
  if (!conta?.pixChave || !merchantName || !merchantCity) return null;
  const payload = buildPixPayload({
    key: conta.pixChave,
    amount,
    merchantName,
    merchantCity,
    txid: reservationTxid(reservationId),
  });
  return { payload, svg: qrCodeSvg(payload) };
}
