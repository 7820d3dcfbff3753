import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError, redirectToLogin } from "./auth-utils";

export function notifySuccess(message: string) {
  toast({ title: "Sucesso", description: message });
}

/** A lost session sends the user to log in again instead of showing an error they cannot act on. */
export function notifyError(error: unknown, title: string, description?: string) {
  if (isUnauthorizedError(error)) {
    redirectToLogin(toast);
    return;
  }
  toast({ variant: "destructive", title, description });
}
