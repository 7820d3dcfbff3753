// 'Entrada de estoque' (docs/product.md §5.8, decision 0015): the quantity in, with its unit cost, and, when an
// account is chosen, the purchase as a settled despesa there, posted through the ledger in the same transaction.
import type { Product } from "@shared/api/products";
import { formatReais, fromCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import type { StockEntry } from "@shared/validators/products";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import type { Clock } from "./clock";
import { lockAccounts, postToBalances, requireActive } from "./ledger";
import { PRODUCT_NOT_FOUND } from "./product-views";
import { decimalOf, hundredthsOf, keepsStock, quantityLabel } from "./stock";

const SERVICES_HAVE_NO_STOCK = "Serviços não têm estoque: a entrada de estoque é só para produtos.";
/** A purchase's despesa, like any lançamento typed by hand: at most R$ 99.999.999,99 (numeric(15,2) holds more). */
const MAX_PURCHASE_CENTAVOS = 9_999_999_999;

/** The entry's stock move, written with the product locked; returns the move's id. */
export function addStockEntry(db: Db, clock: Clock, id: string, entry: StockEntry, userId: string) {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const s = storage(tx);
      const product = await s.products.lockById(id);
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
      if (!keepsStock(product.category)) throw new ConflictError(SERVICES_HAVE_NO_STOCK, "quantity");
      const quantity = decimalOf(hundredthsOf(entry.quantity));
      const now = clock();
      const lancamentoId = entry.contaBancariaId
        ? await postPurchase(s, { product, quantity, entry, userId, now })
        : null;
      await s.products.addStock(id, quantity);
      return s.products.insertMove({
        productId: id,
        kind: "entrada",
        quantity,
        unitCost: entry.unitCost,
        lancamentoId,
        note: entry.description ?? null,
        createdBy: userId,
      });
    }),
  );
}

/**
 * The despesa of a purchase: quantity x unit cost (rounded to the centavo, halves up), settled today in the chosen
 * account, whose balance the ledger moves (the product is already locked; the account is locked after it).
 */
async function postPurchase(
  s: ReturnType<typeof storage>,
  input: { product: Product; quantity: string; entry: StockEntry; userId: string; now: Date },
) {
  const { product, quantity, entry, userId, now } = input;
  const contaId = entry.contaBancariaId!;
  // Hundredths of a unit x centavos can pass 2^53: multiplied as BigInt, rounded half up to the centavo.
  const exact = (BigInt(hundredthsOf(quantity)) * BigInt(entry.unitCost) + 50n) / 100n;
  const totalCentavos = exact > BigInt(MAX_PURCHASE_CENTAVOS) ? Infinity : Number(exact);
  if (totalCentavos <= 0) {
    throw new ValidationError("Informe o custo unitário para registrar a despesa na conta", "unitCost");
  }
  if (totalCentavos > MAX_PURCHASE_CENTAVOS) {
    throw new ValidationError(`Valor da compra muito alto (máximo ${formatReais(MAX_PURCHASE_CENTAVOS)})`, "quantity");
  }
  const locked = await lockAccounts(s, [contaId]);
  const conta = locked.get(contaId);
  if (!conta) throw new ValidationError("Conta bancária não encontrada", "contaBancariaId");
  requireActive(conta, "contaBancariaId");
  const today = calendarDateAt(now, await s.settings.timeZone());
  const lancamento = await s.lancamentos.insert({
    contaBancariaId: contaId,
    contaDestinoId: null,
    tipo: "despesa",
    categoria: "Estoque",
    descricao: entry.description ?? `Entrada de estoque: ${quantityLabel(hundredthsOf(quantity))} × ${product.name}`,
    valor: fromCentavos(totalCentavos),
    dataLancamento: today,
    dataVencimento: null,
    status: "PAGO",
    dataPagamento: today,
    criadoPor: userId,
    createdAt: now,
    updatedAt: now,
  });
  await postToBalances(s, locked, lancamento, now);
  return lancamento.id;
}
