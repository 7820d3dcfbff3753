import { useQuery } from "@tanstack/react-query";
import type { RetentionPreview } from "@shared/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/privacy/retention-preview (owner): the photos and guests the next retention run would remove. */
export function useRetentionPreview() {
  return useQuery<RetentionPreview>({ queryKey: queryKeys.privacy.retentionPreview, staleTime: 0 });
}
