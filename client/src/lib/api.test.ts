import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { apiRequest, getQueryFn } from "./api";
import { isUnauthorizedError } from "./auth-utils";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as unknown as QueryFunctionContext;

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

  it('turns a non-OK response into "{status}: {body}"', async () => {
    stubFetch(new Response('{"message":"Quarto já existe"}', { status: 409 }));
    await expect(apiRequest("POST", "/api/rooms", {})).rejects.toThrow('409: {"message":"Quarto já existe"}');
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(apiRequest("GET", "/api/rooms")).rejects.toThrow("500: Internal Server Error");
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

  it("yields null on 401 when asked to", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("otherwise fails on 401 with an error isUnauthorizedError recognises", async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const error = await Promise.resolve(getQueryFn({ on401: "throw" })(queryContext(["/api/rooms"]))).catch(
      (e: unknown) => e,
    );
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error("403: Forbidden"))).toBe(false);
  });
});
