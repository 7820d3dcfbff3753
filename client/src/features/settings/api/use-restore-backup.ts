import { useMutation } from "@tanstack/react-query";
import type { RestoreResult } from "@shared/api/settings";
import { apiFetch } from "@/lib/api";

/** POST /api/system/restore (owner, empty installation): the backup file as the body, as it is. */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await apiFetch("POST", "/api/system/restore", {
        body: file,
        headers: { "Content-Type": file.name.endsWith(".json") ? "application/json" : "application/gzip" },
      });
      return (await res.json()) as RestoreResult;
    },
  });
}
