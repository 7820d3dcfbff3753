import { useQuery } from "@tanstack/react-query";
import { throwIfResNotOk } from "@/lib/api";
import { documentUrl } from "../lib/guest-links";

/**
 * The stored path says nothing of the file's kind, so a HEAD tells an image (shown inline) from a PDF
 * (offered as a link) without downloading up to 10 MB on a phone.
 */
export function useDocumentType(objectPath: string | null) {
  return useQuery({
    queryKey: ["/api/objects", "type", objectPath],
    enabled: objectPath !== null,
    queryFn: async ({ signal }): Promise<string> => {
      const res = await fetch(documentUrl(objectPath ?? ""), { method: "HEAD", credentials: "include", signal });
      await throwIfResNotOk(res);
      return res.headers.get("Content-Type") ?? "";
    },
  });
}
