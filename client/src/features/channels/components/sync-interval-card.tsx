import { useEffect, useState, type FormEvent } from "react";
import { MIN_SYNC_MINUTES } from "@shared/channels";
import { canaisSettingsSchema } from "@shared/validators/channels";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCanaisSettings, useUpdateCanaisSettings } from "../api/use-canais-settings";

/** How often every feed is read ('canais'.syncMinutes, at least 5). */
export function SyncIntervalCard() {
  const settings = useCanaisSettings();
  const update = useUpdateCanaisSettings();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const saved = settings.data?.syncMinutes;
  useEffect(() => {
    if (saved !== undefined) setText(String(saved));
  }, [saved]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = canaisSettingsSchema.safeParse({ syncMinutes: text.trim() === "" ? undefined : Number(text) });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => notifySuccess("Intervalo de sincronização salvo"),
      onError: (e) => {
        setError(serverReason(e) ?? null);
        notifyError(e, "Erro", serverReason(e) ?? "Não foi possível salvar");
      },
    });
  };

  if (settings.isLoading) return <Skeleton className="h-20 w-full" aria-label="Carregando intervalo" />;
  return (
    <form onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <div className="space-y-1.5">
        <Label htmlFor="sync-minutes">Sincronizar os calendários a cada (minutos)</Label>
        <Input
          id="sync-minutes"
          inputMode="numeric"
          className="sm:w-40"
          value={text}
          onChange={(event) => setText(event.target.value.replace(/\D/g, ""))}
          aria-invalid={error !== null}
          aria-describedby="sync-minutes-help"
        />
        <p id="sync-minutes-help" className={error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {error ?? `Mínimo ${MIN_SYNC_MINUTES} minutos. O Airbnb lê o seu calendário a cada poucas horas.`}
        </p>
      </div>
      <Button type="submit" className="h-10 sm:mb-7" disabled={update.isPending}>
        {update.isPending ? "Salvando..." : "Salvar"}
      </Button>
    </form>
  );
}
