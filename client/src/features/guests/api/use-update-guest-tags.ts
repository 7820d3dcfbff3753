import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { guestsQueryKey, type GuestRecord } from "@/api/use-guests";

interface TagsChange {
  id: string;
  tags: string[];
}

/**
 * Sends only {tags}, so a chip change never overwrites fields someone else is editing.
 * The list shows the new chips at once (a clerk on a slow connection sees the tap land) and
 * falls back to the previous list if the server refuses.
 */
export function useUpdateGuestTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, tags }: TagsChange): Promise<GuestRecord> => {
      const res = await apiRequest("PUT", `/api/guests/${id}`, { tags });
      return res.json();
    },
    onMutate: async ({ id, tags }: TagsChange) => {
      await queryClient.cancelQueries({ queryKey: guestsQueryKey });
      const previous = queryClient.getQueryData<GuestRecord[]>(guestsQueryKey);
      queryClient.setQueryData<GuestRecord[]>(guestsQueryKey, (guests) =>
        guests?.map((guest) => (guest.id === id ? { ...guest, tags } : guest)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(guestsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryKey }),
  });
}
