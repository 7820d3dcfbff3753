/** What the API said when a request failed, recovered from the '{status}: {text}' message apiRequest throws. */
export interface ServerError {
  status: number | null;
  message: string | null;
  field: string | null;
}

export function parseServerError(error: unknown): ServerError {
  const raw = error instanceof Error ? error.message : "";
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { status: null, message: null, field: null };
  const status = Number(match[1]);
  const text = match[2].trim();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object") {
      const { message, field } = body as { message?: unknown; field?: unknown };
      return {
        status,
        message: typeof message === "string" ? message : null,
        field: typeof field === "string" ? field : null,
      };
    }
  } catch {
    // Not JSON: a proxy or the status text; only short plain text is worth showing to the user.
  }
  return { status, message: text && text.length <= 200 && !text.startsWith("<") ? text : null, field: null };
}
