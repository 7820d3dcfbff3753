import { useQuery } from "@tanstack/react-query";
import type { ContaBancariaView } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/contas-bancarias: every account (active first) with its saldoAtual. */
export function useContasBancarias({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<ContaBancariaView[]>({ queryKey: queryKeys.finance.contas, enabled });
}
