import { useState } from "react";
import { nightsBetween } from "@shared/reservations";
import { BLOCK_KIND_LABELS } from "@shared/channels";
import { DetailRow } from "@/components/detail-row";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatDate } from "@/lib/format";
import { blockSource, type BlockPeek } from "../lib/block-source";
import { BlockReservationDialog } from "./block-reservation-dialog";

/** A channel's block on the map: where it came from and, for a booking, 'Criar reserva' once the guest is known. */
export function BlockSheet({ peek, onClose }: { peek: BlockPeek | null; onClose: () => void }) {
  const shown = useLastPresent(peek);
  const [converting, setConverting] = useState<BlockPeek | null>(null);
  const source = shown ? blockSource(shown.block) : null;
  const nights = shown ? nightsBetween(shown.block.checkInDate, shown.block.checkOutDate) : 0;

  return (
    <>
      <Sheet open={peek !== null} onOpenChange={(open) => !open && onClose()}>
        <SheetContent side="right" className="w-full max-w-full gap-0 sm:max-w-md">
          {shown && source && (
            <>
              <SheetHeader className="border-b">
                <SheetTitle className="flex items-center gap-2">
                  <span className="size-3 rounded-full" style={{ backgroundColor: source.colour }} aria-hidden="true" />
                  Bloqueio {source.name}
                </SheetTitle>
                <SheetDescription>
                  Quarto {shown.roomNumber} · {BLOCK_KIND_LABELS[shown.block.blockKind]}
                </SheetDescription>
              </SheetHeader>
              <div className="space-y-4 p-4">
                <dl className="divide-y">
                  <DetailRow label="Canal">{source.channelLabel}</DetailRow>
                  <DetailRow label="Calendário">{source.name}</DetailRow>
                  <DetailRow label="Datas">
                    {formatDate(shown.block.checkInDate)} a {formatDate(shown.block.checkOutDate)} · {nights}{" "}
                    {nights === 1 ? "noite" : "noites"}
                  </DetailRow>
                </dl>
                {shown.block.blockKind === "booking" ? (
                  <>
                    <p className="text-sm text-muted-foreground">
                      Quando os dados do hóspede chegarem, crie a reserva: as datas passam do bloqueio para ela, sem
                      intervalo em que o quarto fique livre.
                    </p>
                    <Button
                      type="button"
                      className="h-10 w-full"
                      onClick={() => {
                        setConverting(shown);
                        onClose();
                      }}
                    >
                      Criar reserva
                    </Button>
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Datas fechadas no canal, sem hóspede. Para liberar, abra as datas no próprio canal.
                  </p>
                )}
              </div>
            </>
          )}
        </SheetContent>
      </Sheet>
      <BlockReservationDialog peek={converting} onOpenChange={(open) => !open && setConverting(null)} />
    </>
  );
}
