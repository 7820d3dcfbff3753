import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CanaisSettings } from "@shared/validators/channels";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/settings/canais (owner): how often the feeds are read. */
export function useCanaisSettings() {
  return useQuery<CanaisSettings>({ queryKey: queryKeys.channels.settings });
}

export function useUpdateCanaisSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CanaisSettings) => apiJson<CanaisSettings>("PUT", "/api/settings/canais", values),
    onSuccess: () => invalidateAfter(queryClient, "canaisSettingsChanged"),
  });
}
