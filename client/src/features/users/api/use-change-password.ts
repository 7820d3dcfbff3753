import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeInput } from "@shared/validators/users";
import { apiRequest } from "@/lib/api";

/** POST /api/auth/password: the user's other sessions end; this one goes on under a new cookie. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: PasswordChangeInput) => {
      await apiRequest("POST", "/api/auth/password", input);
    },
  });
}
