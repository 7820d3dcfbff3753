import type { ReactNode } from "react";
import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { isSessionExpired } from "@/lib/session-expiry";

interface LoadErrorProps {
  /** What failed to load, e.g. "os hóspedes". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /**
   * Shown instead when the read failed because the session ended: the browser is about to go to the login
   * (query-client.ts), so the screen keeps looking like it loads rather than blaming the connection.
   */
  whileSignedOut?: ReactNode;
}

/** A list that could not be read: says so and offers to try again. */
export function LoadError({ what, error, onRetry, retrying, whileSignedOut = null }: LoadErrorProps) {
  if (isSessionExpired(error)) return whileSignedOut;
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">Erro ao carregar {what}</p>
          <p className="text-sm text-muted-foreground">Verifique sua conexão e tente novamente.</p>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
          {retrying ? "Tentando..." : "Tentar novamente"}
        </Button>
      </CardContent>
    </Card>
  );
}
