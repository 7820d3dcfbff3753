// Configurações > Tarifário: the seasons and the packages, dated rates the owner adds, edits and deletes.
import { useState } from "react";
import { CalendarRange, Package } from "lucide-react";
import type { RateView } from "@shared/api/rates";
import { brDate } from "@shared/pousada-time";
import { Button } from "@/components/ui/button";
import { SaveButton } from "./save-button";
import {
  fieldsOf,
  deleter,
  NONE,
  numberOrNull,
  pricesOf,
  textsOf,
  type PricedSectionProps,
} from "../lib/tarifario-save";
import { RoomTypePrices } from "./price-sections";
import { DateBox, NumberBox, PolicySelect, RuleList, Section, TextBox } from "./rate-fields";

export function DatedRates({ kind, view, sizes, canEdit, write }: PricedSectionProps & { kind: "season" | "package" }) {
  const isSeason = kind === "season";
  const rows = isSeason ? view.seasons : view.packages;
  const path = isSeason ? "/seasons" : "/packages";
  const fields = isSeason ? (["occupancy", "weekend", "extraBed", "childBands"] as const) : (["packagePrice"] as const);
  const blank = {
    id: null as string | null,
    name: "",
    startDate: "",
    endDate: "",
    priority: "0",
    minStay: "",
    deposit: "",
    policy: NONE,
  };
  const [form, setForm] = useState(blank);
  const field = fieldsOf(form, setForm);
  const [texts, setTexts] = useState(() => textsOf(null, sizes));
  const [open, setOpen] = useState(false);
  const edit = (rate: RateView) => {
    setForm({
      id: rate.id,
      name: rate.name,
      startDate: rate.startDate ?? "",
      endDate: rate.endDate ?? "",
      priority: String(rate.priority),
      minStay: rate.minStay ? String(rate.minStay) : "",
      deposit: rate.depositPercent === null ? "" : String(rate.depositPercent),
      policy: rate.cancellationPolicyId ?? NONE,
    });
    setTexts(textsOf(rate, sizes));
    setOpen(true);
  };
  const body = () => ({
    name: form.name,
    startDate: form.startDate,
    endDate: form.endDate,
    prices: pricesOf(texts, fields),
    ...(isSeason
      ? { priority: Number(form.priority || 0), minStay: numberOrNull(form.minStay) }
      : {
          depositPercent: numberOrNull(form.deposit),
          cancellationPolicyId: form.policy === NONE ? null : form.policy,
        }),
  });
  const noun = isSeason ? "temporada" : "pacote";
  const id = isSeason ? "temporada" : "pacote";
  return (
    <Section
      title={isSeason ? "Temporadas" : "Pacotes"}
      description={
        isSeason
          ? "Períodos com nome e prioridade que substituem alguns ou todos os preços da tarifa base."
          : "Períodos vendidos fechados (ex.: Réveillon, Carnaval), com preço por ocupação, sinal e política próprios."
      }
    >
      <RuleList
        items={rows}
        empty={
          isSeason
            ? {
                icon: CalendarRange,
                title: "Nenhuma temporada cadastrada",
                description: "Sem temporadas, vale a tarifa base o ano todo.",
              }
            : {
                icon: Package,
                title: "Nenhum pacote cadastrado",
                description: "Sem pacotes, cada noite é cobrada pela tarifa.",
              }
        }
        onEdit={canEdit ? edit : undefined}
        onDelete={deleter(canEdit, write, (rate: RateView) => [`${path}/${rate.id}`, `${rate.name} excluído`])}
        details={(rate) => (
          <>
            <p className="font-medium">{rate.name}</p>
            <p className="text-sm text-muted-foreground">
              {brDate(rate.startDate!)} a {brDate(rate.endDate!)}
              {isSeason ? ` · prioridade ${rate.priority}` : ""}
              {rate.minStay ? ` · mínimo ${rate.minStay} noites` : ""}
              {rate.depositPercent !== null && !isSeason ? ` · sinal ${rate.depositPercent}%` : ""}
            </p>
          </>
        )}
      />
      {canEdit && !open && (
        <Button
          variant="outline"
          onClick={() => {
            setForm(blank);
            setTexts(textsOf(null, sizes));
            setOpen(true);
          }}
        >
          {isSeason ? "Nova temporada" : "Novo pacote"}
        </Button>
      )}
      {canEdit && open && (
        <div className="space-y-3 rounded-lg border p-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextBox id={`${id}-nome`} label="Nome" {...field("name")} />
            <DateBox
              id={`${id}-inicio`}
              label={isSeason ? "Início" : "Entrada"}
              {...field("startDate")}
              calendarLabel={`Abrir calendário do início da ${noun}`}
            />
            <DateBox
              id={`${id}-fim`}
              label={isSeason ? "Fim (primeiro dia fora)" : "Saída"}
              {...field("endDate")}
              calendarLabel={`Abrir calendário do fim da ${noun}`}
            />
            {isSeason ? (
              <>
                <NumberBox id={`${id}-prioridade`} label="Prioridade" {...field("priority")} />
                <NumberBox id={`${id}-min`} label="Estadia mínima (noites)" {...field("minStay")} />
              </>
            ) : (
              <>
                <NumberBox id={`${id}-sinal`} label="Sinal (%)" {...field("deposit")} />
                <PolicySelect id={`${id}-politica`} policies={view.policies} {...field("policy")} />
              </>
            )}
          </div>
          <RoomTypePrices idPrefix={id} texts={texts} onChange={setTexts} fields={fields} disabled={false} />
          <div className="flex flex-wrap gap-2">
            <SaveButton
              write={write}
              method={form.id ? "PUT" : "POST"}
              path={form.id ? `${path}/${form.id}` : path}
              body={body}
              done={`${form.name} salvo`}
              onSaved={() => setOpen(false)}
            >
              Salvar {noun}
            </SaveButton>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}
