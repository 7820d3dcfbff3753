// The audit log (shared/schema/settings.ts auditLog): appended to by the audit middleware, read by the owner. There
// is no update or delete here, and the table's trigger (migration 0005) refuses them anyway.
import { and, count, eq, exists, gte, lt, sql, type SQL } from "drizzle-orm";
import { auditLog, resumoAuditoriaDia } from "@shared/schema/settings";
import { users } from "@shared/schema/users";
import type { AuditChange, AuditEntryView, AuditUserView } from "@shared/api/audit";
import type { AuditAction } from "@shared/validators/audit";
import type { DbOrTx } from "../db";
import { keysetOrder, pageWithTotal } from "./paging";

/** One entry as the middleware records it; the e-mail is read from the users table in the same statement. */
export interface NewAuditEntry {
  userId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  method: string | null;
  path: string | null;
  status: number | null;
  ip: string | null;
  details: { fields?: string[]; changes?: AuditChange[]; guestId?: string } | null;
}

export interface AuditQuery {
  userId?: string;
  action?: AuditAction;
  entity?: string;
  /** [start, end) of the instant of each entry. */
  start?: Date;
  end?: Date;
  limit: number;
  cursor?: string;
  /** "false": the page without its total (countsTotal). */
  total?: "true" | "false";
}

/** Newest first; the id breaks ties. */
const newestFirst = keysetOrder(
  [
    { expr: auditLog.at, kind: "timestamp" },
    { expr: auditLog.id, kind: "uuid" },
  ],
  "desc",
);

const userName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

const view = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userEmail: auditLog.userEmail,
  userName,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  method: auditLog.method,
  path: auditLog.path,
  status: auditLog.status,
  ip: auditLog.ip,
  details: auditLog.details,
};

function whereOf(query: Omit<AuditQuery, "limit" | "cursor" | "total">): SQL | undefined {
  return and(
    query.userId ? eq(auditLog.userId, query.userId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.start ? gte(auditLog.at, query.start) : undefined,
    query.end ? lt(auditLog.at, query.end) : undefined,
  );
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The number of entries matching the query, exact, without counting a million rows (migrations/0036,
 * docs/decisions/0074): the whole UTC days inside [start, end) summed from resumo_auditoria_dia, and the instants
 * between each edge and its nearest whole day inside counted from the rows (by audit_log_at_idx or the user's or
 * entity's index: at most a day's entries each). A period holding no whole UTC day is counted from the rows.
 */
async function totalOf(db: DbOrTx, query: Omit<AuditQuery, "limit" | "cursor" | "total">) {
  const r = resumoAuditoriaDia;
  // The first whole day on or after start, and the start of the day holding end (its whole days end there).
  const first = query.start ? Math.ceil(query.start.getTime() / DAY_MS) * DAY_MS : undefined;
  const last = query.end ? Math.floor(query.end.getTime() / DAY_MS) * DAY_MS : undefined;
  if (first !== undefined && last !== undefined && first >= last)
    return db.select({ total: count() }).from(auditLog).where(whereOf(query));
  const rows = (start: Date, end: Date) =>
    sql`(${db
      .select({ n: count() })
      .from(auditLog)
      .where(whereOf({ ...query, start, end }))})`;
  const days = db
    .select({ n: sql`coalesce(sum(${r.quantidade}), 0)` })
    .from(r)
    .where(
      and(
        query.userId ? eq(r.userId, query.userId) : undefined,
        query.action ? eq(r.action, query.action) : undefined,
        query.entity ? eq(r.entity, query.entity) : undefined,
        first !== undefined ? gte(r.dia, utcDay(first)) : undefined,
        last !== undefined ? lt(r.dia, utcDay(last)) : undefined,
      ),
    );
  const parts = [sql`(${days})`];
  if (query.start && first! > query.start.getTime()) parts.push(rows(query.start, new Date(first!)));
  if (query.end && last! < query.end.getTime()) parts.push(rows(new Date(last!), query.end));
  const result = await db.execute<{ total: number }>(sql`SELECT (${sql.join(parts, sql` + `)})::int AS total`);
  return result.rows;
}

export function auditStorage(db: DbOrTx) {
  return {
    async record(entry: NewAuditEntry) {
      await db.insert(auditLog).values({
        ...entry,
        userEmail: entry.userId ? sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${entry.userId})` : null,
      });
    },

    /** One keyset page of the entries matching the query, newest first; the total with the first page. */
    async page(query: AuditQuery): Promise<{ rows: AuditEntryView[]; total?: number; nextCursor?: string }> {
      const where = whereOf(query);
      const page = await pageWithTotal(query, {
        rows: db
          .select({ ...view, cursorKey: newestFirst.cursorKey })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.userId))
          .where(and(where, newestFirst.after(query.cursor)))
          .orderBy(...newestFirst.orderBy)
          .limit(query.limit + 1),
        count: () => totalOf(db, query),
        page: (fetched) => newestFirst.page(fetched, query.limit),
      });
      const rows = page.rows.map((row) => ({
        ...row,
        at: row.at.toISOString(),
        action: row.action as AuditAction,
        details: row.details as AuditEntryView["details"],
      }));
      return { ...page, rows };
    },

    /**
     * Everyone who appears in the log, by e-mail: the user filter's choices. Asked per user (a probe of
     * audit_log_user_at_idx each), not as a DISTINCT over the log: a million entries cost the same as ten.
     */
    async users(): Promise<AuditUserView[]> {
      const rows = await db
        .select({ id: users.id, email: users.email, name: userName })
        .from(users)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(auditLog)
              .where(eq(auditLog.userId, users.id)),
          ),
        )
        .orderBy(users.email);
      return rows.map((row) => ({ id: row.id, email: row.email ?? "", name: row.name ?? row.email ?? "" }));
    },
  };
}
