import { useQuery } from "@tanstack/react-query";
import type { UserListItem } from "@shared/api/users";
import { getQueryFn } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/users (owner): every account with role, status and last access. */
export function useUsers() {
  return useQuery<UserListItem[]>({ queryKey: queryKeys.users.all, queryFn: getQueryFn({ on401: "throw" }) });
}
