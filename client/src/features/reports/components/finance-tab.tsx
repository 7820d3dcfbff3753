import { Wallet } from "lucide-react";
import type { FinanceReport } from "@shared/api/reports";
import { ACCOUNT_TYPE_LABELS } from "@shared/enums";
import { signedCentavos } from "@shared/money";
import type { ReportPeriod } from "@shared/report-periods";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { monthLabel } from "@/lib/date-input";
import { formatCentavos, formatCurrency, formatDate } from "@/lib/format";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { cn } from "@/lib/utils";
import { useReport } from "../api/use-report";
import { compactValue } from "@/components/charts/chart-scale";
import { shortMonth } from "../lib/report-period";
import { ColumnChart } from "@/components/charts/column-chart";
import { MoneyTiles } from "./money-tiles";
import { ReportPanel } from "./report-panel";
import { ReportTabState } from "./report-tab-state";
import { ShareBars } from "./share-bars";

/** The charts draw centavos; their axis reads in reais ("1,5 mil"). */
const reaisAxis = (centavos: number) => compactValue(centavos / 100);

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** 'Financeiro': revenue per month and per method, the ledger's receitas vs despesas, the accounts' balances. */
export function FinanceTab({ period }: { period: ReportPeriod }) {
  const query = useReport("financeiro", period);
  return (
    <ReportTabState query={query} what="o relatório financeiro">
      {(report) => <FinanceReportView report={report} />}
    </ReportTabState>
  );
}

function FinanceReportView({ report }: { report: FinanceReport }) {
  const quiet =
    isZero(report.totalRevenue) &&
    report.revenueByMethod.length === 0 &&
    isZero(report.ledgerTotals.receitas) &&
    isZero(report.ledgerTotals.despesas);
  const spansYears = report.period.from.slice(0, 4) !== report.period.to.slice(0, 4);
  const months = report.revenueByMonth.length;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {quiet ? (
        <ReportPanel title="Receitas e despesas" className="lg:col-span-2">
          <EmptyState
            icon={Wallet}
            title="Nenhuma movimentação financeira no período"
            description="Pagamentos recebidos e lançamentos do período aparecem aqui."
            role="status"
            className="py-6"
          />
        </ReportPanel>
      ) : (
        <>
          <ReportPanel title="Receita por mês" description={`Total no período: ${formatCurrency(report.totalRevenue)}`}>
            {months > 1 ? (
              <ColumnChart
                label="Receita por mês"
                series={[{ label: "Receita", fillClass: "fill-primary", dotClass: "bg-primary" }]}
                points={report.revenueByMonth.map((point) => ({
                  axisLabel: shortMonth(point.month, spansYears),
                  title: monthLabel(point.month),
                  values: [signedCentavos(point.revenue) ?? 0],
                }))}
                format={formatCentavos}
                axisFormat={reaisAxis}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                {monthLabel(report.revenueByMonth[0]?.month ?? report.period.from.slice(0, 7))}:{" "}
                <span className="text-2xl font-semibold text-foreground tabular-nums">
                  {formatCurrency(report.totalRevenue)}
                </span>
              </p>
            )}
          </ReportPanel>
          <ReportPanel title="Receita por forma de pagamento">
            {report.revenueByMethod.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum pagamento recebido no período.</p>
            ) : (
              <ShareBars
                label="Receita por forma de pagamento"
                items={report.revenueByMethod.map((row) => ({
                  label: paymentMethodLabel(row.method),
                  value: Number(row.revenue),
                  display: formatCurrency(row.revenue),
                }))}
              />
            )}
          </ReportPanel>
          <ReportPanel
            title="Receitas x Despesas"
            description="Lançamentos liquidados no período (transferências entre contas ficam de fora)."
            className="lg:col-span-2"
          >
            <div className="space-y-4">
              <MoneyTiles
                label="Resultado do período"
                tiles={[
                  { label: "Receitas", amount: report.ledgerTotals.receitas, tone: "positive" },
                  { label: "Despesas", amount: report.ledgerTotals.despesas, tone: "negative" },
                  { label: "Resultado", amount: report.ledgerTotals.resultado, tone: "signed" },
                ]}
              />
              {report.ledgerByMonth.length > 1 && (
                <ColumnChart
                  label="Receitas e despesas por mês"
                  series={[
                    { label: "Receitas", fillClass: "fill-emerald-600", dotClass: "bg-emerald-600" },
                    { label: "Despesas", fillClass: "fill-red-500", dotClass: "bg-red-500" },
                  ]}
                  points={report.ledgerByMonth.map((row) => ({
                    axisLabel: shortMonth(row.month, spansYears),
                    title: `${monthLabel(row.month)} (resultado ${formatCurrency(row.resultado)})`,
                    values: [signedCentavos(row.receitas) ?? 0, signedCentavos(row.despesas) ?? 0],
                  }))}
                  format={formatCentavos}
                  axisFormat={reaisAxis}
                />
              )}
              <CategoryList rows={report.ledgerByCategory} />
            </div>
          </ReportPanel>
        </>
      )}
      <ReportPanel
        title="Saldos das contas"
        description={`Ao fim de ${formatDate(report.period.to)}`}
        className="lg:col-span-2"
      >
        {report.accountBalances.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhuma conta bancária cadastrada.</p>
        ) : (
          <ul aria-label="Saldos das contas" className="divide-y">
            {report.accountBalances.map((conta) => (
              <li key={conta.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {conta.nome}
                    {!conta.isAtiva && (
                      <Badge variant="outline" className="ml-2 align-middle">
                        Inativa
                      </Badge>
                    )}
                  </p>
                  <p className="text-xs text-muted-foreground">{ACCOUNT_TYPE_LABELS[conta.tipo] ?? conta.tipo}</p>
                </div>
                <p className={cn("shrink-0 font-semibold tabular-nums", conta.saldo.startsWith("-") && "text-red-700")}>
                  {formatCurrency(conta.saldo)}
                </p>
              </li>
            ))}
            <li className="flex items-center justify-between gap-3 pt-2.5 font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{formatCurrency(report.totalBalance)}</span>
            </li>
          </ul>
        )}
      </ReportPanel>
    </div>
  );
}

function CategoryList({ rows }: { rows: FinanceReport["ledgerByCategory"] }) {
  if (rows.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium">Por categoria</h3>
      <ul aria-label="Resultado por categoria" className="divide-y rounded-lg border">
        {rows.map((row) => (
          <li key={row.categoria} className="grid grid-cols-[1fr_auto] gap-x-3 px-3 py-2 text-sm">
            <span className="min-w-0 font-medium break-words">{row.categoria}</span>
            <span
              className={cn(
                "text-right font-semibold tabular-nums",
                row.resultado.startsWith("-") ? "text-red-700" : "text-emerald-700",
              )}
            >
              {formatCurrency(row.resultado)}
            </span>
            <span className="col-span-2 text-xs text-muted-foreground tabular-nums">
              Receitas {formatCurrency(row.receitas)} · Despesas {formatCurrency(row.despesas)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
