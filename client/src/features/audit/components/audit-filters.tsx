import { X } from "lucide-react";
import type { AuditUserView } from "@shared/api/audit";
import { AUDIT_ACTIONS } from "@shared/enums";
import { AUDIT_ACTION_LABELS } from "@shared/validators/audit";
import { FilterChoices, PeriodFields } from "@/components/filter-fields";
import { Button } from "@/components/ui/button";

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

const KIND_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

const userOptions = (users: readonly AuditUserView[]) =>
  users.map((user) => ({
    value: user.id,
    label: user.name === user.email ? user.email : `${user.name} (${user.email})`,
  }));

/** Who, what kind of action, and the period (the pousada's days, both included). */
export function AuditFilters({ values, users, onChange, onClear }: AuditFiltersProps) {
  const active = Object.values(values).some(Boolean);
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <FilterChoices
        idPrefix="auditoria"
        values={values}
        onChange={onChange}
        choices={[
          {
            name: "userId",
            id: "usuario",
            label: "Usuário",
            allLabel: "Todos os usuários",
            options: userOptions(users),
          },
          { name: "kind", id: "tipo", label: "Tipo", allLabel: "Todos os tipos", options: KIND_OPTIONS },
        ]}
      />
      <PeriodFields idPrefix="auditoria" values={values} onChange={onChange} />
      <Button type="button" variant="ghost" onClick={onClear} disabled={!active} className="justify-self-start">
        <X aria-hidden />
        Limpar filtros
      </Button>
    </div>
  );
}
