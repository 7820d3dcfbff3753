// What a request is for the audit log (docs/product.md §12.15), decided from its method and path before it runs:
// the action, the kind of record, its id, the path with anything that could be data masked, the names of the fields.
import type { AuditAction } from "@shared/validators/audit";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that is a route's own word ('guests', 'estorno', 'stock-entries'): letters and hyphens only. */
const WORD = /^[a-z][a-z-]{0,39}$/i;
/** A field name worth keeping: an identifier without a run of digits (a CPF sent as a key never gets in). */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;
const MAX_FIELDS = 40;

/** The kind of record each API prefix writes. */
const ENTITIES: Record<string, string> = {
  rooms: "room",
  guests: "guest",
  reservations: "reservation",
  checkinout: "stay",
  payments: "payment",
  "contas-bancarias": "conta-bancaria",
  "lancamentos-financeiros": "lancamento",
  "tags-financeiras": "tag-financeira",
  settings: "settings",
  products: "product",
  "product-consumption": "consumption",
  "fechamentos-caixa": "fechamento-caixa",
  reports: "report",
  objects: "guest-document",
  "guest-documents": "guest-document",
  users: "user",
  invitations: "user",
  auth: "user",
  system: "system",
  audit: "audit",
  public: "public-booking",
  login: "session",
  setup: "session",
  callback: "session",
  logout: "session",
};

/** POSTs that compute an answer and change nothing: not writes. */
const NOT_WRITES = new Set(["POST /payments/pix", "POST /objects/upload"]);

const WRITE_ACTIONS: Record<string, AuditAction> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/** What a request is for the log, decided before it runs; undefined when it is not recorded. */
export interface AuditedRequest {
  action: AuditAction;
  entity: string;
  /** The record named in the path (a UUID), if any; a create's id is read from its answer. */
  entityId: string | null;
  /** The path under /api with everything that is neither an id nor a route word masked. */
  path: string;
  /** A sign-in is only recorded once a session exists (a refused one redirects too). */
  needsSession: boolean;
  /**
   * A restore or a reset writes its own entry in its transaction (docs/decisions/0019): the file's SHA-256 and the
   * rows, under the account that exists afterwards. Only a refusal for the role is left to this middleware.
   */
  recordedByHandler?: true;
}

/** The log's view of a path: ids and route words kept, anything else (a token, a CPF typed in a URL) masked. */
export function maskedPath(path: string): string {
  return path
    .split("/")
    .map((segment) => (segment === "" || UUID.test(segment) || WORD.test(segment) ? segment : ":valor"))
    .join("/")
    .slice(0, 290);
}

/** `method` and `path` (relative to /api) as an audit entry's kind, or undefined for requests not recorded. */
export function auditedRequest(method: string, path: string): AuditedRequest | undefined {
  const segments = path.split("/").filter(Boolean);
  const [first = "", second, third] = segments;
  const entity = ENTITIES[first] ?? (WORD.test(first) ? first.toLowerCase() : "other");
  const entityId = segments.find((segment) => UUID.test(segment)) ?? null;
  const base = { entity, entityId, path: `/api${maskedPath(path)}`, needsSession: false };
  const last = segments[segments.length - 1];

  if (method === "GET") {
    if (first === "objects" && second && !third) return { ...base, action: "view" };
    if (first === "logout") return { ...base, action: "logout" };
    if (first === "callback") return { ...base, action: "login", needsSession: true };
    if (first === "system" && second === "backup") return { ...base, entity: "backup", action: "export" };
    if (first === "system" && second === "reset-backup") return { ...base, entity: "backup", action: "export" };
    if (last === "export" && segments.length > 1) return { ...base, action: "export" };
    // A guest's data exported at their request (docs/product.md §18).
    if (last === "data-export") return { ...base, action: "export" };
    return undefined;
  }
  const write = WRITE_ACTIONS[method];
  if (!write || NOT_WRITES.has(`${method} /${segments.join("/")}`)) return undefined;
  if (first === "login" || first === "setup") return { ...base, action: "login", needsSession: true };
  if (first === "logout") return { ...base, action: "logout" };
  if (first === "objects" && second === "uploads") return { ...base, action: "create" };
  // A room move changes the reservation (docs/product.md §7.4).
  if (last === "room-move") return { ...base, action: "update" };
  // Anonymising changes the guest: recorded as a change of their personal fields, without the values.
  if (first === "guests" && last === "anonymize") return { ...base, action: "update" };
  if (last === "restore" || last === "reset")
    return { ...base, entity: "system", action: last, recordedByHandler: true };
  return { ...base, action: write };
}

/** The names of the fields a JSON or form body carried (never their values). */
export function fieldNames(body: unknown): string[] | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const names = Object.keys(body)
    .filter((name) => FIELD.test(name) && !/\d{3}/.test(name))
    .slice(0, MAX_FIELDS);
  return names.length ? names : null;
}
