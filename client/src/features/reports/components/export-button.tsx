import type { ComponentProps } from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Exportar' ('Exportando...' while a file is made): the menu's trigger, and its place while the menu loads. */
export function ExportButton({ pending = false, ...props }: ComponentProps<typeof Button> & { pending?: boolean }) {
  return (
    <Button variant="outline" className="w-full sm:w-auto" {...props}>
      <Download aria-hidden="true" />
      {pending ? "Exportando..." : "Exportar"}
    </Button>
  );
}
