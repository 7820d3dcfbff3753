import { toast as showToast, type ToastInput } from "@/hooks/use-toast";
import { ApiError } from "./api";

export const LOGIN_URL = "/api/login";
/** docs/product.md §3.5: the browser goes to log in 500 ms after an authorization failure. */
export const REDIRECT_DELAY_MS = 500;

/** docs/product.md §13.3: a failure whose message begins '401: ' and contains 'Unauthorized' means the session ended. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.message.includes("Unauthorized");
}

interface SessionExpiryDeps {
  toast: (input: ToastInput) => unknown;
  goTo: (url: string) => void;
  setTimer: (run: () => void, ms: number) => unknown;
}

const browserDeps: SessionExpiryDeps = {
  toast: showToast,
  goTo: (url) => window.location.assign(url),
  setTimer: (run, ms) => setTimeout(run, ms),
};

/**
 * What to do when any read or write finds the session gone: one destructive notice, then the login route. Several
 * reads failing together (the dashboard has five) still give one notice and one redirect.
 */
export function createSessionExpiryHandler(deps: SessionExpiryDeps = browserDeps): (error: unknown) => void {
  let redirecting = false;
  return (error) => {
    if (redirecting || !isSessionExpired(error)) return;
    redirecting = true;
    deps.toast({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    });
    deps.setTimer(() => deps.goTo(LOGIN_URL), REDIRECT_DELAY_MS);
  };
}

/** The app's one handler: the QueryClient's caches call it for every failed read and write (query-client.ts). */
export const handleSessionExpiry = createSessionExpiryHandler();
