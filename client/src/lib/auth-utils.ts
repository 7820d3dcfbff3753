import { toast as globalToast, type ToastInput } from "@/hooks/use-toast";

/** True for the error apiRequest/getQueryFn throw on a 401 whose body says "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export const LOGIN_URL = "/api/login";
const REDIRECT_DELAY_MS = 500;

/** Tells the user the session ended, then sends the browser to the login route. */
export function redirectToLogin(toast: (input: ToastInput) => unknown = globalToast): void {
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  setTimeout(() => {
    window.location.href = LOGIN_URL;
  }, REDIRECT_DELAY_MS);
}
