import { formatCentavos, formatDateTime } from "@/lib/format";
import type { StayFolioRecord } from "../api/stay-records";

/** Products and services charged to the stay (amounts in centavos). */
export function StayConsumption({ folio }: { folio: StayFolioRecord }) {
  return (
    <section aria-labelledby="stay-consumption-heading" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="stay-consumption-heading" className="text-sm font-semibold">
          Consumo
        </h3>
        <p className="text-sm tabular-nums">
          Total consumido: <span className="font-semibold">{formatCentavos(folio.consumedTotalCentavos)}</span>
        </p>
      </div>
      {folio.consumption.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">Nenhum consumo registrado</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {folio.consumption.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {item.quantity} × {item.productName}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatCentavos(item.unitPrice)} cada · {formatDateTime(item.consumedAt)}
                </p>
              </div>
              <span className="shrink-0 font-medium tabular-nums">{formatCentavos(item.totalAmount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
