// The browser's part of a one-time upload (docs/product.md §12): PUT the bytes to the URL the server handed out. Guest
// documents and room type photos alike.
import { ApiError, apiFetch } from "@/lib/api";
import { isSessionExpired } from "@/lib/session-expiry";

/** The direct upload was refused; `detail` is the server's own (Portuguese) reason when it gave one. */
export class DocumentUploadError extends Error {
  constructor(readonly detail: string | null) {
    super("Erro no upload");
    this.name = "DocumentUploadError";
  }
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
