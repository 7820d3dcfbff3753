import type { QueryFunction } from "@tanstack/react-query";
import { urlOfQueryKey } from "./query-keys";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-OK answer. `message` is docs/product.md §13.3's "{status}: {response text}" (the status text when the body is
 * empty); `serverMessage` and `field` are our API's JSON body ({message, field}), null when the body is not that.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The API's own (Portuguese) explanation, e.g. 'Este CPF já está cadastrado. Use um CPF diferente.'. */
  readonly serverMessage: string | null;
  /** The field the API refused (validation 400, unique conflict 409), e.g. "phone", "number", "roomId". */
  readonly field: string | null;

  constructor(
    readonly status: number,
    /** The response body as text, or the status text when the body was empty. */
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    const body = parseJsonObject(text);
    this.serverMessage = typeof body?.message === "string" ? body.message : null;
    this.field = typeof body?.field === "string" && body.field !== "" ? body.field : null;
  }

  static async from(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => "");
    return new ApiError(res.status, text || res.statusText);
  }
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * What the API said about a failure, fit for a notice: its words for a refusal of the request (4xx) or for being
 * briefly unavailable (503). A 500's text, a proxy's page or a network error tell the front desk nothing.
 */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  return error.status < 500 || error.status === 503 ? error.serverMessage : undefined;
}

/** A refusal of the request itself, such as a conflict with what another desk did meanwhile (409). */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

export interface RequestOptions {
  /** Sent as JSON, with its Content-Type; nothing (no body, no header) when undefined. */
  data?: unknown;
  /** A body sent as it is (a file), with `headers`; ignored when `data` is given. */
  body?: BodyInit;
  headers?: HeadersInit;
  /** Our API needs the session cookie ("include"); a signed storage URL must not get it ("same-origin"). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/** The one way the client talks to a server: every read and write goes through here. Throws ApiError when not OK. */
export async function apiFetch(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<Response> {
  const { data, body, headers, credentials = "include", signal } = options;
  const hasJson = data !== undefined;
  const res = await fetch(url, {
    method,
    credentials,
    headers: hasJson ? { "Content-Type": "application/json" } : headers,
    body: hasJson ? JSON.stringify(data) : body,
    signal,
  });
  if (!res.ok) throw await ApiError.from(res);
  return res;
}

/** A write with an optional JSON body (docs/product.md §12.1); resolves to the OK response. */
export function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  return apiFetch(method, url, { data });
}

/** A write whose answer is JSON, e.g. the created guest. */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * A react-query read: GETs the URL of the query key (its parts joined with "/", see query-keys.ts) and returns the
 * JSON. With on401 "returnNull" a 401 yields null instead of an error (the current-user read).
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      const res = await apiFetch("GET", urlOfQueryKey(queryKey), { signal });
      return (await res.json()) as T;
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
