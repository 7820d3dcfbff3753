import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Geral } from "@shared/validators/settings";
import { apiJson } from "@/lib/api";
import { pousadaTimeZone, setPousadaTimeZone } from "@/lib/format";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/settings (owner): Geral as a whole. */
export function useUpdateGeral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geral: Geral) => apiJson<Geral>("PUT", "/api/settings", geral),
    onSuccess: (saved) => {
      if (saved.timeZone === pousadaTimeZone()) return invalidateAfter(queryClient, "geralChanged");
      // A new clock moves "today" on every screen and every time shown: everything is read again.
      setPousadaTimeZone(saved.timeZone);
      return queryClient.invalidateQueries();
    },
  });
}
