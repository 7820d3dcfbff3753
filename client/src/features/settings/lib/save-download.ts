/** The file name of a Content-Disposition header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Hands an answer's body to the browser as a downloaded file; returns its name. */
export async function saveDownload(res: Response, fallbackName: string) {
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(res.headers.get("Content-Disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return link.download;
}
