import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConsumptionView } from "@shared/api";
import type { InsertConsumptionBatch } from "@shared/validators/products";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** 'Lançar Consumo': the order's lines charged to the reservation in one request, all of them or none. */
export function useChargeConsumption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: InsertConsumptionBatch) =>
      apiJson<ConsumptionView[]>("POST", "/api/product-consumption", order),
    onSuccess: () => invalidateAfter(queryClient, "consumptionChanged"),
  });
}
