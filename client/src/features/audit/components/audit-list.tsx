import { ScrollText } from "lucide-react";
import type { AuditEntryView } from "@shared/api/audit";
import { auditChangeText } from "@shared/audit-changes";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { virtualList } from "@/components/use-list-window";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import type { PagedList } from "@/lib/paged-list";
import { actionLabel, auditWho, entityLabel, wasRefused } from "@/lib/audit-labels";

interface AuditListProps {
  list: PagedList<AuditEntryView>;
  filtered: boolean;
}

function ActionCell({ entry }: { entry: AuditEntryView }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-medium">{actionLabel(entry)}</span>
      {wasRefused(entry) && (
        <Badge variant="outline" className="border-red-300 bg-red-50 text-red-800">
          Negado
        </Badge>
      )}
    </span>
  );
}

/** Each changed field's old and new value, "Total: R$ 700,00 → R$ 1,00"; older entries have none. */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const changes = entry.details?.changes;
  if (!changes?.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground" aria-label="Alterações">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          {auditChangeText(change)}
        </li>
      ))}
    </ul>
  );
}

function RecordCell({ entry }: { entry: AuditEntryView }) {
  return (
    <span>
      {entityLabel(entry.entity)}
      {entry.entityId && (
        <span className="block font-mono text-xs text-muted-foreground" title={entry.entityId}>
          {entry.entityId.slice(0, 8)}
        </span>
      )}
      <AuditChanges entry={entry} />
    </span>
  );
}

const addressOf = (entry: AuditEntryView) => [entry.method, entry.path].filter(Boolean).join(" ");

/** The entries read so far, newest first: a table on a desktop, cards on a phone. */
export function AuditList({ list, filtered }: AuditListProps) {
  const columns: ListColumn<AuditEntryView>[] = [
    {
      id: "quando",
      header: "Data/Hora",
      cell: (entry) => formatDateTime(entry.at),
      cellClassName: "whitespace-nowrap tabular-nums",
    },
    {
      id: "usuario",
      header: "Usuário",
      cell: (entry) => (
        <span>
          {auditWho(entry)}
          {entry.userName && entry.userEmail && (
            <span className="block text-xs text-muted-foreground">{entry.userEmail}</span>
          )}
        </span>
      ),
    },
    { id: "acao", header: "Ação", cell: (entry) => <ActionCell entry={entry} /> },
    { id: "registro", header: "Registro", cell: (entry) => <RecordCell entry={entry} /> },
    {
      id: "endereco",
      header: "Endereço",
      cell: addressOf,
      className: "max-w-72",
      cellClassName: "font-mono text-xs break-all whitespace-normal text-muted-foreground",
    },
    { id: "ip", header: "IP", cell: (entry) => entry.ip ?? "—", cellClassName: "font-mono text-xs" },
  ];

  return (
    <ResponsiveList
      items={list.rows}
      getKey={(entry) => entry.id}
      label="Registro de auditoria"
      columns={columns}
      renderCard={(entry) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <ActionCell entry={entry} />
            <p className="shrink-0 text-sm text-muted-foreground tabular-nums">{formatDateTime(entry.at)}</p>
          </div>
          <p className="text-sm">
            {entityLabel(entry.entity)}
            {entry.entityId && (
              <span className="font-mono text-xs text-muted-foreground"> · {entry.entityId.slice(0, 8)}</span>
            )}
            {" · "}
            {auditWho(entry)}
          </p>
          <AuditChanges entry={entry} />
          <p className="font-mono text-xs break-all text-muted-foreground">
            {addressOf(entry)}
            {entry.ip && ` · ${entry.ip}`}
          </p>
        </>
      )}
      isLoading={list.isLoading}
      loadError={
        list.error
          ? { what: "o registro de auditoria", error: list.error, onRetry: list.refetch, retrying: list.isFetching }
          : null
      }
      empty={{
        icon: ScrollText,
        title: "Nenhuma ação registrada",
        description: "Cada alteração feita no sistema aparece aqui.",
      }}
      filtered={filtered}
      noMatch={{
        icon: ScrollText,
        title: "Nenhum registro encontrado",
        description: "Nenhuma ação com estes filtros.",
      }}
      tableClassName="min-w-[52rem]"
      virtual={virtualList({ rowHeight: 57, cardHeight: 104 })}
      paging={list}
      pagingLabel="registros"
      stale={list.isPlaceholderData}
    />
  );
}
