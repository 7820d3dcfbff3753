// What GET /api/audit answers (a page of entries; docs/product.md §12.15) and GET /api/audit/users.
import type { AuditAction } from "../validators/audit";

/** One entry of the audit log: who, what, which record, when and from where. Never a CPF, password or content. */
export interface AuditEntryView {
  id: string;
  /** ISO instant (UTC). */
  at: string;
  userId: string | null;
  /** The e-mail the user had when it happened (kept after the account changes or goes). */
  userEmail: string | null;
  /** The user's name now, or null when the account is gone. */
  userName: string | null;
  action: AuditAction;
  /** The kind of record: 'guest', 'reservation', 'guest-document', 'payment', ... */
  entity: string;
  entityId: string | null;
  method: string | null;
  /** The API address without its query string, ids kept and anything else masked. */
  path: string | null;
  status: number | null;
  ip: string | null;
  /**
   * The names of the fields sent and, since values are kept (docs/product.md §12.15), each changed field's old and
   * new value as shown on screen (a CPF masked). Older entries have only the names.
   */
  details: { fields?: string[]; changes?: AuditChange[]; guestId?: string } | null;
}

/** One field a change altered: its old and new value as the owner reads them (null: it was or became empty). */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
  /** A guest's personal field: recorded as changed, its values never kept (docs/product.md §18). */
  personal?: true;
}

/** Someone who appears in the log: the user filter's choices. */
export interface AuditUserView {
  id: string;
  email: string;
  name: string;
}
