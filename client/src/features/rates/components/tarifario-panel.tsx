// Configurações > Tarifário (docs/product.md §15): the owner edits, the staff read. The server checks the role and
// validates every field; this screen reads money with parseMoneyInput and dates with the pt-BR date field.
import { useState } from "react";
import { CalendarRange, Package, ShieldAlert, FileText } from "lucide-react";
import type { CancellationPolicyView, RateView, TarifarioView } from "@shared/api/rates";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from "@shared/enums";
import { brDate } from "@shared/pousada-time";
import type { PriceSet } from "@shared/validators/rates";
import { useRooms } from "@/api/use-rooms";
import { DateField } from "@/components/date-field";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptionItems } from "@/components/select-options";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useRatesWrite, useTarifario } from "../api/use-tarifario";
import { PriceTextError, priceSetOf, priceSetText, type PriceSetText } from "../lib/price-text";
import { NumberBox, PriceSetEditor, RuleList, Section } from "./rate-fields";

type DepositKey = (typeof DEPOSIT_FIELDS)[number][0];
type Sizes = Partial<Record<RoomType, number>>;
type Write = ReturnType<typeof useRatesWrite>;
const WEEKDAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];
const NONE = "none";
const DEPOSIT_FIELDS = [
  ["percent", "sinal", "Sinal (%)"],
  ["holidayPercent", "sinal-feriado", "Sinal em feriados (%)"],
  ["oneNightPercent", "sinal-uma-noite", "Sinal para 1 noite (%)"],
  ["dueHours", "sinal-prazo", "Prazo do sinal (horas)"],
] as const;

/** Saves, then says so; a price typed wrong or the server's refusal is shown, never thrown. */
async function save(write: Write, method: "PUT" | "POST" | "DELETE", path: string, body: () => unknown, done: string) {
  let payload: unknown;
  try {
    payload = body();
  } catch (error) {
    if (error instanceof PriceTextError) return notifyError(error, "Preço inválido", error.message);
    throw error;
  }
  try {
    await write.mutateAsync({ method, path, body: payload });
    notifySuccess(done);
    return true;
  } catch (error) {
    notifyError(error, "Não foi possível salvar", serverReason(error));
    return false;
  }
}

const pricesOf = (texts: Partial<Record<RoomType, PriceSetText>>, fields: ReadonlyArray<keyof PriceSetText>) =>
  Object.fromEntries(Object.entries(texts).map(([type, text]) => [type, priceSetOf(text, fields)])) as Record<
    RoomType,
    PriceSet
  >;
const textsOf = (rate: RateView | null | undefined, sizes: Sizes) =>
  Object.fromEntries(
    Object.entries(sizes).map(([type, size]) => [type, priceSetText(rate?.prices[type as RoomType], size)]),
  ) as Partial<Record<RoomType, PriceSetText>>;
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

function RoomTypePrices({
  idPrefix,
  texts,
  onChange,
  fields,
  disabled,
}: {
  idPrefix: string;
  texts: Partial<Record<RoomType, PriceSetText>>;
  onChange: (texts: Partial<Record<RoomType, PriceSetText>>) => void;
  fields: ReadonlyArray<keyof PriceSetText>;
  disabled: boolean;
}) {
  return (
    <div className="space-y-4">
      {(Object.keys(texts) as RoomType[]).map((type) => (
        <fieldset key={type} className="space-y-2 rounded-lg border p-3">
          <legend className="px-1 text-sm font-semibold">{ROOM_TYPE_LABELS[type]}</legend>
          <PriceSetEditor
            idPrefix={`${idPrefix}-${type}`}
            value={texts[type]!}
            fields={fields}
            disabled={disabled}
            onChange={(value) => onChange({ ...texts, [type]: value })}
          />
        </fieldset>
      ))}
    </div>
  );
}

function BaseRates({
  view,
  sizes,
  canEdit,
  write,
}: {
  view: TarifarioView;
  sizes: Sizes;
  canEdit: boolean;
  write: Write;
}) {
  const [texts, setTexts] = useState(() => textsOf(view.base, sizes));
  const fields = ["occupancy", "weekend", "extraBed", "childBands"] as const;
  return (
    <Section
      title="Tarifa base"
      description="Por tipo de quarto: diária por número de pessoas, fim de semana, cama extra e crianças por idade. Sem preço, vale a diária do quarto."
    >
      <RoomTypePrices idPrefix="base" texts={texts} onChange={setTexts} fields={fields} disabled={!canEdit} />
      {canEdit && (
        <Button
          disabled={write.isPending}
          onClick={() => save(write, "PUT", "/base", () => ({ prices: pricesOf(texts, fields) }), "Tarifa base salva")}
        >
          Salvar tarifa base
        </Button>
      )}
    </Section>
  );
}

function Holidays({
  view,
  sizes,
  canEdit,
  write,
}: {
  view: TarifarioView;
  sizes: Sizes;
  canEdit: boolean;
  write: Write;
}) {
  const [texts, setTexts] = useState(() => textsOf(view.holiday, sizes));
  const [minStay, setMinStay] = useState(view.holiday?.minStay ? String(view.holiday.minStay) : "");
  const fields = ["occupancy"] as const;
  return (
    <Section
      title="Feriados"
      description="Feriados nacionais e do estado da pousada. A noite da véspera de um feriado usa este preço e esta estadia mínima."
    >
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Próximos feriados">
        {view.holidays.slice(0, 8).map((h) => (
          <li key={h.date} className="rounded-md bg-muted px-2 py-1">
            {brDate(h.date)} · {h.name}
          </li>
        ))}
      </ul>
      <RoomTypePrices idPrefix="feriado" texts={texts} onChange={setTexts} fields={fields} disabled={!canEdit} />
      <div className="w-40">
        <NumberBox
          id="feriado-min"
          label="Estadia mínima (noites)"
          value={minStay}
          onChange={setMinStay}
          disabled={!canEdit}
        />
      </div>
      {canEdit && (
        <Button
          disabled={write.isPending}
          onClick={() =>
            save(
              write,
              "PUT",
              "/holiday",
              () => ({ prices: pricesOf(texts, fields), minStay: numberOrNull(minStay) }),
              "Preço de feriado salvo",
            )
          }
        >
          Salvar feriados
        </Button>
      )}
    </Section>
  );
}

function DatedRates({
  kind,
  view,
  sizes,
  canEdit,
  write,
}: {
  kind: "season" | "package";
  view: TarifarioView;
  sizes: Sizes;
  canEdit: boolean;
  write: Write;
}) {
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
        onDelete={
          canEdit
            ? (rate) => save(write, "DELETE", `${path}/${rate.id}`, () => undefined, `${rate.name} excluído`)
            : undefined
        }
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
            <div className="space-y-1">
              <Label htmlFor={`${id}-nome`}>Nome</Label>
              <Input id={`${id}-nome`} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-inicio`}>{isSeason ? "Início" : "Entrada"}</Label>
              <DateField
                id={`${id}-inicio`}
                value={form.startDate}
                onChange={(startDate) => setForm({ ...form, startDate })}
                calendarLabel={`Abrir calendário do início da ${noun}`}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-fim`}>{isSeason ? "Fim (primeiro dia fora)" : "Saída"}</Label>
              <DateField
                id={`${id}-fim`}
                value={form.endDate}
                onChange={(endDate) => setForm({ ...form, endDate })}
                calendarLabel={`Abrir calendário do fim da ${noun}`}
              />
            </div>
            {isSeason ? (
              <>
                <NumberBox
                  id={`${id}-prioridade`}
                  label="Prioridade"
                  value={form.priority}
                  onChange={(priority) => setForm({ ...form, priority })}
                />
                <NumberBox
                  id={`${id}-min`}
                  label="Estadia mínima (noites)"
                  value={form.minStay}
                  onChange={(minStay) => setForm({ ...form, minStay })}
                />
              </>
            ) : (
              <>
                <NumberBox
                  id={`${id}-sinal`}
                  label="Sinal (%)"
                  value={form.deposit}
                  onChange={(deposit) => setForm({ ...form, deposit })}
                />
                <PolicySelect
                  id={`${id}-politica`}
                  policies={view.policies}
                  value={form.policy}
                  onChange={(policy) => setForm({ ...form, policy })}
                />
              </>
            )}
          </div>
          <RoomTypePrices idPrefix={id} texts={texts} onChange={setTexts} fields={fields} disabled={false} />
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={write.isPending}
              onClick={async () => {
                const ok = await save(
                  write,
                  form.id ? "PUT" : "POST",
                  form.id ? `${path}/${form.id}` : path,
                  body,
                  `${form.name} salvo`,
                );
                if (ok) setOpen(false);
              }}
            >
              Salvar {noun}
            </Button>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}

function PolicySelect({
  id,
  policies,
  value,
  onChange,
}: {
  id: string;
  policies: CancellationPolicyView[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Política de cancelamento</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectOptionItems
            options={[{ value: NONE, label: "Nenhuma" }, ...policies.map((p) => ({ value: p.id, label: p.name }))]}
          />
        </SelectContent>
      </Select>
    </div>
  );
}

function Restrictions({ view, canEdit, write }: { view: TarifarioView; canEdit: boolean; write: Write }) {
  const blank = {
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
  const describe = (r: TarifarioView["restrictions"][number]) =>
    [
      r.minStay && `mínimo ${r.minStay} noites`,
      r.maxStay && `máximo ${r.maxStay} noites`,
      r.closedToArrival && "entrada fechada",
      r.closedToDeparture && "saída fechada",
      r.stopSell && "vendas fechadas",
    ]
      .filter(Boolean)
      .join(" · ");
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
        onDelete={
          canEdit
            ? (r) => save(write, "DELETE", `/restrictions/${r.id}`, () => undefined, "Restrição excluída")
            : undefined
        }
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
        <div className="space-y-3 rounded-lg border p-3">
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
            <div className="space-y-1">
              <Label htmlFor="restricao-inicio">De</Label>
              <DateField
                id="restricao-inicio"
                value={form.startDate}
                onChange={(startDate) => setForm({ ...form, startDate })}
                calendarLabel="Abrir calendário do início da restrição"
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="restricao-fim">Até (inclusive)</Label>
              <DateField
                id="restricao-fim"
                value={form.endDate}
                onChange={(endDate) => setForm({ ...form, endDate })}
                calendarLabel="Abrir calendário do fim da restrição"
              />
            </div>
            <NumberBox
              id="restricao-min"
              label="Estadia mínima"
              value={form.minStay}
              onChange={(minStay) => setForm({ ...form, minStay })}
            />
            <NumberBox
              id="restricao-max"
              label="Estadia máxima"
              value={form.maxStay}
              onChange={(maxStay) => setForm({ ...form, maxStay })}
            />
          </div>
          <div className="flex flex-wrap gap-1" role="group" aria-label="Dias da semana (vazio: todos)">
            {WEEKDAYS.map((label, day) => (
              <Button
                key={label}
                type="button"
                size="sm"
                variant={form.weekdays.includes(day) ? "default" : "outline"}
                aria-pressed={form.weekdays.includes(day)}
                onClick={() =>
                  setForm({
                    ...form,
                    weekdays: form.weekdays.includes(day)
                      ? form.weekdays.filter((d) => d !== day)
                      : [...form.weekdays, day].sort(),
                  })
                }
              >
                {label}
              </Button>
            ))}
          </div>
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
          <Button
            disabled={write.isPending}
            onClick={async () => {
              const ok = await save(
                write,
                "POST",
                "/restrictions",
                () => ({
                  roomType: form.roomType === "all" ? null : form.roomType,
                  startDate: form.startDate,
                  endDate: form.endDate,
                  weekdays: form.weekdays.length ? form.weekdays : null,
                  minStay: numberOrNull(form.minStay),
                  maxStay: numberOrNull(form.maxStay),
                  closedToArrival: form.cta,
                  closedToDeparture: form.ctd,
                  stopSell: form.stop,
                }),
                "Restrição adicionada",
              );
              if (ok) setForm(blank);
            }}
          >
            Adicionar restrição
          </Button>
        </div>
      )}
    </Section>
  );
}

function Policies({ view, canEdit, write }: { view: TarifarioView; canEdit: boolean; write: Write }) {
  const blankRow = { daysBefore: "", refundPercent: "", creditPercent: "" };
  const [name, setName] = useState("");
  const [months, setMonths] = useState("12");
  const [rows, setRows] = useState([blankRow]);
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
        onDelete={
          canEdit ? (p) => save(write, "DELETE", `/policies/${p.id}`, () => undefined, `${p.name} excluída`) : undefined
        }
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
            <div className="space-y-1">
              <Label htmlFor="politica-nome">Nome da política</Label>
              <Input id="politica-nome" value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <NumberBox id="politica-meses" label="Validade do crédito (meses)" value={months} onChange={setMonths} />
          </div>
          {rows.map((row, i) => (
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
                  value={row[key]}
                  onChange={(text) => setRows(rows.map((r, j) => (j === i ? { ...r, [key]: text } : r)))}
                />
              ))}
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setRows([...rows, blankRow])}>
              Faixa
            </Button>
            <Button
              disabled={write.isPending}
              onClick={async () => {
                const ok = await save(
                  write,
                  "POST",
                  "/policies",
                  () => ({
                    name,
                    creditMonths: Number(months || 0),
                    rows: rows.map((r) => ({
                      daysBefore: Number(r.daysBefore || 0),
                      refundPercent: Number(r.refundPercent || 0),
                      creditPercent: Number(r.creditPercent || 0),
                    })),
                  }),
                  "Política salva",
                );
                if (ok) {
                  setName("");
                  setRows([blankRow]);
                }
              }}
            >
              Adicionar política
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}

function Rules({ view, canEdit, write }: { view: TarifarioView; canEdit: boolean; write: Write }) {
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
  return (
    <Section
      title="Regras gerais"
      description="Noites de fim de semana, descontos por estadia e forma de pagamento, sinal e política padrão."
    >
      <div className="flex flex-wrap gap-1" role="group" aria-label="Noites de fim de semana">
        {WEEKDAYS.map((label, day) => (
          <Button
            key={label}
            type="button"
            size="sm"
            disabled={!canEdit}
            variant={weekend.includes(day) ? "default" : "outline"}
            aria-pressed={weekend.includes(day)}
            onClick={() =>
              setWeekend(weekend.includes(day) ? weekend.filter((d) => d !== day) : [...weekend, day].sort())
            }
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">Desconto por tempo de estadia</p>
        {los.length === 0 && <p className="text-sm text-muted-foreground">Nenhum desconto por estadia.</p>}
        {los.map((d, i) => (
          <div key={i} className="grid grid-cols-2 gap-2 sm:w-96">
            <NumberBox
              id={`los-${i}-noites`}
              label="A partir de (noites)"
              value={d.minNights}
              disabled={!canEdit}
              onChange={(minNights) => setLos(los.map((x, j) => (j === i ? { ...x, minNights } : x)))}
            />
            <NumberBox
              id={`los-${i}-pct`}
              label="Desconto (%)"
              value={d.percent}
              disabled={!canEdit}
              onChange={(percent) => setLos(los.map((x, j) => (j === i ? { ...x, percent } : x)))}
            />
          </div>
        ))}
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
          <Button
            disabled={write.isPending}
            onClick={() =>
              save(
                write,
                "PUT",
                "/settings",
                () => ({
                  weekendNights: weekend,
                  losDiscounts: los
                    .filter((d) => d.minNights && d.percent)
                    .map((d) => ({ minNights: Number(d.minNights), percent: Number(d.percent) })),
                  paymentDiscounts: Object.entries(byMethod)
                    .filter(([, pct]) => pct)
                    .map(([method, pct]) => ({ method, percent: Number(pct) })),
                  deposit: Object.fromEntries(DEPOSIT_FIELDS.map(([key]) => [key, Number(deposit[key] || 0)])),
                  defaultPolicyId: policy === NONE ? null : policy,
                }),
                "Regras gerais salvas",
              )
            }
          >
            Salvar regras gerais
          </Button>
        </>
      )}
    </Section>
  );
}

/** The room types in use, each with its largest capacity: how many occupancy prices the forms offer. */
function useSizes(): Sizes | undefined {
  const { data: rooms } = useRooms();
  if (!rooms) return undefined;
  const sizes: Sizes = {};
  for (const room of rooms) {
    const type = room.type as RoomType;
    sizes[type] = Math.max(sizes[type] ?? 1, room.capacity);
  }
  return sizes;
}

export function TarifarioPanel({ canEdit }: { canEdit: boolean }) {
  const { data: view, error, isError, isFetching, refetch } = useTarifario();
  const sizes = useSizes();
  const write = useRatesWrite();
  if (isError)
    return <LoadError what="o tarifário" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (!view || !sizes) return <Skeleton className="h-64 w-full" />;
  // Each section starts from what was saved, and again after every save (its key changes with it).
  const k = (name: string, part: unknown) => `${name}:${JSON.stringify(part)}`;
  const props = { view, canEdit, write };
  return (
    <div className="space-y-4">
      {!canEdit && (
        <p className="rounded-lg border bg-muted/50 p-3 text-sm" role="note">
          Somente o proprietário altera o tarifário.
        </p>
      )}
      {Object.keys(sizes).length === 0 ? (
        <EmptyState
          title="Nenhum quarto cadastrado"
          description="Cadastre os quartos para definir as tarifas por tipo."
        />
      ) : (
        <>
          <BaseRates key={k("base", view.base)} sizes={sizes} {...props} />
          <Holidays key={k("holiday", view.holiday)} sizes={sizes} {...props} />
          <DatedRates key={k("seasons", view.seasons)} kind="season" sizes={sizes} {...props} />
          <DatedRates key={k("packages", view.packages)} kind="package" sizes={sizes} {...props} />
        </>
      )}
      <Restrictions key={k("restrictions", view.restrictions)} {...props} />
      <Policies key={k("policies", view.policies)} {...props} />
      <Rules key={k("rules", [view.settings, view.policies])} {...props} />
    </div>
  );
}
