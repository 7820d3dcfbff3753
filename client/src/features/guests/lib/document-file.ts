import { apiFetch } from "@/lib/api";
import { documentUrl } from "./guest-links";

export const ACCEPTED_DOCUMENT_TYPES = "image/jpeg,image/png,image/webp,application/pdf";
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * Checked before sending, so a wrong file on a phone's data plan fails at once; the server checks the
 * content again and has the last word. An unknown type (some browsers give none) is left to the server.
 */
export function documentFileProblem(file: File): string | null {
  if (file.type && !ACCEPTED_DOCUMENT_TYPES.split(",").includes(file.type)) {
    return "Envie uma foto (JPEG, PNG ou WebP) ou um PDF.";
  }
  if (file.size > MAX_DOCUMENT_BYTES) return "O documento deve ter no máximo 10 MB.";
  return null;
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/**
 * "documento_{nome}.jpg" as docs/product.md §9.2 names it; a PNG, WebP or PDF keeps its own extension so it still
 * opens. The name loses accents and anything a file system could object to.
 */
export function documentFileName(firstName: string, contentType: string): string {
  const name =
    firstName
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 40) || "hospede";
  const type = contentType.split(";")[0].trim().toLowerCase();
  return `documento_${name}.${EXTENSIONS[type] ?? "jpg"}`;
}

/** Fetches the stored document with the session cookie and hands it to the browser as a download. */
export async function downloadDocument(objectPath: string, firstName: string): Promise<void> {
  const res = await apiFetch("GET", documentUrl(objectPath));
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = documentFileName(firstName, blob.type || res.headers.get("Content-Type") || "");
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
