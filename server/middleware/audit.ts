// The audit trail (docs/product.md §12.15): every write to the API, every view or download of a guest document,
// every export, sign-in and sign-out becomes one audit_log row: who, what, which record, when, from which address.
// Only the route, the kind of record, its id and the NAMES of the fields sent are kept: never a body, a query
// string, a CPF, a password or a document's content.
//
// The row is written when the handler starts its answer and before the answer leaves (res.write/res.end wait for
// that one INSERT), so whoever reads the log right after a change finds it there, and no write outlives its request.
import type { Request, RequestHandler, Response } from "express";
import type { AuditAction } from "@shared/validators/audit";
import type { Db } from "../db";
import type { Logger } from "../logger";
import { auditStorage, type NewAuditEntry } from "../storage/audit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
    return undefined;
  }
  const write = WRITE_ACTIONS[method];
  if (!write || NOT_WRITES.has(`${method} /${segments.join("/")}`)) return undefined;
  if (first === "login" || first === "setup") return { ...base, action: "login", needsSession: true };
  if (first === "logout") return { ...base, action: "logout" };
  if (first === "objects" && second === "uploads") return { ...base, action: "create" };
  // A room move changes the reservation (docs/product.md §7.4).
  if (last === "room-move") return { ...base, action: "update" };
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

/** The id a create answered with (`{ id }`), the record it wrote. */
function idOfAnswer(body: unknown): string | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" && UUID.test(id) ? id : null;
}

/** Worth recording: it happened (2xx/3xx), or someone was refused for their role (403). */
const isRecorded = (status: number) => status < 400 || status === 403;

const sessionUserOf = (req: Request): string | null =>
  req.currentUser?.id ?? (req.session as { userId?: string } | undefined)?.userId ?? null;

export function auditTrail(deps: {
  db: Db;
  logger: Logger;
  /** Reads who is signed in (requireAuth): a sign-out must know who it was before the session is gone. */
  identify: RequestHandler;
}): RequestHandler {
  const log = auditStorage(deps.db);

  return (req, res, next) => {
    const audited = auditedRequest(req.method, req.path);
    if (!audited) return next();
    const fields = audited.action === "view" || audited.action === "login" ? null : fieldNames(req.body);

    let answeredId: string | null = null;
    const json = res.json.bind(res);
    res.json = ((body: unknown) => {
      answeredId ??= idOfAnswer(body);
      return json(body);
    }) as Response["json"];

    // The entry is written when the answer starts (its status is known then) and the answer waits for it: a
    // document streamed in chunks is recorded before its first byte leaves, a JSON answer before it is sent.
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let recorded: Promise<void> | undefined;
    let released = false;
    const record = () =>
      (recorded ??= (async () => {
        const entry = entryOf(res.statusCode);
        if (entry) {
          await log
            .record(entry)
            .catch((error: unknown) =>
              deps.logger.error({ err: error, path: entry.path }, "could not write the audit log"),
            );
        }
        released = true;
      })());
    res.write = ((...args: unknown[]) => {
      if (released) return write(...args);
      void record().then(() => write(...args));
      return true;
    }) as Response["write"];
    res.end = ((...args: unknown[]) => {
      if (released) return end(...args);
      void record().then(() => end(...args));
      return res;
    }) as Response["end"];

    function entryOf(status: number): NewAuditEntry | undefined {
      const userId = sessionUserOf(req);
      if (!isRecorded(status) || (audited!.needsSession && !userId)) return undefined;
      if (audited!.recordedByHandler && status < 400) return undefined;
      // A document the browser saves (the guest form's download asks with ?download; a type only offered as an
      // attachment) is a download; one shown on screen is a view.
      const disposition = String(res.getHeader("Content-Disposition") ?? "");
      const downloaded = req.query.download !== undefined || disposition.startsWith("attachment");
      const action = audited!.action === "view" && downloaded ? "download" : audited!.action;
      return {
        userId,
        action,
        entity: audited!.entity,
        // A profile or password change (/api/auth/...) is about the signed-in user's own record.
        entityId: audited!.entityId ?? answeredId ?? (audited!.path.startsWith("/api/auth/") ? userId : null),
        method: req.method,
        path: audited!.path,
        status,
        ip: req.ip?.slice(0, 64) ?? null,
        details: fields ? { fields } : null,
      };
    }

    // A sign-out ends the session before answering: read who it is now. A missing session is simply nobody.
    if (audited.action === "logout") return deps.identify(req, res, () => next());
    next();
  };
}
