import { useQuery } from "@tanstack/react-query";
import type { PrivacySettings } from "@shared/validators/privacy";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/privacy/settings (owner): how long document photos and inactive guests are kept (the defaults until saved). */
export function usePrivacySettings() {
  return useQuery<PrivacySettings>({ queryKey: queryKeys.privacy.settings });
}
