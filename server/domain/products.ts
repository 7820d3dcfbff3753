// The catalogue of products and services and its stock (docs/product.md §10.3, decision 0015): every change of a
// product's stock writes its move in the same transaction, with the product's row locked, so the stock column is
// always the sum of its moves.
import type { ProductCategory } from "@shared/enums";
import { formatReais, fromCentavos } from "@shared/money";
import { calendarDateAt } from "@shared/pousada-time";
import type { Product, ProductConsumptionView, ProductView, StockMoveView, UserName } from "@shared/api/products";
import type { InsertProduct, ProductFilters, StockEntry } from "@shared/validators/products";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import type { SessionUser } from "../auth/session";
import { storage } from "../storage";
import { systemClock, type Clock } from "./clock";
import { isRemovableBy } from "./consumption-rules";
import { lockAccounts, postToBalances, requireActive } from "./ledger";
import { decimalOf, hundredthsOf, keepsStock, quantityLabel } from "./stock";

export const PRODUCT_NOT_FOUND = "Produto/serviço não encontrado";
const ALREADY_CONSUMED = "Este item já foi consumido e não pode ser excluído. Desative-o em vez de excluir.";
const SERVICES_HAVE_NO_STOCK = "Serviços não têm estoque: a entrada de estoque é só para produtos.";
/** A purchase's despesa, like any lançamento typed by hand: at most R$ 99.999.999,99 (numeric(15,2) holds more). */
const MAX_PURCHASE_CENTAVOS = 9_999_999_999;

const toProductView = (product: Product): ProductView => ({
  ...product,
  createdAt: product.createdAt.toISOString(),
  updatedAt: product.updatedAt.toISOString(),
});

export const userName = (row: {
  createdById: string | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
}): UserName | null =>
  row.createdById ? { id: row.createdById, firstName: row.createdByFirstName, lastName: row.createdByLastName } : null;

type MoveRow = NonNullable<Awaited<ReturnType<ReturnType<typeof storage>["products"]["findMove"]>>>;
const toMoveView = (move: MoveRow): StockMoveView => ({
  id: move.id,
  kind: move.kind as StockMoveView["kind"],
  quantity: move.quantity,
  unitCost: move.unitCost,
  lancamentoId: move.lancamentoId,
  note: move.note,
  createdAt: move.createdAt.toISOString(),
  createdBy: userName(move),
});

export function productsDomain(db: Db, clock: Clock = systemClock) {
  const { products, consumption, settings } = storage(db);

  async function existing(id: string) {
    const product = await products.findById(id);
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  }

  return {
    async list(filters: ProductFilters) {
      const page = await products.list(filters);
      return { ...page, rows: page.rows.map(toProductView) };
    },

    summary: () => products.summary(),

    async create(values: InsertProduct, userId: string) {
      const category = values.category as ProductCategory;
      // A service keeps no stock, whatever the form had in the field before the category changed.
      const stock = keepsStock(category) ? decimalOf(hundredthsOf(values.stock ?? "0")) : "0.00";
      const product = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { products } = storage(tx);
          const created = await products.create({ ...values, category, stock });
          if (hundredthsOf(stock) > 0) {
            await products.insertMove({
              productId: created.id,
              kind: "ajuste",
              quantity: stock,
              note: "Estoque inicial",
              createdBy: userId,
            });
          }
          return created;
        }),
      );
      return toProductView(product);
    },

    /** The form's save: the fields as sent; a stock that differs from the shelf's is a count ('ajuste'). */
    async update(id: string, values: Partial<InsertProduct>, userId: string) {
      const product = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { products } = storage(tx);
          const current = await products.lockById(id);
          if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND);
          const { stock: counted, ...fields } = values;
          const category = fields.category ?? current.category;
          const before = hundredthsOf(current.stock);
          // A product that becomes a service leaves its shelf empty; a service's stock stays 0.
          const target = keepsStock(category) ? (counted === undefined ? before : hundredthsOf(counted)) : 0;
          if (target !== before) {
            await products.insertMove({
              productId: id,
              kind: "ajuste",
              quantity: decimalOf(target - before),
              note: keepsStock(category) ? "Contagem de estoque" : "Item passou a ser serviço: estoque zerado",
              createdBy: userId,
            });
            await products.addStock(id, decimalOf(target - before));
          }
          return (await products.update(id, fields))!;
        }),
      );
      return toProductView(product);
    },

    /** The tag chips: only the tags change. */
    async setTags(id: string, tags: string[]) {
      const product = await products.update(id, { tags });
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return toProductView(product);
    },

    /** Owner only (the route checks). A product any stay consumed stays, to be deactivated instead. */
    async remove(id: string) {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const { products } = storage(tx);
          // Locked first: a charge arriving meanwhile waits, and then finds no product.
          const product = await products.lockById(id);
          if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
          if (await products.wasEverConsumed(id)) throw new ConflictError(ALREADY_CONSUMED);
          await products.remove(id);
        }),
      );
    },

    /**
     * 'Entrada de estoque': the quantity in, with its unit cost; when an account is chosen, the purchase is also a
     * settled despesa there (categoria 'Estoque'), posted through the ledger in the same transaction.
     */
    async addStock(id: string, entry: StockEntry, userId: string) {
      const moveId = await retryOnConflict(() =>
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
      const [product, move] = await Promise.all([existing(id), products.findMove(moveId)]);
      return { product: toProductView(product), move: toMoveView(move!) };
    },

    async moves(id: string, paging: { limit?: number; cursor?: string }) {
      await existing(id);
      const page = await products.listMoves(id, paging);
      return { ...page, rows: page.rows.map(toMoveView) };
    },

    /** 'Ver': where the item went, newest first, with the guest and room of each line. */
    async consumption(id: string, paging: { limit?: number; cursor?: string }, user: SessionUser) {
      await existing(id);
      const page = await consumption.listForProduct(id, paging);
      const zone = await settings.timeZone();
      const now = clock();
      return {
        ...page,
        rows: page.rows.map((row): ProductConsumptionView => ({
          id: row.id,
          reservationId: row.reservationId,
          productId: row.productId,
          productName: row.productName,
          productCategory: row.productCategory,
          productUnit: row.productUnit,
          quantity: row.quantity,
          unitPrice: row.unitPrice,
          totalAmount: row.totalAmount,
          consumedAt: row.consumedAt.toISOString(),
          createdBy: userName(row),
          removable: isRemovableBy(user, { createdBy: row.createdById, consumedAt: row.consumedAt }, now, zone),
          guest: row.guest,
          room: row.roomId && row.roomNumber ? { id: row.roomId, number: row.roomNumber } : null,
        })),
      };
    },
  };
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
