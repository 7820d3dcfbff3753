import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** A line charged by mistake: removed, its stock back on the shelf, the bill smaller. */
export function useRemoveConsumption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (consumptionId: string): Promise<void> => {
      await apiRequest("DELETE", `/api/product-consumption/${consumptionId}`);
    },
    onSuccess: () => invalidateAfter(queryClient, "consumptionChanged"),
  });
}
