import { RotateCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The current-user call failed for a reason other than a missing session: say so instead of showing a login. */
export function ServerUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-4 text-center">
        <WifiOff className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Não foi possível conectar ao servidor</h1>
        <p className="text-sm text-muted-foreground">Verifique sua conexão com a internet e tente novamente.</p>
        <Button onClick={onRetry} disabled={retrying}>
          <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
          {retrying ? "Tentando..." : "Tentar novamente"}
        </Button>
      </div>
    </main>
  );
}
