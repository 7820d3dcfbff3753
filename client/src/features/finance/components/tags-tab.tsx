import { useState } from "react";
import { Plus, Tags } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTags } from "../api/use-tags";
import { TagFormDialog } from "./tag-form-dialog";

/** 'Tags': a card per tag (its colour dot and name); anyone creates them. */
export function TagsTab() {
  const { data: tags, isLoading, error, refetch, isFetching } = useTags();
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" /> Nova Tag
        </Button>
      </div>
      {isLoading ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy="true" aria-label="Carregando tags">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : error || !tags ? (
        <LoadError what="as tags" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : tags.length === 0 ? (
        <EmptyState
          icon={Tags}
          title="Nenhuma tag cadastrada"
          description="Crie tags para agrupar os lançamentos."
          role="status"
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag.id}>
              <Card className="gap-0 py-0">
                <CardContent className="flex items-center gap-3 p-4">
                  <span
                    className="size-4 shrink-0 rounded-full border"
                    style={{ backgroundColor: tag.cor }}
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className="font-medium break-words">{tag.nome}</p>
                    {tag.descricao && <p className="text-xs text-muted-foreground break-words">{tag.descricao}</p>}
                  </div>
                  <span className="ml-auto font-mono text-xs text-muted-foreground">{tag.cor}</span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <TagFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
