import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetSystemInput } from "@shared/validators/settings";
import { apiFetch } from "@/lib/api";
import { saveDownload } from "@/lib/save-download";

/**
 * POST /api/system/reset (owner): the server takes a backup, empties the data and answers with that backup, which
 * the browser saves. Every read is stale afterwards.
 */
export function useResetSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ResetSystemInput) =>
      saveDownload(await apiFetch("POST", "/api/system/reset", { data: input }), "hospeda-antes-de-redefinir.json"),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
