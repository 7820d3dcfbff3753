import { FileSpreadsheet, FileText } from "lucide-react";
import type { ExportFormat } from "@shared/validators/reports";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ExportButton } from "./export-button";

/**
 * 'Exportar''s menu: CSV or Excel. A chunk of its own (Radix's menu and positioning weigh more than the rest of the
 * page's first screen), asked for after the page's first paint (export-menu.tsx).
 */
export function ExportDropdown({ pending, onExport }: { pending: boolean; onExport: (format: ExportFormat) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ExportButton disabled={pending} pending={pending} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onExport("csv")}>
          <FileText aria-hidden="true" /> CSV (planilha, separado por ;)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExport("xlsx")}>
          <FileSpreadsheet aria-hidden="true" /> Excel (XLSX)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
