import { useQuery } from "@tanstack/react-query";
import type { SystemInfo } from "@shared/api/settings";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/system (owner): version, database, documents and record counts. */
export function useSystemInfo(enabled = true) {
  return useQuery<SystemInfo>({ queryKey: queryKeys.system.info, enabled });
}
