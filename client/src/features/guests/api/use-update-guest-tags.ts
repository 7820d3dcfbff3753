import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { GuestRecord } from "@/api/use-guests";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { mapPagedRows } from "@/lib/paged-list";
import { queryKeys } from "@/lib/query-keys";

interface TagsChange {
  id: string;
  tags: string[];
}

/**
 * Sends only {tags}, so a chip change never overwrites fields someone else is editing.
 * Every loaded page of the register shows the new chips at once (a clerk on a slow connection sees the tap land)
 * and falls back to what it showed if the server refuses.
 */
export function useUpdateGuestTags() {
  const queryClient = useQueryClient();
  const guestsKey = queryKeys.guests.all;
  return useMutation({
    mutationFn: ({ id, tags }: TagsChange) => apiJson<GuestRecord>("PUT", `/api/guests/${id}`, { tags }),
    onMutate: async ({ id, tags }: TagsChange) => {
      await queryClient.cancelQueries({ queryKey: guestsKey });
      const previous: Array<[QueryKey, unknown]> = queryClient.getQueriesData({ queryKey: guestsKey });
      queryClient.setQueriesData({ queryKey: guestsKey }, (data: unknown) =>
        mapPagedRows<GuestRecord>(data, (guest) => (guest.id === id ? { ...guest, tags } : guest)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateAfter(queryClient, "guestTagsChanged"),
  });
}
