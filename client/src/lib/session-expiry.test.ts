import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { ApiError } from "./api";
import { createQueryClient } from "./query-client";
import { createSessionExpiryHandler, LOGIN_URL, REDIRECT_DELAY_MS } from "./session-expiry";

const loggedOut = () => new ApiError(401, '{"message":"Unauthorized"}');

afterEach(() => {
  vi.useRealTimers();
});

function harness() {
  vi.useFakeTimers();
  const toast = vi.fn();
  const goTo = vi.fn();
  const handler = createSessionExpiryHandler({ toast, goTo, setTimer: (run, ms) => setTimeout(run, ms) });
  return { toast, goTo, handler };
}

describe("a lost session", () => {
  it("shows the destructive notice, then goes to the login 500 ms later", () => {
    const { toast, goTo, handler } = harness();
    handler(loggedOut());
    expect(toast).toHaveBeenCalledWith({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    });
    vi.advanceTimersByTime(REDIRECT_DELAY_MS - 1);
    expect(goTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goTo).toHaveBeenCalledWith(LOGIN_URL);
  });

  it("gives one notice and one redirect however many reads fail with it", () => {
    const { toast, goTo, handler } = harness();
    for (let i = 0; i < 5; i++) handler(loggedOut());
    vi.runAllTimers();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it("is not any other failure", () => {
    const { toast, handler } = harness();
    handler(new ApiError(403, '{"message":"Acesso restrito ao proprietário"}'));
    handler(new ApiError(401, '{"message":"E-mail ou senha incorretos."}'));
    handler(new TypeError("Failed to fetch"));
    expect(toast).not.toHaveBeenCalled();
  });

  it("is reported by the QueryClient for every failed read and write, once each", async () => {
    const onError = vi.fn();
    const queryClient = createQueryClient(onError);
    const failing = () => Promise.reject(loggedOut());

    const observer = new QueryObserver(queryClient, { queryKey: ["/api/rooms"], queryFn: failing });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: failing })
      .execute(undefined)
      .catch(() => {});

    expect(onError.mock.calls.map(([error]) => error instanceof ApiError && error.status)).toEqual([401, 401]);
    unsubscribe();
  });
});
