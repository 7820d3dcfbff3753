import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@shared/enums";
import type { RecentTransaction } from "@shared/api";

/** A payment without a description reads 'Pagamento' (docs/product.md §5). */
export const transactionDescription = (transaction: Pick<RecentTransaction, "description">) =>
  transaction.description?.trim() || "Pagamento";

export const paymentMethodLabel = (method: string) =>
  method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;
