import { notifyError } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import type { GuestRecord } from "@/api/use-guests";
import { useUpdateGuestTags } from "../api/use-update-guest-tags";

/** The tag chips' '+' and '×': each change is saved at once, sending only the tags. */
export function useGuestTagActions() {
  const updateTags = useUpdateGuestTags();

  const addTag = (guest: GuestRecord) => {
    const tag = window.prompt("Digite o nome da etiqueta:")?.trim();
    // A blank or repeated tag would change nothing, so it costs no request.
    if (!tag || guest.tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    updateTags.mutate(
      { id: guest.id, tags: [...guest.tags, tag] },
      { onError: (error) => notifyError(error, "Erro ao adicionar etiqueta", serverReason(error)) },
    );
  };

  const removeTag = (guest: GuestRecord, tag: string) => {
    updateTags.mutate(
      { id: guest.id, tags: guest.tags.filter((existing) => existing !== tag) },
      { onError: (error) => notifyError(error, "Erro ao remover etiqueta", serverReason(error)) },
    );
  };

  return { addTag, removeTag };
}
