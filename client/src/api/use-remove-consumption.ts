import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/**
 * A line charged by mistake: removed, its stock back on the shelf, the bill smaller. `onRemoved` runs with the
 * mutation itself, before the bill is read again: the button that asked for it leaves with its line, and a
 * callback given to `mutate` would leave with it, unheard.
 */
export function useRemoveConsumption(onRemoved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (consumptionId: string): Promise<void> => {
      await apiRequest("DELETE", `/api/product-consumption/${consumptionId}`);
    },
    onSuccess: () => {
      onRemoved?.();
      return invalidateAfter(queryClient, "consumptionChanged");
    },
  });
}
