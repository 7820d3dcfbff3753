// Configurações > Tarifário: the general rules (weekend nights, discounts by length of stay and by payment method,
// the deposit and the default cancellation policy).
import { useState } from "react";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { SaveButton } from "./save-button";
import { NONE, rowFieldsOf, type SectionProps } from "../lib/tarifario-save";
import { NumberBox, PolicySelect, Section, WeekdayPicker } from "./rate-fields";

type DepositKey = (typeof DEPOSIT_FIELDS)[number][0];
const DEPOSIT_FIELDS = [
  ["percent", "sinal", "Sinal (%)"],
  ["holidayPercent", "sinal-feriado", "Sinal em feriados (%)"],
  ["oneNightPercent", "sinal-uma-noite", "Sinal para 1 noite (%)"],
  ["dueHours", "sinal-prazo", "Prazo do sinal (horas)"],
] as const;

export function Rules({ view, canEdit, write }: SectionProps) {
  const s = view.settings;
  const [weekend, setWeekend] = useState(s.weekendNights);
  const [los, setLos] = useState(
    s.losDiscounts.map((d) => ({ minNights: String(d.minNights), percent: String(d.percent) })),
  );
  const [byMethod, setByMethod] = useState(() =>
    Object.fromEntries(
      PAYMENT_METHODS.map((m) => [m, String(s.paymentDiscounts.find((d) => d.method === m)?.percent ?? "")]),
    ),
  );
  const [deposit, setDeposit] = useState(
    () =>
      Object.fromEntries(DEPOSIT_FIELDS.map(([key]) => [key, String(s.deposit[key])])) as Record<DepositKey, string>,
  );
  const [policy, setPolicy] = useState(s.defaultPolicyId ?? NONE);
  const body = () => ({
    weekendNights: weekend,
    losDiscounts: los
      .filter((d) => d.minNights && d.percent)
      .map((d) => ({ minNights: Number(d.minNights), percent: Number(d.percent) })),
    paymentDiscounts: Object.entries(byMethod)
      .filter(([, pct]) => pct)
      .map(([method, pct]) => ({ method, percent: Number(pct) })),
    deposit: Object.fromEntries(DEPOSIT_FIELDS.map(([key]) => [key, Number(deposit[key] || 0)])),
    defaultPolicyId: policy === NONE ? null : policy,
  });
  return (
    <Section
      title="Regras gerais"
      description="Noites de fim de semana, descontos por estadia e forma de pagamento, sinal e política padrão."
    >
      <WeekdayPicker label="Noites de fim de semana" days={weekend} onChange={setWeekend} disabled={!canEdit} />
      <div className="space-y-2">
        <p className="text-sm font-medium">Desconto por tempo de estadia</p>
        {los.length === 0 && <p className="text-sm text-muted-foreground">Nenhum desconto por estadia.</p>}
        {los.map((_, i) => {
          const field = rowFieldsOf(los, setLos, i);
          return (
            <div key={i} className="grid grid-cols-2 gap-2 sm:w-96">
              <NumberBox
                id={`los-${i}-noites`}
                label="A partir de (noites)"
                disabled={!canEdit}
                {...field("minNights")}
              />
              <NumberBox id={`los-${i}-pct`} label="Desconto (%)" disabled={!canEdit} {...field("percent")} />
            </div>
          );
        })}
        {canEdit && (
          <Button variant="outline" size="sm" onClick={() => setLos([...los, { minNights: "", percent: "" }])}>
            Desconto por estadia
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PAYMENT_METHODS.filter((m) => m !== "guest_credit").map((m) => (
          <NumberBox
            key={m}
            id={`desconto-${m}`}
            label={`Desconto ${PAYMENT_METHOD_LABELS[m]} (%)`}
            value={byMethod[m] ?? ""}
            disabled={!canEdit}
            onChange={(text) => setByMethod({ ...byMethod, [m]: text })}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {DEPOSIT_FIELDS.map(([key, id, label]) => (
          <NumberBox
            key={key}
            id={id}
            label={label}
            value={deposit[key]}
            disabled={!canEdit}
            onChange={(text) => setDeposit({ ...deposit, [key]: text })}
          />
        ))}
      </div>
      {canEdit && (
        <>
          <div className="sm:w-80">
            <PolicySelect id="politica-padrao" policies={view.policies} value={policy} onChange={setPolicy} />
          </div>
          <SaveButton write={write} method="PUT" path="/settings" body={body} done="Regras gerais salvas">
            Salvar regras gerais
          </SaveButton>
        </>
      )}
    </Section>
  );
}
