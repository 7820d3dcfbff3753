import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api";
import { saveDownload } from "../lib/save-download";

/**
 * GET /api/system/backup (owner): every table in one JSON file, saved by the browser. Through the API client, so a
 * refusal or a lost session is a notice on the page.
 */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async () => saveDownload(await apiFetch("GET", "/api/system/backup"), "hospeda-backup.json"),
  });
}
