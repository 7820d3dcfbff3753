import { Printer, Wallet } from "lucide-react";
import { DateField } from "@/components/date-field";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useSearchParam } from "@/hooks/use-search-param";
import { todayAtPousada } from "@/lib/calendar-date";
import { isIsoDate } from "@/lib/date-input";
import { useCashDay } from "../api/use-cash-day";
import { CashAccountCard } from "./cash-account-card";
import { DayReceipts } from "./day-receipts";

const LOADING = (
  <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Carregando caixa">
    <Skeleton className="h-96 w-full" />
  </div>
);

/**
 * 'Fechamento de caixa': a day (today unless ?dia= names another), each active 'caixa' account's expected balance
 * from the ledger, the cash counted and the closing; the owner reopens a closed day.
 */
export function CashTab({ isOwner }: { isOwner: boolean }) {
  const today = todayAtPousada();
  const [dayParam, setDayParam] = useSearchParam("dia");
  const day = isIsoDate(dayParam) && dayParam <= today ? dayParam : today;
  const query = useCashDay(day);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-44 gap-1.5">
          <Label htmlFor="caixa-dia">Dia do caixa</Label>
          <DateField
            id="caixa-dia"
            value={day}
            max={today}
            onChange={(value) => {
              if (isIsoDate(value) && value <= today) setDayParam(value === today ? "" : value);
            }}
            calendarLabel="Abrir calendário do dia do caixa"
          />
        </div>
        <Button variant="outline" asChild>
          <a href={`/print/caixa/${day}`} target="_blank" rel="noopener">
            <Printer aria-hidden="true" /> Imprimir fechamento
          </a>
        </Button>
      </div>
      {query.isLoading ? (
        LOADING
      ) : query.error || !query.data ? (
        <LoadError
          what="o caixa do dia"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          whileSignedOut={LOADING}
        />
      ) : query.data.contas.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title="Nenhuma conta do tipo caixa ativa"
          description="O proprietário cadastra o caixa da recepção em Financeiro, na aba Contas Bancárias (tipo Caixa)."
          role="status"
        />
      ) : (
        <div className="space-y-4">
          <div className="grid items-start gap-4 md:grid-cols-2">
            {query.data.contas.map((account) => (
              <CashAccountCard key={account.conta.id} data={query.data.data} account={account} isOwner={isOwner} />
            ))}
          </div>
          <DayReceipts day={query.data} />
        </div>
      )}
    </div>
  );
}
