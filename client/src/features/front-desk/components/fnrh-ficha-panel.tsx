// The check-in's FNRH panel (docs/product.md §19): per guest of the stay what the government register still lacks,
// the trip, race and disability (sensitive), and each minor's responsible adult and authorisation (ECA art. 82).
import { useContext, useEffect, useState } from "react";
import { AlertTriangle, CheckCircle2, Lock, UserPen } from "lucide-react";
import type { FichaGuest, FichaView } from "@shared/api/fnrh";
import { useStayGuests } from "@/api/use-stay-guests";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { SelectOptionItems, type SelectOption } from "@/components/select-options";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFicha, useSaveFicha } from "../api/use-fnrh";
import { EditGuestContext } from "../lib/edit-guest";
import { fichaBlock } from "../lib/ficha-block";
import {
  DISABILITY_OPTIONS,
  DISABILITY_TYPE_OPTIONS,
  RACE_OPTIONS,
  TRANSPORT_OPTIONS,
  TRAVEL_REASON_OPTIONS,
} from "@shared/fnrh-labels";

const AUTHORISATIONS = [
  { value: "pais_presentes", label: "Pai/mãe presente" },
  { value: "autorizacao_escrita", label: "Autorização escrita apresentada" },
];
const DOCUMENT_TYPES = [
  { value: "CPF", label: "CPF" },
  { value: "PASSAPORTE", label: "Passaporte" },
];
/** The responsible adult's choice that is not a guest of the stay. */
const BY_DOCUMENT = "documento";

/** A labelled select of the panel (saved by the panel's own buttons, outside any form). */
function PanelSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} className="w-full">
          <SelectValue placeholder={props.placeholder ?? "Escolha"} />
        </SelectTrigger>
        <SelectContent className="max-w-[calc(100vw-2rem)]">
          <SelectOptionItems options={props.options} />
        </SelectContent>
      </Select>
    </div>
  );
}

/** The panel under the stay's guests in the check-in dialog; nothing when there is nothing to ask. */
export function FnrhFichaPanel({ reservationId }: { reservationId: string }) {
  const { data: ficha, isLoading, error, refetch, isFetching } = useFicha(reservationId);
  // A companion added or removed above (the editor's own read): the ficha is read again, without holding up the
  // editor's confirmation.
  const { dataUpdatedAt: guestsRead } = useStayGuests(reservationId);
  useEffect(() => {
    if (guestsRead) void refetch();
  }, [guestsRead, refetch]);
  if (isLoading) return <Skeleton className="h-24 w-full" aria-label="Carregando a ficha da FNRH" />;
  if (error || !ficha) {
    return <LoadError what="a ficha da FNRH" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const minors = ficha.guests.filter((g) => g.isMinor);
  if (!ficha.configured && minors.length === 0) return null;
  const block = fichaBlock(ficha);

  return (
    <section aria-label="Ficha da FNRH" className="space-y-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{ficha.configured ? "Ficha da FNRH" : "Menores de idade"}</h3>
        {ficha.configured &&
          (ficha.complete ? (
            <Badge variant="outline" className="border-emerald-200 bg-emerald-50 text-emerald-800">
              <CheckCircle2 aria-hidden="true" />
              Ficha completa
            </Badge>
          ) : (
            <Badge variant="outline" className="border-amber-200 bg-amber-50 text-amber-900">
              Ficha incompleta
            </Badge>
          ))}
      </div>
      {block.blocked && (
        <p role="alert" className="flex gap-2 rounded-md bg-destructive/10 p-2 text-sm text-destructive">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {block.blocked}
        </p>
      )}
      {block.warning && (
        <p role="status" className="flex gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {block.warning}
        </p>
      )}
      {ficha.configured && (
        <ul className="space-y-2" aria-label="O que falta na ficha de cada hóspede">
          {ficha.guests.map((guest) => (
            <GuestLine key={guest.guestId} reservationId={reservationId} guest={guest} />
          ))}
        </ul>
      )}
      {ficha.configured && <TripFields reservationId={reservationId} ficha={ficha} />}
      {minors.map((minor) => (
        <MinorFields key={minor.guestId} reservationId={reservationId} ficha={ficha} minor={minor} />
      ))}
    </section>
  );
}

function GuestLine({ reservationId, guest }: { reservationId: string; guest: FichaGuest }) {
  const editGuest = useContext(EditGuestContext);
  return (
    <li className="space-y-2 rounded-md bg-muted/40 p-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {guest.name}
            {guest.isMain && <span className="ml-2 text-xs text-muted-foreground">Titular</span>}
          </p>
          {guest.missing.length ? (
            <p className="text-amber-900">Falta: {guest.missing.join(", ")}</p>
          ) : (
            <p className="text-emerald-800">Dados completos</p>
          )}
        </div>
        {editGuest && guest.missing.length > 0 && (
          <Button type="button" size="sm" variant="outline" onClick={() => editGuest(guest.guestId)}>
            <UserPen aria-hidden="true" />
            Completar cadastro
            <span className="sr-only"> de {guest.name}</span>
          </Button>
        )}
      </div>
      <SensitiveFields reservationId={reservationId} guest={guest} />
    </li>
  );
}

/** Race and disability, asked only for the register (LGPD art. 5 II: sensitive data, read only here). */
function SensitiveFields({ reservationId, guest }: { reservationId: string; guest: FichaGuest }) {
  const save = useSaveFicha(reservationId);
  const [race, setRace] = useState(guest.sensitive.race ?? "");
  const [disability, setDisability] = useState(guest.sensitive.disability ?? "");
  const [disabilityType, setDisabilityType] = useState(guest.sensitive.disabilityType ?? "");
  const id = `sensivel-${guest.guestId}`;
  const submit = () =>
    save.mutate(
      {
        path: `sensiveis/${guest.guestId}`,
        body: { race, disability, disabilityType: disability === "SIM" ? disabilityType : "" },
      },
      {
        onSuccess: () => notifySuccess(`Raça/cor e deficiência de ${guest.name} salvas`),
        onError: (error) => notifyError(error, "Erro ao salvar", serverReason(error)),
      },
    );
  return (
    <details className="rounded-md border bg-background p-2">
      <summary className="cursor-pointer text-sm font-medium">Raça/cor e deficiência (opcional)</summary>
      <p className="mt-1 text-xs text-muted-foreground">
        Dados sensíveis (LGPD): pedidos só para a FNRH, vistos só aqui e nunca em listas, exportações ou no histórico.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <PanelSelect id={`${id}-raca`} label="Raça/cor" value={race} onChange={setRace} options={RACE_OPTIONS} />
        <PanelSelect
          id={`${id}-deficiencia`}
          label="Deficiência"
          value={disability}
          onChange={setDisability}
          options={DISABILITY_OPTIONS}
        />
        {disability === "SIM" && (
          <PanelSelect
            id={`${id}-tipo`}
            label="Tipo de deficiência"
            value={disabilityType}
            onChange={setDisabilityType}
            options={DISABILITY_TYPE_OPTIONS}
          />
        )}
      </div>
      <div className="mt-2 flex justify-end">
        <Button type="button" size="sm" variant="outline" disabled={save.isPending} onClick={submit}>
          {save.isPending ? "Salvando..." : "Salvar"}
          <span className="sr-only"> raça/cor e deficiência de {guest.name}</span>
        </Button>
      </div>
    </details>
  );
}

function TripFields({ reservationId, ficha }: { reservationId: string; ficha: FichaView }) {
  const save = useSaveFicha(reservationId);
  const [travelReason, setTravelReason] = useState(ficha.trip.travelReason ?? "");
  const [transport, setTransport] = useState(ficha.trip.transport ?? "");
  const changed = travelReason !== (ficha.trip.travelReason ?? "") || transport !== (ficha.trip.transport ?? "");
  const submit = () =>
    save.mutate(
      { path: "viagem", body: { travelReason, transport } },
      {
        onSuccess: () => notifySuccess("Viagem salva na ficha"),
        onError: (error) => notifyError(error, "Erro ao salvar a viagem", serverReason(error)),
      },
    );
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">
        Viagem
        {ficha.tripMissing.length > 0 && (
          <span className="ml-2 font-normal text-amber-900">Falta: {ficha.tripMissing.join(", ")}</span>
        )}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <PanelSelect
          id={`viagem-motivo-${reservationId}`}
          label="Motivo da viagem"
          value={travelReason}
          onChange={setTravelReason}
          options={TRAVEL_REASON_OPTIONS}
        />
        <PanelSelect
          id={`viagem-transporte-${reservationId}`}
          label="Meio de transporte"
          value={transport}
          onChange={setTransport}
          options={TRANSPORT_OPTIONS}
        />
      </div>
      <div className="flex justify-end">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={save.isPending || !changed || !travelReason || !transport}
          onClick={submit}
        >
          {save.isPending ? "Salvando..." : "Salvar viagem"}
        </Button>
      </div>
    </div>
  );
}

function MinorFields({ reservationId, ficha, minor }: { reservationId: string; ficha: FichaView; minor: FichaGuest }) {
  const save = useSaveFicha(reservationId);
  const adults = ficha.guests.filter((g) => !g.isMinor);
  const recorded = minor.minor;
  const suggested = recorded?.guardianGuestId ?? minor.listedGuardianId ?? (recorded ? BY_DOCUMENT : "");
  const [guardian, setGuardian] = useState(suggested);
  const [documentType, setDocumentType] = useState(recorded?.guardianDocumentType ?? "CPF");
  const [documentNumber, setDocumentNumber] = useState(recorded?.guardianDocumentNumber ?? "");
  const [authorisation, setAuthorisation] = useState(recorded?.authorisation ?? "");
  const id = `menor-${minor.guestId}`;
  const submit = () =>
    save.mutate(
      {
        path: `menores/${minor.guestId}`,
        body:
          guardian === BY_DOCUMENT
            ? { guardianDocumentType: documentType, guardianDocumentNumber: documentNumber, authorisation }
            : { guardianGuestId: guardian, authorisation },
      },
      {
        onSuccess: () => notifySuccess(`Responsável por ${minor.name} registrado`),
        onError: (error) => notifyError(error, "Erro ao registrar o responsável", serverReason(error)),
      },
    );
  const options = [
    ...adults.map((a) => ({ value: a.guestId, label: a.name })),
    { value: BY_DOCUMENT, label: "Outra pessoa (documento)" },
  ];
  return (
    <fieldset
      aria-label={`Responsável por ${minor.name}`}
      className="space-y-2 rounded-md border border-amber-200 p-2 text-sm"
    >
      <legend className="px-1 font-medium">
        {minor.name} é menor de idade {recorded ? "· responsável registrado" : "· falta o responsável"}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <PanelSelect
          id={`${id}-responsavel`}
          label="Responsável"
          value={guardian}
          onChange={setGuardian}
          options={options}
        />
        <PanelSelect
          id={`${id}-autorizacao`}
          label="Autorização (ECA, art. 82)"
          value={authorisation}
          onChange={setAuthorisation}
          options={AUTHORISATIONS}
        />
        {guardian === BY_DOCUMENT && (
          <>
            <PanelSelect
              id={`${id}-doc-tipo`}
              label="Documento do responsável"
              value={documentType}
              onChange={setDocumentType}
              options={DOCUMENT_TYPES}
            />
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-doc-numero`}>Número do documento</Label>
              <Input
                id={`${id}-doc-numero`}
                value={documentNumber}
                autoComplete="off"
                onChange={(event) => setDocumentNumber(event.target.value)}
              />
            </div>
          </>
        )}
      </div>
      <div className="flex justify-end">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={save.isPending || !guardian || !authorisation}
          onClick={submit}
        >
          {save.isPending ? "Salvando..." : "Salvar responsável"}
          <span className="sr-only"> por {minor.name}</span>
        </Button>
      </div>
    </fieldset>
  );
}
