import type { ReactNode } from "react";
import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isSessionExpired } from "@/lib/session-expiry";

interface BlockErrorProps {
  /** What failed to load, e.g. "as transações". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** Shown instead when the session ended: the browser is about to go to the login (lib/query-client.ts). */
  whileSignedOut?: ReactNode;
}

/** One dashboard block that could not be read: the other blocks keep working, this one offers to try again. */
export function BlockError({ what, error, onRetry, retrying, whileSignedOut = null }: BlockErrorProps) {
  if (isSessionExpired(error)) return whileSignedOut;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-6 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden="true" />
      <p className="text-sm font-medium">Erro ao carregar {what}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
        {retrying ? "Tentando..." : "Tentar novamente"}
      </Button>
    </div>
  );
}
