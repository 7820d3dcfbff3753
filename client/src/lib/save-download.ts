/** The file name of a Content-Disposition header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Hands a file made here (a CSV) to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands an answer's body to the browser as a downloaded file; returns its name. */
export async function saveDownload(res: Response, fallbackName: string) {
  const name = fileNameOf(res.headers.get("Content-Disposition"), fallbackName);
  saveFile(await res.blob(), name);
  return name;
}
