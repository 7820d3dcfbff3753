import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/api/users";
import type { ProfileInput } from "@shared/validators/users";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";

/** PUT /api/auth/user: the signed-in user's first name, last name and e-mail. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiJson<PublicUser>("PUT", "/api/auth/user", input),
    onSuccess: () => invalidateAfter(queryClient, "profileChanged"),
  });
}
