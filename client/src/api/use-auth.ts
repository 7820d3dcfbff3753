import { useQuery } from "@tanstack/react-query";
import type { CurrentUser as CurrentUserPayload } from "@shared/api/users";
import { getQueryFn } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in user as the API sends it (with the pousada's time zone): timestamps arrive as ISO strings. */
export type CurrentUser = Omit<CurrentUserPayload, "createdAt" | "lastLoginAt"> & {
  createdAt: string;
  lastLoginAt: string | null;
};

export function useAuth() {
  const { data, isLoading, isFetching, error, refetch } = useQuery<CurrentUser | null>({
    queryKey: queryKeys.currentUser,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isFetching, isAuthenticated: user !== null, error, refetch };
}
