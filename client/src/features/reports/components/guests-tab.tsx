import { Mail, Trophy, UserPlus, Users, CalendarCheck } from "lucide-react";
import type { GuestsReport } from "@shared/api/reports";
import type { ReportPeriod } from "@shared/report-periods";
import { EmptyState } from "@/components/empty-state";
import { SummaryCountCards } from "@/components/summary-count-cards";
import { formatCurrency, formatDate } from "@/lib/format";
import { useReport } from "../api/use-report";
import { ReportPanel } from "./report-panel";
import { ReportTabState } from "./report-tab-state";

/** 'Hóspedes': the register's counts, the period's reservations, 'Top Hóspedes' and new vs returning guests. */
export function GuestsTab({ period }: { period: ReportPeriod }) {
  const query = useReport("hospedes", period);
  return (
    <ReportTabState query={query} what="o relatório de hóspedes">
      {(report) =>
        report.totalGuests === 0 ? (
          <EmptyState
            icon={Users}
            title="Nenhum hóspede cadastrado"
            description="Os hóspedes e quem mais gastou no período aparecem aqui."
            role="status"
          />
        ) : (
          <GuestsReportView report={report} />
        )
      }
    </ReportTabState>
  );
}

function GuestsReportView({ report }: { report: GuestsReport }) {
  const withReservations = report.newGuests + report.returningGuests;
  const newShare = withReservations > 0 ? Math.round((report.newGuests / withReservations) * 100) : 0;
  return (
    <div className="space-y-4">
      <SummaryCountCards
        label="Hóspedes"
        className="md:grid-cols-3"
        items={[
          {
            label: "Total de Hóspedes",
            count: report.totalGuests,
            icon: Users,
            iconClass: "bg-blue-100 text-blue-800",
          },
          { label: "Com Email", count: report.guestsWithEmail, icon: Mail, iconClass: "bg-violet-100 text-violet-800" },
          {
            label: "Reservas no Período",
            count: report.reservationsInPeriod,
            icon: CalendarCheck,
            iconClass: "bg-emerald-100 text-emerald-800",
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportPanel title="Top Hóspedes" description="Quem mais pagou no período.">
          {report.topGuests.length === 0 ? (
            <EmptyState icon={Trophy} title="Nenhum hóspede com pagamentos no período" className="py-6" role="status" />
          ) : (
            <ol aria-label="Top Hóspedes" className="divide-y">
              {report.topGuests.map((guest, index) => (
                <li key={guest.id} className="flex items-center gap-3 py-2.5">
                  <span className="w-4 shrink-0 text-sm text-muted-foreground tabular-nums">{index + 1}</span>
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                  >
                    {guest.initials}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">
                      {guest.firstName} {guest.lastName}
                    </p>
                    <p className="text-xs text-muted-foreground">Cadastrado em {formatDate(guest.createdAt)}</p>
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums">{formatCurrency(guest.spent)}</p>
                </li>
              ))}
            </ol>
          )}
        </ReportPanel>
        <ReportPanel title="Novos e recorrentes" description="Hóspedes com reservas feitas no período.">
          {withReservations === 0 ? (
            <EmptyState icon={UserPlus} title="Nenhuma reserva no período" className="py-6" role="status" />
          ) : (
            <div className="space-y-3">
              <svg
                role="img"
                aria-label={`${report.newGuests} novos e ${report.returningGuests} recorrentes`}
                className="block h-4 w-full overflow-hidden rounded-full"
              >
                <rect width="100%" height="100%" className="fill-amber-400" />
                <rect width={`${newShare}%`} height="100%" className="fill-primary" />
              </svg>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div className="flex items-center gap-2">
                  <span className="size-2.5 rounded-sm bg-primary" aria-hidden="true" />
                  <dt>Novos</dt>
                  <dd className="ml-auto font-semibold tabular-nums">{report.newGuests}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <span className="size-2.5 rounded-sm bg-amber-400" aria-hidden="true" />
                  <dt>Recorrentes</dt>
                  <dd className="ml-auto font-semibold tabular-nums">{report.returningGuests}</dd>
                </div>
              </dl>
            </div>
          )}
        </ReportPanel>
      </div>
    </div>
  );
}
