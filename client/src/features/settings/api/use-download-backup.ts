import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api";
import { saveDownload } from "@/lib/save-download";

/** A JSON file the server sends as an attachment, saved by the browser; resolves to the name it was saved under. */
const useSavedFile = (path: string, fallbackName: string) =>
  useMutation({ mutationFn: async () => saveDownload(await apiFetch("GET", path), fallbackName) });

/**
 * GET /api/system/backup (owner): every table, streamed as gzip-compressed JSON lines, saved by the browser. Through the API client, so a
 * refusal or a lost session is a notice on the page.
 */
export const useDownloadBackup = () => useSavedFile("/api/system/backup", "hospeda-backup.jsonl.gz");

/** GET /api/system/reset-backup (owner): the backup the latest 'Redefinir Sistema' took, kept on the server. */
export const useDownloadResetBackup = () => useSavedFile("/api/system/reset-backup", "hospeda-antes-de-redefinir.json");
