import { useMutation } from "@tanstack/react-query";
import { ApiError, apiFetch, apiJson } from "@/lib/api";
import { isSessionExpired } from "@/lib/session-expiry";

/** The direct upload was refused; `detail` is the server's own (Portuguese) reason when it gave one. */
export class DocumentUploadError extends Error {
  constructor(readonly detail: string | null) {
    super("Erro no upload");
    this.name = "DocumentUploadError";
  }
}

/**
 * docs/product.md §12: ask for a one-time upload URL, PUT the file there, then turn that URL into the stored
 * object path, which the guest form keeps in documentPhotoUrl.
 */
export function useUploadDocument() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const { uploadURL } = await apiJson<{ uploadURL: string }>("POST", "/api/objects/upload");
      await putFile(uploadURL, file);
      const { objectPath } = await apiJson<{ objectPath: string }>("PUT", "/api/guest-documents", {
        documentPhotoURL: uploadURL,
      });
      return objectPath;
    },
  });
}

/** PUTs the bytes to a one-time upload URL (our own server or a signed bucket URL); the room types' photos too. */
export async function putFile(uploadURL: string, file: Blob) {
  try {
    // "same-origin" sends the session cookie to our own upload endpoint but not to a signed cloud-storage URL,
    // whose CORS would refuse a credentialed request.
    await apiFetch("PUT", uploadURL, {
      body: file,
      headers: { "Content-Type": file.type || "application/octet-stream" },
      credentials: "same-origin",
    });
  } catch (error) {
    // A lost session stays one (the login redirect); otherwise only our API's JSON reason is worth showing, not a
    // storage provider's XML.
    if (isSessionExpired(error) || !(error instanceof ApiError)) throw error;
    throw new DocumentUploadError(error.serverMessage);
  }
}
