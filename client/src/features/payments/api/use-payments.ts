import type { PaymentView } from "@shared/api";
import { useQuery } from "@tanstack/react-query";
import { usePagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

const PAYMENTS_PAGE_SIZE = 50;

export interface PaymentFilterValues {
  from?: string;
  to?: string;
  method?: string;
  reservationId?: string;
}

/** GET /api/payments with the period, method and reservation filters, newest first, a page at a time. */
export function usePayments(filters: PaymentFilterValues) {
  return usePagedList<PaymentView>(queryKeys.payments.list({ ...filters, limit: PAYMENTS_PAGE_SIZE }));
}

/** GET /api/payments/summary: the sum of every payment the filters match (not only the pages read), shown under the list. */
export function usePaymentsTotal(filters: PaymentFilterValues) {
  return useQuery<{ total: string }>({ queryKey: queryKeys.payments.summary({ ...filters }) });
}
