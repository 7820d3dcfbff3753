// The static PIX code for an amount of a stay's balance into an account's key (docs/product.md §10.6), built offline,
// named with the pousada's data and identified by the reservation (txid). Recording the payment stays the clerk's
// click, unless a PSP is configured: then the code is its dynamic charge's, whose webhook records the payment
// (pix-psp.ts), and the static one only when the PSP fails.
import type { PixCode } from "@shared/api/payments";
import { fromCentavos, toCentavos } from "@shared/money";
import { pousadaSchema } from "@shared/validators/settings";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import type { storage } from "../storage";
import { billOf } from "./billing";
import { ACCOUNT_NOT_FOUND } from "./finance-accounts";
import { requireActive } from "./ledger";
import { requirePayable, requireWithinBalance } from "./payment-rules";
import { RESERVATION_NOT_FOUND } from "./stay-rules";
import { qrCodeSvg } from "@shared/qr-code";
import { buildPixPayload, pixText, reservationTxid } from "./pix";
import { dynamicPixCode, type PixPsp } from "./pix-psp";

const POUSADA_MISSING = "Cadastre os dados da pousada em Configurações > Geral para gerar o PIX";

export async function pixCodeFor(
  read: ReturnType<typeof storage>,
  input: { contaBancariaId: string; amount: string; reservationId: string },
  psp: PixPsp | undefined,
  now: Date,
): Promise<PixCode> {
  const conta = await read.contas.findById(input.contaBancariaId);
  if (!conta) throw new ValidationError(ACCOUNT_NOT_FOUND, "contaBancariaId");
  if (!conta.pixChave) throw new ConflictError("Esta conta não tem chave PIX cadastrada", "contaBancariaId");
  requireActive(conta, "contaBancariaId");
  const stay = await read.billing.payable(input.reservationId, { lock: false });
  if (!stay) throw new NotFoundError(RESERVATION_NOT_FOUND);
  requirePayable(stay.status);

  const pousada = pousadaSchema.safeParse(await read.settings.get("pousada"));
  const recebedor = pousada.success ? pixText(pousada.data.nomeFantasia, 25) : "";
  const cidade = pousada.success ? pixText(pousada.data.cidade, 15) : "";
  if (!recebedor || !cidade) throw new ConflictError(POUSADA_MISSING, "pousada");

  const amountCentavos = toCentavos(input.amount);
  requireWithinBalance(amountCentavos, (await billOf(read, stay.id))!.balanceCentavos);
  const dynamic = await dynamicPixCode(psp, read, {
    reservationId: stay.id,
    conta: { id: conta.id, pixChave: conta.pixChave },
    amount: fromCentavos(amountCentavos),
    description: `Reserva: ${stay.guest.firstName} ${stay.guest.lastName}`,
    now,
  });
  if (dynamic) {
    const { payload, txid } = dynamic;
    return { payload, svg: qrCodeSvg(payload), chave: conta.pixChave, recebedor, cidade, txid };
  }
  const txid = reservationTxid(stay.id);
  const payload = buildPixPayload({
    key: conta.pixChave,
    amount: fromCentavos(amountCentavos),
    merchantName: recebedor,
    merchantCity: cidade,
    txid,
  });
  return { payload, svg: qrCodeSvg(payload), chave: conta.pixChave, recebedor, cidade, txid };
}
