import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserListItem } from "@shared/api/users";
import type { UserRole } from "@shared/enums";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

export type UserChange = { role: UserRole } | { isActive: boolean };

/** PATCH /api/users/:id: a new role, or deactivate / reactivate (the user's sessions end at once on the server). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserChange }) =>
      apiJson<UserListItem>("PATCH", `/api/users/${encodeURIComponent(id)}`, change),
    onSuccess: () => invalidateAfter(queryClient, "userChanged"),
  });
}
