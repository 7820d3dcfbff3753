import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { shiftDate } from "@shared/pousada-time";
import { originTakesDeposit } from "@shared/reservations";
import { parseMoneyInput, toCentavos } from "@shared/money";
import { RESERVATION_ORIGIN_LABELS, RESERVATION_ORIGINS } from "@shared/enums";
import { TRANSPORT_OPTIONS, TRAVEL_REASON_OPTIONS } from "@shared/fnrh-labels";
import type { Room } from "@shared/api";
import type { InsertReservation, ReservationFormInput } from "@shared/validators/reservations";
import { DateField } from "@/components/date-field";
import { SelectField } from "@/components/form-fields";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { inputText } from "@/lib/input-text";
import { useAuth } from "@/api/use-auth";
import { useAvailableRooms } from "@/api/use-available-rooms";
import { isIsoDate } from "@/lib/date-input";
import { toAmountInput } from "../lib/reservation-form-values";
import { roomOptionLabel } from "../lib/room-option-label";
import { GuestCountFields } from "./guest-count-fields";
import { useStayQuote } from "../api/use-stay-quote";
import { storedQuote, type SoldStay } from "../lib/stored-quote";
import { ChildrenAgesFields, agesOf } from "./children-ages-fields";
import { StayQuote } from "./stay-quote";

type ReservationForm = UseFormReturn<ReservationFormInput, unknown, InsertReservation>;
type RoomChoice = Pick<Room, "id" | "number" | "type" | "pricePerNight">;

interface ReservationFieldsProps {
  form: ReservationForm;
  /**
   * The reservation being edited: its own stay does not make its room busy, its room stays offered, and while its
   * stay (dates, room, party) is unchanged it shows the nights it was sold with (`sold`, once read).
   */
  editing?: {
    id: string;
    room: RoomChoice;
    sold?: SoldStay & { roomId: string; adults: number; childrenAges: number[] };
  };
  /** Whether the total follows the estimate until the user types one (a stored discount is kept in edits). */
  followEstimate: boolean;
  onFollowEstimateChange: (follow: boolean) => void;
}

/** A date field's value while it is a whole date, else "" (what is half typed moves nothing). */
const dateOf = (value: unknown) => (isIsoDate(value) ? value : "");

/** Step 2 of the new dialog and the body of the edit dialog: dates, room, guests, total and notes. */
export function ReservationFields({ form, editing, followEstimate, onFollowEstimateChange }: ReservationFieldsProps) {
  const { control, setValue, getValues } = form;
  const [checkInValue, checkOutValue, roomId, totalValue, adultsValue, childrenValue, agesValue, origem] = useWatch({
    control,
    name: ["checkInDate", "checkOutDate", "roomId", "totalAmount", "adults", "children", "childrenAges", "origem"],
  });
  const checkInDate = dateOf(checkInValue);
  const checkOutDate = dateOf(checkOutValue);
  const available = useAvailableRooms(checkInDate, checkOutDate, editing?.id);
  const isOwner = useAuth().user?.role === "owner";
  const [override, setOverride] = useState(false);

  const choices = useMemo(() => {
    const rooms: RoomChoice[] = available.data ?? [];
    return editing && !rooms.some((room) => room.id === editing.room.id) ? [editing.room, ...rooms] : rooms;
  }, [available.data, editing]);
  const selectedRoom = choices.find((room) => room.id === roomId) ?? null;

  // New dates can make the chosen room busy: the choice is cleared rather than kept silently.
  useEffect(() => {
    if (available.data && roomId && !choices.some((room) => room.id === roomId)) {
      setValue("roomId", "", { shouldValidate: false });
    }
  }, [available.data, choices, roomId, setValue]);

  // The server's quote of the stay (docs/product.md §15.3); an edited reservation whose stay is unchanged shows the
  // nights it was sold with instead, so a later change of the tarifário never reprices it by itself.
  const adults = Number(inputText(adultsValue));
  const ages = agesOf(childrenValue, agesValue);
  const sold = editing?.sold;
  const unchanged =
    sold !== undefined &&
    sold.roomId === roomId &&
    sold.checkInDate === checkInDate &&
    sold.checkOutDate === checkOutDate &&
    sold.adults === adults &&
    ages !== null &&
    ages.join(",") === sold.childrenAges.join(",");
  const stayReady = Boolean(selectedRoom && checkInDate && checkOutDate > checkInDate);
  const quoteQuery = useStayQuote(
    stayReady && !unchanged && (!editing || sold) && Number.isInteger(adults) && adults >= 1
      ? { roomId: String(roomId), checkInDate, checkOutDate, adults, childrenAges: ages }
      : null,
  );
  const quote = unchanged ? storedQuote(sold) : stayReady ? quoteQuery.data : undefined;
  const missing = !stayReady
    ? "Escolha as datas e o quarto para ver o preço."
    : editing && !sold
      ? "Carregando o preço da reserva..."
      : ages === null
        ? "Informe a idade de cada criança para ver o preço."
        : null;

  // The total is prefilled from the quote while the user has not typed one of their own.
  const estimate = quote?.total ?? null;
  // A total below the quote is a discount: it asks for its reason (docs/product.md §7.6).
  const typedTotal = parseMoneyInput(inputText(totalValue));
  const discounted = Boolean(estimate && typedTotal.ok && toCentavos(typedTotal.decimal) < toCentavos(estimate));
  const lastEstimate = useRef<string | null>(null);
  useEffect(() => {
    if (followEstimate && estimate && estimate !== lastEstimate.current) {
      setValue("totalAmount", toAmountInput(estimate), { shouldValidate: getValues("totalAmount") !== "" });
    }
    lastEstimate.current = estimate;
  }, [estimate, followEstimate, setValue, getValues]);
  // A new booking sold at a distance whose quote asks for a deposit waits for it (pending); else the desk confirms
  // it at once (docs/product.md §15.4).
  const depositAsked = Boolean(quote && quote.deposit.percent > 0 && quote.deposit.dueAt && originTakesDeposit(origem));
  useEffect(() => {
    if (!editing && quote) setValue("status", depositAsked ? "pending" : "confirmed");
  }, [editing, quote, depositAsked, setValue]);
  useEffect(() => {
    setValue("overrideRestrictions", override);
  }, [override, setValue]);

  const roomPlaceholder =
    !checkInDate || checkOutDate <= checkInDate
      ? "Escolha datas válidas primeiro"
      : available.isLoading
        ? "Carregando quartos..."
        : choices.length === 0
          ? "Nenhum quarto livre nestas datas"
          : "Selecione um quarto";

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="checkInDate"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>Check-in</FormLabel>
            <FormControl>
              <DateField {...field} value={inputText(field.value)} calendarLabel="Abrir calendário da entrada" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="checkOutDate"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>Check-out</FormLabel>
            <FormControl>
              <DateField
                {...field}
                value={inputText(field.value)}
                // A stay ends at least a night after it starts.
                min={checkInDate ? shiftDate(checkInDate, 1) : undefined}
                calendarLabel="Abrir calendário da saída"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        control={control}
        name="roomId"
        label="Quarto"
        className="content-start"
        placeholder={roomPlaceholder}
        options={choices.map((room) => ({ value: room.id, label: roomOptionLabel(room) }))}
        disabled={choices.length === 0}
        description={available.isError ? "Não foi possível carregar os quartos livres." : undefined}
      />
      <GuestCountFields form={form} />
      <ChildrenAgesFields form={form} />
      <SelectField
        control={control}
        name="origem"
        label="Origem"
        className="content-start"
        placeholder="Selecione a origem"
        options={RESERVATION_ORIGINS.map((value) => ({ value, label: RESERVATION_ORIGIN_LABELS[value] }))}
      />
      {/* The FNRH asks them for the stay (docs/product.md §19); the check-in's ficha asks again if left empty. */}
      <SelectField
        control={control}
        name="travelReason"
        label="Motivo da viagem"
        className="content-start sm:col-start-1"
        placeholder="Não informado"
        options={TRAVEL_REASON_OPTIONS}
      />
      <SelectField
        control={control}
        name="transport"
        label="Meio de transporte"
        className="content-start"
        placeholder="Não informado"
        options={TRANSPORT_OPTIONS}
      />
      <div className="rounded-md border bg-muted/40 p-3 sm:col-span-2">
        <StayQuote
          quote={quote}
          loading={quoteQuery.isFetching}
          error={quoteQuery.error ? quoteQuery.error.message : null}
          missing={missing}
          depositAsked={depositAsked}
          canOverride={isOwner}
          override={override}
          onOverrideChange={setOverride}
        />
      </div>
      <FormField
        control={control}
        name="totalAmount"
        render={({ field }) => (
          <FormItem className="content-start sm:col-span-2">
            <FormLabel>Valor Total (R$)</FormLabel>
            <div className="flex gap-2">
              <FormControl>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  {...field}
                  value={inputText(field.value)}
                  onChange={(event) => {
                    onFollowEstimateChange(false);
                    field.onChange(event.target.value);
                  }}
                />
              </FormControl>
              {!followEstimate && estimate && (
                <button
                  type="button"
                  className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => {
                    onFollowEstimateChange(true);
                    setValue("totalAmount", toAmountInput(estimate), { shouldValidate: true });
                  }}
                >
                  Usar estimativa
                </button>
              )}
            </div>
            <FormDescription>Preenchido com o preço calculado; altere para dar um desconto.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {discounted && (
        <FormField
          control={control}
          name="motivoDesconto"
          render={({ field }) => (
            <FormItem className="content-start sm:col-span-2">
              <FormLabel>Motivo do desconto</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} value={inputText(field.value)} />
              </FormControl>
              <FormDescription>
                Funcionários podem dar desconto até o limite definido pelo proprietário em Configurações.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormField
        control={control}
        name="notes"
        render={({ field }) => (
          <FormItem className="content-start sm:col-span-2">
            <FormLabel>Observações</FormLabel>
            <FormControl>
              <Textarea rows={2} {...field} value={inputText(field.value)} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
