import { useState } from "react";
import { Copy, KeyRound } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { serverReason } from "@/lib/api";
import { copyText } from "@/lib/clipboard";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCalendarExport, useRotateCalendarExport } from "../api/use-calendar-export";

/** The room's own calendar, to paste into Airbnb and Booking.com: 'Copiar' and 'Gerar novo link'. */
export function RoomExport({ roomId, roomNumber }: { roomId: string; roomNumber: string }) {
  const exported = useCalendarExport(roomId);
  const rotate = useRotateCalendarExport(roomId);
  const [confirming, setConfirming] = useState(false);
  const inputId = `export-${roomId}`;

  const copy = async () => {
    if (!exported.data) return;
    if (await copyText(exported.data.url)) notifySuccess("Link copiado");
    else notifyError(null, "Erro", "Não foi possível copiar: selecione o link e copie à mão.");
  };

  return (
    <section className="space-y-2" aria-labelledby={`${inputId}-label`}>
      <h3 id={`${inputId}-label`} className="text-sm font-semibold">
        Calendário do quarto {roomNumber} (exportar)
      </h3>
      <p className="text-sm text-muted-foreground">
        Cole este link em &quot;Importar calendário&quot; no Airbnb e no Booking.com: eles passam a ver as datas
        ocupadas aqui, sem dados dos hóspedes.
      </p>
      {exported.isLoading ? (
        <Skeleton className="h-10 w-full" aria-label="Carregando link" />
      ) : exported.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar o link do calendário.</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            readOnly
            value={exported.data?.url ?? ""}
            aria-label="Link do calendário do quarto"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <div className="flex gap-2">
            <Button type="button" variant="outline" className="h-10 flex-1" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> Copiar
            </Button>
            <Button type="button" variant="outline" className="h-10 flex-1" onClick={() => setConfirming(true)}>
              <KeyRound aria-hidden="true" /> Gerar novo link
            </Button>
          </div>
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novo link"
        description="O link atual para de funcionar na hora: os canais que o usam deixam de ver as datas deste quarto até você colar o novo link em cada um."
        confirmLabel="Gerar novo link"
        pendingLabel="Gerando..."
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess("Novo link gerado. Cole-o nos canais.");
            },
            onError: (error) => notifyError(error, "Erro", serverReason(error) ?? "Não foi possível gerar o link"),
          })
        }
      />
    </section>
  );
}
