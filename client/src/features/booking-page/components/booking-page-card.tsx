// Configurações > Geral > Reservar online (owner; docs/product.md §16): the page on or off, the room types it sells
// (their descriptions and photos are the room register's: Quartos e Suítes), and how many pending bookings one phone
// may hold.
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Globe } from "lucide-react";
import { ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from "@shared/enums";
import type { BookingPageSettings } from "@shared/validators/booking-page";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { apiJson } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";

export function BookingPageCard() {
  const queryClient = useQueryClient();
  const saved = useQuery<BookingPageSettings>({ queryKey: queryKeys.bookingPage.settings });
  const [draft, setDraft] = useState<BookingPageSettings | null>(null);
  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (value: BookingPageSettings) =>
      apiJson<BookingPageSettings>("PUT", "/api/settings/booking-page", value),
    onSuccess: (value) => {
      queryClient.setQueryData(queryKeys.bookingPage.settings, value);
      notifySuccess("Reservar online salvo");
    },
    onError: (error) => notifyError(error, "Não foi possível salvar", (error as Error).message),
  });

  const toggleType = (type: RoomType, on: boolean) =>
    setDraft((d) => d && { ...d, roomTypes: on ? [...d.roomTypes, type] : d.roomTypes.filter((t) => t !== type) });

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Globe className="size-5 text-primary" aria-hidden="true" />
          Reservar online
        </h2>
        <CardDescription>
          A página da pousada para o hóspede reservar e pagar o sinal por PIX: <a href="/reservar">/reservar</a>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {saved.isLoading || (!draft && !saved.error) ? (
          <Skeleton className="h-24 w-full" />
        ) : saved.error || !draft ? (
          <LoadError
            what="Reservar online"
            error={saved.error}
            onRetry={() => void saved.refetch()}
            retrying={saved.isFetching}
          />
        ) : (
          <>
            <div className="flex items-center gap-3">
              <Switch
                id="booking-page-enabled"
                checked={draft.enabled}
                onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
              />
              <Label htmlFor="booking-page-enabled">Página de reservas ativa</Label>
            </div>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Tipos de quarto vendidos online</legend>
              <p className="text-sm text-muted-foreground">
                A descrição e as fotos de cada tipo ficam em Quartos/Suítes, em Tipos de quarto.
              </p>
              {ROOM_TYPES.map((type) => (
                <div key={type} className="space-y-1">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={draft.roomTypes.includes(type)}
                      onChange={(e) => toggleType(type, e.target.checked)}
                    />
                    {ROOM_TYPE_LABELS[type]}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="max-w-xs space-y-1">
              <Label htmlFor="booking-page-max-pending">Reservas aguardando sinal por celular</Label>
              <Input
                id="booking-page-max-pending"
                inputMode="numeric"
                value={String(draft.maxPendingPerPhone)}
                onChange={(e) => setDraft({ ...draft, maxPendingPerPhone: Number(e.target.value.replace(/\D/g, "")) })}
              />
            </div>
            <Button onClick={() => save.mutate(draft)} disabled={save.isPending}>
              {save.isPending ? "Salvando…" : "Salvar"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
