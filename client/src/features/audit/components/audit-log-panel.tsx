import { useState } from "react";
import { Download, RefreshCw, ScrollText } from "lucide-react";
import { ListResultCount } from "@/components/list-result-count";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { isIsoDate } from "@/lib/date-input";
import { urlOfQueryKey } from "@/lib/query-keys";
import { useAuditLog, type AuditFilterValues } from "../api/use-audit-log";
import { useAuditUsers } from "../api/use-audit-users";
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterState } from "./audit-filters";
import { AuditList } from "./audit-list";

/** The filters the server is asked for: a date only once it is a whole one. */
function appliedFilters(values: AuditFilterState): AuditFilterValues {
  return {
    userId: values.userId || undefined,
    kind: values.kind || undefined,
    from: isIsoDate(values.from) ? values.from : undefined,
    to: isIsoDate(values.to) ? values.to : undefined,
  };
}

/** Sistema's 'Registro de Auditoria' (owner only): who did what, filtered, and the same entries as a CSV file. */
export function AuditLogPanel() {
  const [values, setValues] = useState<AuditFilterState>(NO_AUDIT_FILTERS);
  const filters = appliedFilters(values);
  const list = useAuditLog(filters);
  const users = useAuditUsers();
  const filtered = Object.values(filters).some(Boolean);
  const exportHref = urlOfQueryKey(["/api/audit/export", { ...filters }]);

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="auditoria-titulo" className="flex items-center gap-2 text-lg font-semibold">
            <ScrollText className="size-5 text-primary" aria-hidden="true" />
            Registro de Auditoria
          </h2>
          <CardDescription>
            Quem fez o quê, em qual registro, quando e de onde. As entradas não podem ser alteradas nem apagadas.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={list.refetch} disabled={list.isFetching}>
            <RefreshCw aria-hidden className={list.isFetching ? "animate-spin" : undefined} />
            Atualizar
          </Button>
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden />
              Exportar CSV
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <AuditFilters
          values={values}
          users={users.data ?? []}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          onClear={() => setValues(NO_AUDIT_FILTERS)}
        />
        <ListResultCount total={list.total} updating={list.isPlaceholderData} />
        <div className="overflow-hidden rounded-md border">
          <AuditList list={list} filtered={filtered} />
        </div>
      </CardContent>
    </Card>
  );
}
