import type { AuditEntryView } from "@shared/api/audit";
import { usePagedList, type PagedList } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

const AUDIT_PAGE_SIZE = 50;

/** The log's filters as GET /api/audit takes them (shared/validators/audit.ts). */
export interface AuditFilterValues {
  userId?: string;
  kind?: string;
  from?: string;
  to?: string;
}

/**
 * The audit log a page at a time, newest first. Every change in the app writes to it and no mutation invalidates
 * it, so it is read afresh whenever the panel opens (and by its 'Atualizar' button).
 */
export function useAuditLog(filters: AuditFilterValues): PagedList<AuditEntryView> {
  return usePagedList<AuditEntryView>(queryKeys.audit.list({ ...filters, limit: AUDIT_PAGE_SIZE }), {
    refetchOnMount: "always",
  });
}
