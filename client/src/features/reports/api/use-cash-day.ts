import { useQuery } from "@tanstack/react-query";
import type { CashDay } from "@shared/api/reports";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/fechamentos-caixa?data=: the day's cash of every active 'caixa' account, asked afresh on opening. */
export function useCashDay(data: string) {
  return useQuery<CashDay>({
    queryKey: queryKeys.cashClosings.day(data),
    refetchOnMount: "always",
    enabled: data !== "",
  });
}
