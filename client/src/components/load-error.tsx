import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

interface LoadErrorProps {
  /** What failed to load, e.g. "os hóspedes". */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A list that could not be read: says so and offers to try again. */
export function LoadError({ what, onRetry, retrying }: LoadErrorProps) {
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
