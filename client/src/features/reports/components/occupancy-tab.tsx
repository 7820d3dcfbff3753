import { BedDouble, DoorOpen, Sparkles, Wrench } from "lucide-react";
import type { OccupancyReport } from "@shared/api/reports";
import { ROOM_TYPE_LABELS } from "@shared/enums";
import type { ReportPeriod } from "@shared/report-periods";
import { EmptyState } from "@/components/empty-state";
import { SummaryCountCards } from "@/components/summary-count-cards";
import { formatCurrency, formatDate } from "@/lib/format";
import { useReport } from "../api/use-report";
import { ColumnChart } from "@/components/charts/column-chart";
import { ReportPanel } from "./report-panel";
import { ReportTabState } from "./report-tab-state";
import { SeasonRevenue } from "./season-revenue";
import { ShareBars } from "./share-bars";

/**
 * 'Ocupação': the rooms now (counts, the bar, 'N de M quartos ocupados'), occupancy per day and per room type, and
 * the room revenue by season.
 */
export function OccupancyTab({ period }: { period: ReportPeriod }) {
  const query = useReport("ocupacao", period);
  return (
    <ReportTabState query={query} what="o relatório de ocupação">
      {(report) =>
        report.rooms.total === 0 ? (
          <EmptyState
            icon={BedDouble}
            title="Nenhum quarto ativo cadastrado"
            description="A ocupação aparece aqui quando houver quartos ativos."
            role="status"
          />
        ) : (
          <OccupancyReportView report={report} />
        )
      }
    </ReportTabState>
  );
}

function OccupancyReportView({ report }: { report: OccupancyReport }) {
  const { rooms } = report;
  return (
    <div className="space-y-4">
      <SummaryCountCards
        label="Quartos agora"
        items={[
          {
            label: "Disponíveis",
            count: rooms.available,
            icon: DoorOpen,
            iconClass: "bg-emerald-100 text-emerald-800",
          },
          { label: "Ocupados", count: rooms.occupied, icon: BedDouble, iconClass: "bg-blue-100 text-blue-800" },
          { label: "Limpeza", count: rooms.cleaning, icon: Sparkles, iconClass: "bg-amber-100 text-amber-900" },
          { label: "Manutenção", count: rooms.maintenance, icon: Wrench, iconClass: "bg-red-100 text-red-800" },
        ]}
      />
      <ReportPanel title="Ocupação atual">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm text-muted-foreground" data-testid="rooms-occupied-text">
              {rooms.occupied} de {rooms.total} quartos ocupados
            </p>
            <p className="text-2xl font-semibold tabular-nums">{report.occupancyRate}%</p>
          </div>
          <div
            role="meter"
            aria-label="Taxa de ocupação atual"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={report.occupancyRate}
            aria-valuetext={`${report.occupancyRate}%`}
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${report.occupancyRate}%` }} />
          </div>
        </div>
      </ReportPanel>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportPanel
          title="Ocupação por dia"
          description={`${report.roomNightsSold} de ${report.roomNightsAvailable} diárias vendidas (${report.rate}%)`}
        >
          {report.roomNightsSold === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma diária vendida no período.</p>
          ) : (
            <ColumnChart
              label="Ocupação por dia"
              series={[{ label: "Ocupação", fillClass: "fill-primary", dotClass: "bg-primary" }]}
              points={report.byDay.map((day) => ({
                axisLabel: `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`,
                title: `${formatDate(day.date)}: ${day.roomsSold} ${day.roomsSold === 1 ? "quarto" : "quartos"}`,
                values: [day.rate],
              }))}
              format={(value) => `${value}%`}
              axisFormat={(value) => `${Math.round(value)}%`}
              max={100}
            />
          )}
        </ReportPanel>
        <ReportPanel title="Por tipo de quarto" description="Diárias vendidas sobre as disponíveis no período.">
          <ShareBars
            label="Ocupação por tipo de quarto"
            max={100}
            items={report.byRoomType.map((row) => ({
              label: ROOM_TYPE_LABELS[row.type] ?? row.type,
              value: row.rate,
              display: `${row.rate}%`,
              detail: `${row.rooms} ${row.rooms === 1 ? "quarto" : "quartos"} · ${row.roomNightsSold}/${row.roomNightsAvailable} diárias · ADR ${formatCurrency(row.adr)}`,
            }))}
          />
        </ReportPanel>
      </div>
      <SeasonRevenue rows={report.bySeason} />
    </div>
  );
}
