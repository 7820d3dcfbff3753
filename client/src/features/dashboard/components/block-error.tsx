import { useEffect } from "react";
import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError, redirectToLogin } from "@/lib/auth-utils";

interface BlockErrorProps {
  /** What failed to load, e.g. "as transações". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** One dashboard block that could not be read: the other blocks keep working, this one offers to try again. */
export function BlockError({ what, error, onRetry, retrying }: BlockErrorProps) {
  useEffect(() => {
    if (isUnauthorizedError(error)) redirectToLogin(toast);
  }, [error]);

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
