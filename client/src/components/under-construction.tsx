import { Construction } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface UnderConstructionProps {
  /** The module's name as the user knows it, e.g. "Relatórios". */
  moduleName: string;
  className?: string;
}

/** Honest placeholder for a module that is not built yet: no sample data is shown. */
export function UnderConstruction({ moduleName, className }: UnderConstructionProps) {
  return (
    <Card className={cn("border-dashed", className)}>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Construction className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold">Em construção</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          O módulo {moduleName} ainda não está disponível nesta versão do Hospeda.
        </p>
      </CardContent>
    </Card>
  );
}
