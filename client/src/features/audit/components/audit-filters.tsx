import { X } from "lucide-react";
import type { AuditUserView } from "@shared/api/audit";
import { AUDIT_ACTIONS } from "@shared/enums";
import { AUDIT_ACTION_LABELS } from "@shared/validators/audit";
import { DateField } from "@/components/date-field";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface AuditFilterState {
  userId: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterState = { userId: "", kind: "", from: "", to: "" };

interface AuditFiltersProps {
  values: AuditFilterState;
  users: readonly AuditUserView[];
  onChange: (name: keyof AuditFilterState, value: string) => void;
  onClear: () => void;
}

const ALL = "todos";

/** Who, what kind of action, and the period (the pousada's days, both included). */
export function AuditFilters({ values, users, onChange, onClear }: AuditFiltersProps) {
  const active = Object.values(values).some(Boolean);
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-5">
      <div className="grid gap-1.5">
        <Label htmlFor="auditoria-usuario">Usuário</Label>
        <Select value={values.userId || ALL} onValueChange={(value) => onChange("userId", value === ALL ? "" : value)}>
          <SelectTrigger id="auditoria-usuario" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os usuários</SelectItem>
            {users.map((user) => (
              <SelectItem key={user.id} value={user.id}>
                {user.name === user.email ? user.email : `${user.name} (${user.email})`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="auditoria-tipo">Tipo</Label>
        <Select value={values.kind || ALL} onValueChange={(value) => onChange("kind", value === ALL ? "" : value)}>
          <SelectTrigger id="auditoria-tipo" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os tipos</SelectItem>
            {AUDIT_ACTIONS.map((action) => (
              <SelectItem key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="auditoria-de">De</Label>
        <DateField
          id="auditoria-de"
          value={values.from}
          onChange={(value) => onChange("from", value)}
          calendarLabel="Abrir calendário do início do período"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="auditoria-ate">Até</Label>
        <DateField
          id="auditoria-ate"
          value={values.to}
          onChange={(value) => onChange("to", value)}
          calendarLabel="Abrir calendário do fim do período"
        />
      </div>
      <Button type="button" variant="ghost" onClick={onClear} disabled={!active} className="justify-self-start">
        <X aria-hidden />
        Limpar filtros
      </Button>
    </div>
  );
}
