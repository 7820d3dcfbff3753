import { toast } from "@/hooks/use-toast";
import { handleSessionExpiry, isSessionExpired } from "./session-expiry";

export function notifySuccess(message: string) {
  toast({ title: "Sucesso", description: message });
}

/**
 * A failed action's destructive notice. A lost session gets its own notice and the login instead (once, however
 * many failures report it; a read or write through the QueryClient has already reported it).
 */
export function notifyError(error: unknown, title: string, description?: string) {
  if (isSessionExpired(error)) {
    handleSessionExpiry(error);
    return;
  }
  toast({ variant: "destructive", title, description });
}
