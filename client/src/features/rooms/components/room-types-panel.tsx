// Quartos e Suítes > Tipos de quarto (docs/product.md §16.7): what the booking page says of each room type and up to 8
// photos each, uploaded (resized in the browser), reordered and removed by the owner.
import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, ImagePlus, Trash2 } from "lucide-react";
import type { RoomTypesList } from "@shared/api/room-types";
import { MAX_ROOM_TYPE_PHOTOS, ROOM_TYPE_DESCRIPTION_MAX } from "@shared/validators/room-types";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { DocumentUploadError } from "@/lib/upload-file";
import { ApiError, serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useRoomTypeMutations, useRoomTypes } from "../api/use-room-types";

type TypeEntry = RoomTypesList[number];

/** The server's reason, the upload's, or the browser's own (a photo it cannot read); else a generic one. */
function reasonOf(error: unknown): string {
  if (error instanceof DocumentUploadError) return error.detail ?? "Tente novamente.";
  if (error instanceof ApiError) return serverReason(error) ?? "Tente novamente.";
  return error instanceof Error ? error.message : "Tente novamente.";
}

function RoomTypePhotos({ entry }: { entry: TypeEntry }) {
  const { describe, add, reorder, remove } = useRoomTypeMutations(entry.roomType);
  const [description, setDescription] = useState(entry.description);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDescription(entry.description), [entry.description]);

  const free = MAX_ROOM_TYPE_PHOTOS - entry.photos.length;
  const headingId = `tipo-${entry.roomType}`;

  async function addFiles(files: File[]) {
    if (files.length > free) {
      notifyError(null, "Limite de fotos", `Cada tipo de quarto pode ter no máximo ${MAX_ROOM_TYPE_PHOTOS} fotos.`);
    }
    const chosen = files.slice(0, Math.max(0, free));
    let added = 0;
    for (const [i, file] of chosen.entries()) {
      setProgress({ done: i, total: chosen.length });
      try {
        await add.mutateAsync(file);
        added++;
      } catch (error) {
        notifyError(error, `Não foi possível enviar ${file.name}`, reasonOf(error));
      }
    }
    setProgress(null);
    if (added) notifySuccess(added === 1 ? "Foto adicionada" : `${added} fotos adicionadas`);
  }

  const move = (from: number, to: number) => {
    const ids = entry.photos.map((photo) => photo.id);
    ids.splice(to, 0, ...ids.splice(from, 1));
    reorder.mutate(ids, { onError: (error) => notifyError(error, "Não foi possível reordenar", reasonOf(error)) });
  };
  const busy = reorder.isPending || remove.isPending;

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t px-6 pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {entry.label}
        </h3>
        <p className="text-sm text-muted-foreground">
          {entry.photos.length} de {MAX_ROOM_TYPE_PHOTOS} fotos
        </p>
      </div>
      <div className="space-y-2">
        <Textarea
          aria-label={`Descrição: ${entry.label}`}
          placeholder="O que o hóspede lê sobre este tipo de quarto na página Reservar online"
          maxLength={ROOM_TYPE_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={describe.isPending || description.trim() === entry.description}
          onClick={() =>
            describe.mutate(description, {
              onSuccess: () => notifySuccess(`Descrição de ${entry.label} salva`),
              onError: (error) => notifyError(error, "Não foi possível salvar", reasonOf(error)),
            })
          }
        >
          {describe.isPending ? "Salvando…" : "Salvar descrição"}
        </Button>
      </div>
      {entry.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nenhuma foto. Adicione até {MAX_ROOM_TYPE_PHOTOS} fotos deste tipo de quarto.
        </p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Fotos: ${entry.label}`}>
          {entry.photos.map((photo, i) => (
            <li key={photo.id} className="space-y-1">
              <img
                src={photo.thumbUrl}
                width={photo.thumbWidth}
                height={photo.thumbHeight}
                alt={`Foto ${i + 1} de ${entry.label}`}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md border object-cover"
              />
              <div className="flex justify-center gap-1">
                {(
                  [
                    ["antes", i - 1, ChevronLeft],
                    ["depois", i + 1, ChevronRight],
                  ] as const
                ).map(([where, to, Icon]) => (
                  <Button
                    key={where}
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Mover a foto ${i + 1} para ${where}`}
                    disabled={busy || to < 0 || to >= entry.photos.length}
                    onClick={() => move(i, to)}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover a foto ${i + 1}`}
                  disabled={busy}
                  onClick={() =>
                    remove.mutate(photo.id, {
                      onSuccess: () => notifySuccess("Foto removida"),
                      onError: (error) => notifyError(error, "Não foi possível remover", reasonOf(error)),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {progress ? (
        <Spinner size="sm" label={`Enviando foto ${progress.done + 1} de ${progress.total}…`} showLabel />
      ) : (
        <Button type="button" variant="outline" size="sm" disabled={free <= 0} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          Adicionar fotos
        </Button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`room-type-photos-${entry.roomType}`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) void addFiles(files);
        }}
      />
    </section>
  );
}

/** The owner's only: staff see the rooms, not this card. */
export function RoomTypesPanel() {
  const { data, isLoading, error, refetch, isFetching } = useRoomTypes();
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">Tipos de quarto</h2>
        <CardDescription>
          A descrição e as fotos de cada tipo aparecem na página Reservar online. Até {MAX_ROOM_TYPE_PHOTOS} fotos por
          tipo; elas são reduzidas antes do envio.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 px-0">
        {isLoading ? (
          <div className="px-6">
            <Skeleton className="h-32 w-full" />
          </div>
        ) : error || !data ? (
          <div className="px-6">
            <LoadError what="os tipos de quarto" error={error} onRetry={() => void refetch()} retrying={isFetching} />
          </div>
        ) : (
          data.map((entry) => <RoomTypePhotos key={entry.roomType} entry={entry} />)
        )}
      </CardContent>
    </Card>
  );
}
