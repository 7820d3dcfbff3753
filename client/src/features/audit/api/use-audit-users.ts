import { useQuery } from "@tanstack/react-query";
import type { AuditUserView } from "@shared/api/audit";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/audit/users: everyone who appears in the log, for the user filter. */
export function useAuditUsers() {
  return useQuery<AuditUserView[]>({ queryKey: queryKeys.audit.users, refetchOnMount: "always" });
}
