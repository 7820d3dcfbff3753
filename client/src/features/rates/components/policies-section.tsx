// Configurações > Tarifário: the cancellation policies, each a list of bands (days before arrival, refund, credit).
import { useState } from "react";
import { FileText } from "lucide-react";
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
        <div className="space-y-3 rounded-lg border p-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextBox id="politica-nome" label="Nome da política" value={name} onChange={setName} />
            <NumberBox id="politica-meses" label="Validade do crédito (meses)" value={months} onChange={setMonths} />
          </div>
          {rows.map((_, i) => (
            <div key={i} className="grid grid-cols-3 gap-2">
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
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setRows([...rows, blankRow])}>
              Faixa
            </Button>
            <SaveButton
              write={write}
              method="POST"
              path="/policies"
              body={body}
              done="Política salva"
              onSaved={() => {
                setName("");
                setRows([blankRow]);
              }}
            >
              Adicionar política
            </SaveButton>
          </div>
        </div>
      )}
    </Section>
  );
}
