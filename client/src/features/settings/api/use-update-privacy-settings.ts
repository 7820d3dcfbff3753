import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrivacySettings } from "@shared/validators/privacy";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/privacy/settings (owner): the retention's periods; the dry run is read again. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrivacySettings) => apiJson<PrivacySettings>("PUT", "/api/privacy/settings", settings),
    onSuccess: () => invalidateAfter(queryClient, "privacySettingsChanged"),
  });
}
