import { useEffect, useState, type FormEvent } from "react";
import type { LancamentoView } from "@shared/api";
import { FormDialog } from "@/components/form-dialog";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTags } from "../api/use-tags";
import { useUpdateLancamentoTags } from "../api/use-update-lancamento-tags";
import { TagToggleList } from "./tag-toggle-list";

interface LancamentoTagsDialogProps {
  entry: LancamentoView | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Editar tags': the entry's tags, pressed in or out, saved together. */
export function LancamentoTagsDialog({ entry, onOpenChange }: LancamentoTagsDialogProps) {
  const { data: tags = [] } = useTags();
  const update = useUpdateLancamentoTags();
  const [selected, setSelected] = useState<string[]>([]);
  const openId = entry?.id;
  const initial = entry?.tags;
  useEffect(() => {
    if (openId) setSelected((initial ?? []).map((tag) => tag.id));
  }, [openId, initial]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    update.mutate(
      { id: entry.id, tagIds: selected },
      {
        onSuccess: () => {
          notifySuccess("Tags atualizadas com sucesso");
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, "Erro ao atualizar tags", serverReason(error)),
      },
    );
  };

  return (
    <FormDialog
      open={entry !== null}
      onOpenChange={onOpenChange}
      title="Tags do lançamento"
      description={entry?.descricao || entry?.categoria || "Escolha as tags deste lançamento."}
      onSubmit={onSubmit}
      submitLabel="Salvar tags"
      pending={update.isPending}
    >
      <TagToggleList tags={tags} selected={selected} onChange={setSelected} />
    </FormDialog>
  );
}
