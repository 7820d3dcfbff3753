import { useEffect, useState, type FormEvent } from "react";
import type { GuestRecord } from "@/api/use-guests";
import { FormDialog } from "@/components/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverReason } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useReservationFromBlock } from "../api/use-reservation-from-block";
import { blockSource, type BlockPeek } from "../lib/block-source";
import { GuestPicker } from "./guest-picker";
import { InlineGuestForm } from "./inline-guest-form";
import { SelectedGuest } from "./selected-guest";

/** The block's room and dates, fixed; the clerk picks or registers the guest and says how many come. */
export function BlockReservationDialog({
  peek,
  onOpenChange,
}: {
  peek: BlockPeek | null;
  onOpenChange: (open: boolean) => void;
}) {
  const convert = useReservationFromBlock();
  const [guest, setGuest] = useState<GuestRecord | null>(null);
  const [creatingGuest, setCreatingGuest] = useState(false);
  const [adults, setAdults] = useState("1");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!peek) return;
    setGuest(null);
    setCreatingGuest(false);
    setAdults("1");
    setNotes("");
    setError(null);
  }, [peek]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!peek) return;
    if (!guest) return setError("Selecione um hóspede para continuar");
    const count = Number(adults);
    if (!Number.isInteger(count) || count < 1) return setError("Pelo menos 1 adulto");
    const { block } = peek;
    convert.mutate(
      {
        blockId: block.id,
        guestId: guest.id,
        roomId: block.roomId,
        checkInDate: block.checkInDate,
        checkOutDate: block.checkOutDate,
        adults: count,
        status: "confirmed",
        ...(notes.trim() && { notes: notes.trim() }),
      },
      {
        onSuccess: () => {
          notifySuccess(`Reserva criada para ${guestFullName(guest)}`);
          onOpenChange(false);
        },
        onError: (e) => {
          const reason = serverReason(e);
          setError(reason ?? "Não foi possível criar a reserva");
          notifyError(e, "Erro ao criar reserva", reason);
        },
      },
    );
  };

  const source = peek ? blockSource(peek.block) : null;
  return (
    <FormDialog
      open={peek !== null}
      onOpenChange={onOpenChange}
      title="Criar reserva do bloqueio"
      description={
        peek && source
          ? `Quarto ${peek.roomNumber}, ${formatDate(peek.block.checkInDate)} a ${formatDate(peek.block.checkOutDate)}, vendido por ${source.name}.`
          : ""
      }
      onSubmit={submit}
      submitLabel="Criar Reserva"
      pending={convert.isPending}
      pendingLabel="Criando..."
      submitDisabled={creatingGuest}
    >
      <div className="space-y-4">
        <section className="space-y-2" aria-label="Hóspede">
          <h3 className="text-sm font-semibold">Hóspede</h3>
          {guest ? (
            <SelectedGuest name={guestFullName(guest)} phone={guest.phone} onChange={() => setGuest(null)} />
          ) : creatingGuest ? (
            <InlineGuestForm
              onCreated={(created) => {
                setGuest(created);
                setCreatingGuest(false);
              }}
              onCancel={() => setCreatingGuest(false)}
            />
          ) : (
            <GuestPicker onPick={setGuest} onCreateNew={() => setCreatingGuest(true)} />
          )}
        </section>
        <div className="space-y-1.5">
          <Label htmlFor="block-adults">Adultos</Label>
          <Input
            id="block-adults"
            inputMode="numeric"
            className="w-24"
            value={adults}
            onChange={(event) => setAdults(event.target.value.replace(/\D/g, ""))}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="block-notes">Observações</Label>
          <Textarea id="block-notes" value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
        </div>
        <p className="text-sm text-muted-foreground">
          O valor vem do tarifário; ajuste depois em Editar Reserva, se o canal vendeu por outro preço.
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
