// Configurações > Tarifário: the restrictions by period (minimum and maximum stay, closed to arrival or departure,
// stop sell), optionally on some weekdays; the owner adds, edits and deletes them.
import { useRef, useState } from "react";
import { ShieldAlert } from "lucide-react";
import type { TarifarioView } from "@shared/api/rates";
import { ROOM_TYPE_LABELS, ROOM_TYPES } from "@shared/enums";
import { brDate } from "@shared/pousada-time";
import { SelectOptionItems } from "@/components/select-options";
import { Button } from "@/components/ui/button";
import { SaveButton } from "./save-button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { fieldsOf, deleter, numberOrNull, type SectionProps } from "../lib/tarifario-save";
import { DateBox, NumberBox, RuleList, Section, WEEKDAYS, WeekdayPicker } from "./rate-fields";

type Restriction = TarifarioView["restrictions"][number];

export function Restrictions({ view, canEdit, write }: SectionProps) {
  const blank = {
    id: null as string | null,
    roomType: "all",
    startDate: "",
    endDate: "",
    weekdays: [] as number[],
    minStay: "",
    maxStay: "",
    cta: false,
    ctd: false,
    stop: false,
  };
  const [form, setForm] = useState(blank);
  const field = fieldsOf(form, setForm);
  const editor = useRef<HTMLDivElement>(null);
  const edit = (r: Restriction) => {
    setForm({
      id: r.id,
      roomType: r.roomType ?? "all",
      startDate: r.startDate,
      endDate: r.endDate,
      weekdays: r.weekdays ?? [],
      minStay: r.minStay ? String(r.minStay) : "",
      maxStay: r.maxStay ? String(r.maxStay) : "",
      cta: r.closedToArrival,
      ctd: r.closedToDeparture,
      stop: r.stopSell,
    });
    editor.current?.scrollIntoView({ block: "nearest" });
  };
  const describe = (r: Restriction) =>
    [
      r.minStay && `mínimo ${r.minStay} noites`,
      r.maxStay && `máximo ${r.maxStay} noites`,
      r.closedToArrival && "entrada fechada",
      r.closedToDeparture && "saída fechada",
      r.stopSell && "vendas fechadas",
    ]
      .filter(Boolean)
      .join(" · ");
  const body = () => ({
    roomType: form.roomType === "all" ? null : form.roomType,
    startDate: form.startDate,
    endDate: form.endDate,
    weekdays: form.weekdays.length ? form.weekdays : null,
    minStay: numberOrNull(form.minStay),
    maxStay: numberOrNull(form.maxStay),
    closedToArrival: form.cta,
    closedToDeparture: form.ctd,
    stopSell: form.stop,
  });
  return (
    <Section
      title="Restrições"
      description="Por período: estadia mínima e máxima, entrada ou saída fechada, vendas fechadas; opcionalmente em certos dias da semana."
    >
      <RuleList
        items={view.restrictions}
        empty={{
          icon: ShieldAlert,
          title: "Nenhuma restrição cadastrada",
          description: "Qualquer estadia pode ser vendida.",
        }}
        onEdit={canEdit ? edit : undefined}
        onDelete={deleter(canEdit, write, (r: Restriction) => [`/restrictions/${r.id}`, "Restrição excluída"])}
        details={(r) => (
          <>
            <p className="font-medium">
              {brDate(r.startDate)} a {brDate(r.endDate)} ·{" "}
              {r.roomType ? ROOM_TYPE_LABELS[r.roomType] : "Todos os quartos"}
              {r.weekdays ? ` · ${r.weekdays.map((d) => WEEKDAYS[d]).join(", ")}` : ""}
            </p>
            <p className="text-sm text-muted-foreground">{describe(r)}</p>
          </>
        )}
      />
      {canEdit && (
        <div
          ref={editor}
          role="group"
          aria-label={form.id ? "Editar restrição" : "Nova restrição"}
          className="space-y-3 rounded-lg border p-3"
        >
          {form.id && <p className="text-sm font-medium">Editando restrição</p>}
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="space-y-1">
              <Label htmlFor="restricao-tipo">Quartos</Label>
              <Select value={form.roomType} onValueChange={(roomType) => setForm({ ...form, roomType })}>
                <SelectTrigger id="restricao-tipo" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectOptionItems
                    options={[
                      { value: "all", label: "Todos" },
                      ...ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABELS[t] })),
                    ]}
                  />
                </SelectContent>
              </Select>
            </div>
            <DateBox
              id="restricao-inicio"
              label="De"
              {...field("startDate")}
              calendarLabel="Abrir calendário do início da restrição"
            />
            <DateBox
              id="restricao-fim"
              label="Até (inclusive)"
              {...field("endDate")}
              calendarLabel="Abrir calendário do fim da restrição"
            />
            <NumberBox id="restricao-min" label="Estadia mínima" {...field("minStay")} />
            <NumberBox id="restricao-max" label="Estadia máxima" {...field("maxStay")} />
          </div>
          <WeekdayPicker
            label="Dias da semana (vazio: todos)"
            days={form.weekdays}
            onChange={(weekdays) => setForm({ ...form, weekdays })}
          />
          <div className="flex flex-wrap gap-4">
            {(
              [
                ["cta", "Entrada fechada"],
                ["ctd", "Saída fechada"],
                ["stop", "Vendas fechadas"],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <Switch
                  checked={form[key]}
                  onCheckedChange={(checked) => setForm({ ...form, [key]: checked })}
                  aria-label={label}
                />
                {label}
              </label>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <SaveButton
              write={write}
              method={form.id ? "PUT" : "POST"}
              path={form.id ? `/restrictions/${form.id}` : "/restrictions"}
              body={body}
              done={form.id ? "Restrição salva" : "Restrição adicionada"}
              onSaved={() => setForm(blank)}
            >
              {form.id ? "Salvar restrição" : "Adicionar restrição"}
            </SaveButton>
            {form.id && (
              <Button variant="outline" onClick={() => setForm(blank)}>
                Cancelar edição
              </Button>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}
