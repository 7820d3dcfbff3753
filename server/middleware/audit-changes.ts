// The old and the new value of each field a change altered, as the owner reads them (docs/product.md §12.15): money
// as R$, dates as dd/MM/yyyy, references by name, a CPF masked, a document photo never. A guest's personal data
// (shared/lgpd.ts) and which guest a reservation is for are recorded as changed, never by value: the audit keeps
// the guest's id, not their data, so an anonymised guest leaves nothing of theirs in it (docs/product.md §18).
import type { AuditChange } from "@shared/api/audit";
import { maskCpf } from "@shared/identity";
import { isGuestPersonalField } from "@shared/lgpd";
import { formatReais, toSignedCentavos } from "@shared/money";
import { brDate } from "@shared/pousada-time";
import type { Snapshot } from "../storage/audit-snapshots";

/** Bookkeeping columns every write touches: not what anyone changed. */
const IGNORED = new Set(["id", "createdAt", "updatedAt", "createdBy", "version", "cursorKey"]);
/** Never into the log, not even masked: a document's stored address. */
const NEVER = /photo|documentUrl|password|token/i;
const MAX_TEXT = 120;
// The tab and line breaks a textarea's text may hold.
const LINE_BREAKS = /[\t\n\r]+/g;

function textOf(value: unknown, field: string, kind: Snapshot["kinds"][string]): string | null {
  if (value === null || value === undefined) return null;
  if (field === "cpf") return maskCpf(String(value)) ?? "***";
  if (kind === "money") return formatReais(toSignedCentavos(String(value)));
  if (kind === "date") return brDate(value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  // One line: a multi-line note's tabs and line breaks become spaces, so no control character is stored in the log.
  const text = (typeof value === "object" ? JSON.stringify(value) : String(value)).replace(LINE_BREAKS, " ");
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** A field whose value is the guest's data: recorded as changed, without its values. */
const isPersonal = (entity: string, field: string) =>
  field === "guestId" || (entity === "guest" && isGuestPersonalField(field));

/** The fields whose shown value differs between the two readings of one record, in the table's order. */
export function changesBetween(before: Snapshot, after: Snapshot, entity: string): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, kind] of Object.entries(after.kinds)) {
    if (IGNORED.has(field) || NEVER.test(field) || kind === "instant") continue;
    const [old, now] = [before.values[field], after.values[field]];
    // Compared as stored, so that two CPFs masked alike still count as a change.
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if (isPersonal(entity, field)) changes.push({ field, from: null, to: null, personal: true });
    else changes.push({ field, from: textOf(old, field, kind), to: textOf(now, field, kind) });
  }
  return changes;
}
