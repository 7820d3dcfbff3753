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
  /** A summary without personal data: the names of the fields sent, never their values. */
  details: { fields?: string[] } | null;
}

/** Someone who appears in the log: the user filter's choices. */
export interface AuditUserView {
  id: string;
  email: string;
  name: string;
}
