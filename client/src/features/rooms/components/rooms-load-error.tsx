import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

interface RoomsLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function RoomsLoadError({ onRetry, retrying }: RoomsLoadErrorProps) {
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">Erro ao carregar os quartos</p>
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
