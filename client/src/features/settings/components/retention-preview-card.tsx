import { Eye } from "lucide-react";
import type { RetentionPreview } from "@shared/api";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useRetentionPreview } from "../api/use-retention-preview";

function PreviewList({ title, people, what }: { title: string; people: RetentionPreview["guests"]; what: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">
        {title} ({people.length})
      </h3>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{what}</p>
      ) : (
        <ul className="max-h-72 divide-y overflow-y-auto rounded-md border text-sm" aria-label={title}>
          {people.map((person) => (
            <li key={person.id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
              <span className="font-medium break-words">{person.name}</span>
              <span className="text-muted-foreground tabular-nums">Última vez {formatDate(person.lastSeen)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Prévia da retenção': the dry run, what the next night's run would remove, before it does. */
export function RetentionPreviewCard() {
  const { data, isLoading, error, refetch, isFetching } = useRetentionPreview();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Eye className="size-5 text-primary" aria-hidden="true" />
          Prévia da retenção
        </h2>
        <CardDescription>
          O que a próxima execução removeria, com as regras acima. Nada é removido aqui.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-24 w-full" aria-label="Carregando a prévia" />
        ) : error || !data ? (
          <LoadError what="a prévia da retenção" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.photos.length === 0 && data.guests.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
            Nada a remover na próxima execução: nenhuma foto de documento vencida e nenhum hóspede sem hospedagem há{" "}
            {data.settings.inactiveGuestYears} {data.settings.inactiveGuestYears === 1 ? "ano" : "anos"}.
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <PreviewList
              title="Fotos de documento a apagar"
              people={data.photos}
              what="Nenhuma foto de documento vencida."
            />
            <PreviewList title="Hóspedes a anonimizar" people={data.guests} what="Nenhum hóspede a anonimizar." />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
