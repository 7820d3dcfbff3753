import { lazy, Suspense } from "react";
import { Banknote, BedDouble, CreditCard, Users, Wallet } from "lucide-react";
import type { ReportPeriod } from "@shared/report-periods";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSearchParamsUpdate } from "@/hooks/use-search-param";
import { todayAtPousada } from "@/lib/calendar-date";
import { useReport } from "../api/use-report";
import {
  comparedWith,
  CUSTOM,
  DEFAULT_PRESET,
  periodLabel,
  resolvePeriod,
  type PeriodChoice,
} from "../lib/report-period";
import { ExportMenu } from "./export-menu";
import { FinanceTab } from "./finance-tab";
import { PeriodPicker } from "./period-picker";
import { SummaryCards } from "./summary-cards";

// 'Fechamento de Caixa' (its forms, their validators and pickers: more code than the other four tabs together) loads
// when the tab is opened, not with the page: a phone parses less before the reports are usable (docs/decisions/0064).
const CashTab = lazy(() => import("./cash-tab").then((m) => ({ default: m.CashTab })));
// So do the other tabs but the first ('Financeiro', the one the page opens on): their lists and pickers are not part
// of the page's first paint (docs/decisions/0066).
const OccupancyTab = lazy(() => import("./occupancy-tab").then((m) => ({ default: m.OccupancyTab })));
const PaymentsTab = lazy(() => import("./payments-tab").then((m) => ({ default: m.PaymentsTab })));
const GuestsTab = lazy(() => import("./guests-tab").then((m) => ({ default: m.GuestsTab })));

/** A tab's place while its code loads ("Carregando ..."). */
const tabLoading = (label: string) => <Skeleton className="h-72 w-full" aria-busy="true" aria-label={label} />;

const TABS = [
  { value: "financeiro", label: "Financeiro", icon: Wallet },
  { value: "ocupacao", label: "Ocupação", icon: BedDouble },
  { value: "pagamentos", label: "Pagamentos", icon: CreditCard },
  { value: "hospedes", label: "Hóspedes", icon: Users },
  { value: "caixa", label: "Fechamento de Caixa", icon: Banknote },
] as const;
type ReportTab = (typeof TABS)[number]["value"];
const isReportTab = (value: string): value is ReportTab => TABS.some((tab) => tab.value === value);

/**
 * Relatórios: the period (?periodo=, or ?periodo=personalizado&de=&ate=), its figures beside the previous period's,
 * the tabs (?tab=, each read only when opened) and 'Exportar'. Every figure comes from the server.
 */
export function ReportsWorkspace({ isOwner }: { isOwner: boolean }) {
  const [params, update] = useSearchParamsUpdate();
  const resolved = resolvePeriod(
    { periodo: params.get("periodo") ?? "", de: params.get("de") ?? "", ate: params.get("ate") ?? "" },
    todayAtPousada(),
  );
  const { period, choice } = resolved;
  const tabParam = params.get("tab") ?? "";
  const tab: ReportTab = isReportTab(tabParam) ? tabParam : "financeiro";

  const choosePreset = (next: PeriodChoice) =>
    update({ periodo: next === DEFAULT_PRESET ? "" : next, de: "", ate: "" });
  const chooseRange = (range: ReportPeriod) => update({ periodo: CUSTOM, de: range.from, ate: range.to });

  const summary = useReport("summary", period);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <PeriodPicker
          choice={choice}
          period={period}
          onPreset={choosePreset}
          onCustom={chooseRange}
          urlError={resolved.customError}
        />
        <ExportMenu period={period} />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="report-period">
        <span className="font-medium text-foreground">{capitalize(periodLabel(period))}</span>, comparado com{" "}
        {comparedWith(period)}
      </p>
      {summary.error && !summary.data ? (
        <LoadError
          what="o resumo do período"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <div className={summary.isPlaceholderData ? "opacity-50 transition-opacity" : "transition-opacity"}>
          <SummaryCards summary={summary.data} />
        </div>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === "financeiro" ? "" : value })}
        className="gap-4"
      >
        {/* Five tabs wrap onto two rows on a phone rather than hide the last one off screen. */}
        <TabsList className="h-auto w-full flex-wrap sm:w-fit">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="h-9">
              <Icon className="hidden sm:block" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="financeiro">
          <FinanceTab period={period} />
        </TabsContent>
        <TabsContent value="ocupacao">
          <Suspense fallback={tabLoading("Carregando a aba Ocupação")}>
            <OccupancyTab period={period} />
          </Suspense>
        </TabsContent>
        <TabsContent value="pagamentos">
          <Suspense fallback={tabLoading("Carregando a aba Pagamentos")}>
            <PaymentsTab period={period} />
          </Suspense>
        </TabsContent>
        <TabsContent value="hospedes">
          <Suspense fallback={tabLoading("Carregando a aba Hóspedes")}>
            <GuestsTab period={period} />
          </Suspense>
        </TabsContent>
        <TabsContent value="caixa">
          <Suspense fallback={tabLoading("Carregando fechamento de caixa")}>
            <CashTab isOwner={isOwner} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
