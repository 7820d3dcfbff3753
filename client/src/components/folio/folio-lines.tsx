import type { ReactNode } from "react";
import type { FolioLine } from "@shared/api";
import { formatCurrency, formatDateTime } from "@/lib/format";

interface FolioLinesProps {
  lines: FolioLine[];
  /** Beside each line: e.g. removing a consumption charged by mistake (the products module's). */
  lineAction?: (line: FolioLine) => ReactNode;
}

const quantityText = (line: FolioLine) =>
  line.kind === "diarias" ? `${line.quantity} ${line.quantity === 1 ? "diária" : "diárias"} ×` : `${line.quantity} ×`;

/** A discount says what it is; the other lines their quantity and price. */
const detailText = (line: FolioLine) =>
  line.kind === "desconto" ? "Desconto na hospedagem" : `${quantityText(line)} ${formatCurrency(line.unitPrice)}`;

/** What the stay costs: the nights (or the agreed total) and every consumption charged to it. */
export function FolioLines({ lines, lineAction }: FolioLinesProps) {
  return (
    <section aria-label="Itens da conta" className="space-y-2">
      <h3 className="text-sm font-semibold">Diárias e consumo</h3>
      {lines.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">Nenhum item na conta</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {lines.map((line, index) => (
            <li
              key={line.consumptionId ?? `${line.kind}-${index}`}
              className="flex items-start justify-between gap-3 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{line.description}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {detailText(line)}
                  {line.at && ` · ${formatDateTime(line.at)}`}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <span className="font-medium tabular-nums">{formatCurrency(line.total)}</span>
                {lineAction?.(line)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
