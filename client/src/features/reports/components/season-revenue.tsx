import type { OccupancyReport } from "@shared/api/reports";
import { toSignedCentavos } from "@shared/money";
import { formatCurrency } from "@/lib/format";
import { ReportPanel } from "./report-panel";
import { ShareBars } from "./share-bars";

/** The stays sold before the nightly breakdown: their total spread over their nights (docs/decisions/0056). */
const UNPRICED = "Sem tarifário (total da reserva)";

/** 'Receita por temporada': the room revenue of the period by the tarifário's layer that priced each night. */
export function SeasonRevenue({ rows }: { rows: OccupancyReport["bySeason"] }) {
  return (
    <ReportPanel
      title="Receita por temporada"
      description="Receita de diárias pelo preço com que cada noite foi vendida."
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma diária vendida no período.</p>
      ) : (
        <ShareBars
          label="Receita por temporada"
          items={rows.map((row) => ({
            label: row.season ?? UNPRICED,
            value: toSignedCentavos(row.roomRevenue),
            display: formatCurrency(row.roomRevenue),
            detail: `${row.roomNightsSold} ${row.roomNightsSold === 1 ? "diária" : "diárias"} · ADR ${formatCurrency(row.adr)}`,
          }))}
        />
      )}
    </ReportPanel>
  );
}
