import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { ApiError, apiFetch, apiRequest, getQueryFn, serverReason } from "./api";
import { isSessionExpired } from "./session-expiry";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined,
  }) as unknown as QueryFunctionContext;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with the session cookie when there is a body", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/guests", { firstName: "Ana" });
    expect(fetchMock).toHaveBeenCalledWith("/api/guests", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Ana" }),
    });
  });

  it("sends neither body nor Content-Type without data", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest("DELETE", "/api/rooms/1");
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
    expect(init?.credentials).toBe("include");
  });

  it('turns a non-OK response into an ApiError "{status}: {body}" with the server\'s message and field', async () => {
    stubFetch(Response.json({ message: "Já existe um quarto com este número.", field: "number" }, { status: 409 }));
    const error = await apiRequest("POST", "/api/rooms", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: '409: {"message":"Já existe um quarto com este número.","field":"number"}',
      serverMessage: "Já existe um quarto com este número.",
      field: "number",
    });
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    const error = await apiRequest("GET", "/api/rooms").catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "500: Internal Server Error", serverMessage: null, field: null });
  });
});

describe("apiFetch", () => {
  it("sends a file as it is, without the session cookie when asked (a signed storage URL)", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    const file = new Blob(["%PDF"], { type: "application/pdf" });
    await apiFetch("PUT", "https://storage.example/upload?sig=1", {
      body: file,
      headers: { "Content-Type": "application/pdf" },
      credentials: "same-origin",
    });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: "PUT",
      body: file,
      headers: { "Content-Type": "application/pdf" },
      credentials: "same-origin",
    });
  });
});

describe("serverReason", () => {
  it("is the API's own words for a refused request or a brief outage", () => {
    expect(serverReason(new ApiError(400, '{"message":"CPF inválido","field":"cpf"}'))).toBe("CPF inválido");
    expect(serverReason(new ApiError(503, '{"message":"Serviço temporariamente indisponível."}'))).toBe(
      "Serviço temporariamente indisponível.",
    );
  });

  it("is nothing for a server failure, a page that is not our JSON, or a network error", () => {
    expect(serverReason(new ApiError(500, '{"message":"Erro interno do servidor. Tente novamente."}'))).toBeUndefined();
    expect(serverReason(new ApiError(502, "<html>Bad Gateway</html>"))).toBeUndefined();
    expect(serverReason(new ApiError(404, "Not Found"))).toBeUndefined();
    expect(serverReason(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});

describe("getQueryFn", () => {
  it("GETs the query key joined with / and returns the JSON", async () => {
    const fetchMock = stubFetch(Response.json([{ id: 7 }]));
    const data = await getQueryFn({ on401: "throw" })(queryContext(["/api/rooms", 7]));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/rooms/7");
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe("include");
    expect(data).toEqual([{ id: 7 }]);
  });

  it("reads a trailing object of the key as the query string", async () => {
    const fetchMock = stubFetch(Response.json([]));
    await getQueryFn({ on401: "throw" })(queryContext(["/api/reservations", { from: "2025-03-01", to: "2025-03-15" }]));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/reservations?from=2025-03-01&to=2025-03-15");
  });

  it("yields null on 401 when asked to", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("otherwise fails on 401 with an error read as a lost session", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const error = await Promise.resolve(getQueryFn({ on401: "throw" })(queryContext(["/api/rooms"]))).catch(
      (e: unknown) => e,
    );
    expect(isSessionExpired(error)).toBe(true);
    expect(isSessionExpired(new ApiError(403, '{"message":"Acesso restrito ao proprietário"}'))).toBe(false);
    expect(isSessionExpired(new Error("401: Unauthorized"))).toBe(false);
  });
});
