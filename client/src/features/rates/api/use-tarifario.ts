import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TarifarioView } from "@shared/api/rates";
import { apiJson, type HttpMethod } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/rates: Configurações > Tarifário as a whole. */
export function useTarifario() {
  return useQuery<TarifarioView>({ queryKey: queryKeys.rates.all });
}

/** Any owner's write under /api/rates (PUT base, POST a season, DELETE a policy…); the tarifário is read again. */
export function useRatesWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: HttpMethod; path: string; body?: unknown }) =>
      apiJson<unknown>(method, `/api/rates${path}`, body),
    onSuccess: () => invalidateAfter(queryClient, "tarifarioChanged"),
  });
}
