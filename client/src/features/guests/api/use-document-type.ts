import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { documentUrl } from "../lib/guest-links";

/**
 * The stored path says nothing of the file's kind, so a HEAD tells an image (shown inline) from a PDF
 * (offered as a link) without downloading up to 10 MB on a phone.
 */
export function useDocumentType(objectPath: string | null) {
  return useQuery({
    queryKey: queryKeys.documents.contentType(objectPath ?? ""),
    enabled: objectPath !== null,
    queryFn: async ({ signal }): Promise<string> => {
      const res = await apiFetch("HEAD", documentUrl(objectPath ?? ""), { signal });
      return res.headers.get("Content-Type") ?? "";
    },
  });
}
