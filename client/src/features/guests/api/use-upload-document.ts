import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The direct upload was refused; `detail` is the server's own (Portuguese) reason when it gave one. */
export class DocumentUploadError extends Error {
  constructor(readonly detail: string | null) {
    super("Erro no upload");
    this.name = "DocumentUploadError";
  }
}

/**
 * SPEC section 7: ask for a one-time upload URL, PUT the file there, then turn that URL into the stored
 * object path, which the guest form keeps in documentPhotoUrl.
 */
export function useUploadDocument() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const { uploadURL } = (await (await apiRequest("POST", "/api/objects/upload")).json()) as { uploadURL: string };

      // "same-origin" sends the session cookie to our own upload endpoint but not to a signed cloud-storage URL,
      // whose CORS would refuse a credentialed request.
      const upload = await fetch(uploadURL, {
        method: "PUT",
        body: file,
        headers: { "Content-Type": file.type || "application/octet-stream" },
        credentials: "same-origin",
      });
      if (!upload.ok) {
        const text = await upload.text().catch(() => "");
        // A lost session must still read as one, so the caller sends the user to log in again.
        if (upload.status === 401) throw new Error(`401: ${text || "Unauthorized"}`);
        throw new DocumentUploadError(serverReason(text));
      }

      const res = await apiRequest("PUT", "/api/guest-documents", { documentPhotoURL: uploadURL });
      const { objectPath } = (await res.json()) as { objectPath: string };
      return objectPath;
    },
  });
}

/** Only our API's JSON {message} is worth showing; a storage provider's XML or status text is not. */
function serverReason(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const message = body && typeof body === "object" ? (body as { message?: unknown }).message : null;
    return typeof message === "string" ? message : null;
  } catch {
    return null;
  }
}
