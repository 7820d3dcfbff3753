// Configurações > Tarifário: the cancellation policies, each a list of bands (days before arrival, refund, credit) and
// the months its credit letter lasts; the owner adds, edits and deletes them.
import { useRef, useState } from "react";
import { FileText, X } from "lucide-react";
import type { CancellationPolicyView } from "@shared/api/rates";
import { Button } from "@/components/ui/button";
import { SaveButton } from "./save-button";
import { deleter, rowFieldsOf, type SectionProps } from "../lib/tarifario-save";
import { NumberBox, RuleList, Section, TextBox } from "./rate-fields";

export function Policies({ view, canEdit, write }: SectionProps) {
  const blankRow = { daysBefore: "", refundPercent: "", creditPercent: "" };
  const [name, setName] = useState("");
  const [months, setMonths] = useState("12");
  const [rows, setRows] = useState([blankRow]);
  const [editing, setEditing] = useState<string | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const reset = () => {
    setEditing(null);
    setName("");
    setMonths("12");
    setRows([blankRow]);
  };
  const edit = (p: CancellationPolicyView) => {
    setEditing(p.id);
    setName(p.name);
    setMonths(String(p.creditMonths));
    setRows(
      p.rows.map((r) => ({
        daysBefore: String(r.daysBefore),
        refundPercent: String(r.refundPercent),
        creditPercent: String(r.creditPercent),
      })),
    );
    editor.current?.scrollIntoView({ block: "nearest" });
  };
  const body = () => ({
    name,
    creditMonths: Number(months || 0),
    rows: rows.map((r) => ({
      daysBefore: Number(r.daysBefore || 0),
      refundPercent: Number(r.refundPercent || 0),
      creditPercent: Number(r.creditPercent || 0),
    })),
  });
  return (
    <Section
      title="Políticas de cancelamento"
      description="Quanto volta em dinheiro e em carta de crédito conforme os dias antes da chegada."
    >
      <RuleList
        items={view.policies}
        empty={{
          icon: FileText,
          title: "Nenhuma política cadastrada",
          description: "Cadastre a política padrão e as dos pacotes.",
        }}
        onEdit={canEdit ? edit : undefined}
        onDelete={deleter(canEdit, write, (p: CancellationPolicyView) => [`/policies/${p.id}`, `${p.name} excluída`])}
        details={(p) => (
          <>
            <p className="font-medium">
              {p.name}
              {view.settings.defaultPolicyId === p.id ? " (padrão)" : ""}
            </p>
            <ul className="text-sm text-muted-foreground">
              {p.rows.map((r) => (
                <li key={r.daysBefore}>
                  {r.daysBefore} dias ou mais antes: {r.refundPercent}% reembolso, {r.creditPercent}% crédito
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">Crédito válido por {p.creditMonths} meses</p>
          </>
        )}
      />
      {canEdit && (
        <div
          ref={editor}
          role="group"
          aria-label={editing ? "Editar política" : "Nova política"}
          className="space-y-3 rounded-lg border p-3"
        >
          {editing && <p className="text-sm font-medium">Editando política</p>}
          <div className="grid gap-3 sm:grid-cols-3">
            <TextBox id="politica-nome" label="Nome da política" value={name} onChange={setName} />
            <NumberBox id="politica-meses" label="Validade do crédito (meses)" value={months} onChange={setMonths} />
          </div>
          {rows.map((_, i) => (
            <div key={i} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
              {(
                [
                  ["daysBefore", "Dias antes"],
                  ["refundPercent", "Reembolso (%)"],
                  ["creditPercent", "Crédito (%)"],
                ] as const
              ).map(([key, label]) => (
                <NumberBox
                  key={key}
                  id={`politica-${i}-${key}`}
                  label={label}
                  {...rowFieldsOf(rows, setRows, i)(key)}
                />
              ))}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remover faixa ${i + 1}`}
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setRows([...rows, blankRow])}>
              Adicionar faixa
            </Button>
            <SaveButton
              write={write}
              method={editing ? "PUT" : "POST"}
              path={editing ? `/policies/${editing}` : "/policies"}
              body={body}
              done="Política salva"
              onSaved={reset}
            >
              {editing ? "Salvar política" : "Adicionar política"}
            </SaveButton>
            {editing && (
              <Button variant="outline" onClick={reset}>
                Cancelar edição
              </Button>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}
