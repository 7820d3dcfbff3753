// The audit trail (docs/product.md §12.15): every write to the API, every view or download of a guest document,
// every export, sign-in and sign-out becomes one audit_log row: who, what, which record, when, from which address.
// The route, the kind of record, its id, the names of the fields sent and, for a change to a record, each changed
// field's old and new value as shown on screen (./audit-changes.ts): never a body, a query string, a CPF in clear,
// a password or a document's content.
//
// The row is written when the handler starts its answer and before the answer leaves (res.write/res.end wait for
// that one INSERT), so whoever reads the log right after a change finds it there, and no write outlives its request.
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "../db";
import type { Logger } from "../logger";
import { auditStorage, type NewAuditEntry } from "../storage/audit";
import { auditSnapshots, type Snapshot } from "../storage/audit-snapshots";
import { guestPrivacyStorage } from "../storage/guest-privacy";
import { changesBetween } from "./audit-changes";
import { auditedRequest, fieldNames, UUID } from "./audit-requests";

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
  const snapshots = auditSnapshots(deps.db);
  const privacy = guestPrivacyStorage(deps.db);

  return (req, res, next) => {
    const audited = auditedRequest(req.method, req.path);
    if (!audited) return next();
    const fields = audited.action === "view" || audited.action === "login" ? null : fieldNames(req.body);

    let answeredId: string | null = null;
    let before: Snapshot | undefined;
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
        if (entry && before && entry.entityId && res.statusCode < 400) {
          const after = await snapshots.read(audited.entity, entry.entityId).catch(() => undefined);
          const changes = after ? changesBetween(before, after, audited.entity) : [];
          if (changes.length) entry.details = { fields: entry.details?.fields ?? [], changes };
        }
        // A guest's document opened: which guest, so their page shows who looked (docs/product.md §18).
        if (entry?.entity === "guest-document" && entry.entityId && res.statusCode < 400) {
          const guestId = await privacy.guestOfDocument(entry.entityId).catch(() => undefined);
          if (guestId) entry.details = { ...entry.details, guestId };
        }
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
    // A change to a record is compared with the record as it was: read it before the handler runs (the session is
    // only read by the route, so any request with a cookie; one without is refused before it changes anything).
    if (audited.action !== "update" || !audited.entityId || !req.headers.cookie) return next();
    snapshots
      .read(audited.entity, audited.entityId)
      .then((snapshot) => (before = snapshot))
      .catch((error: unknown) => deps.logger.error({ err: error }, "could not read the record before its change"))
      .finally(() => next());
  };
}
