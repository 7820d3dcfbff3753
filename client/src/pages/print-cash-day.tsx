import { useParams } from "wouter";
import { usePousada } from "@/api/use-pousada";
import { useAuth } from "@/api/use-auth";
import { PousadaLetterhead } from "@/features/printing/components/pousada-letterhead";
import { PrintPage } from "@/features/printing/components/print-page";
import { SignatureLine } from "@/features/printing/components/signature-line";
import { useCashDay } from "@/features/reports/api/use-cash-day";
import { CashDayDocument } from "@/features/reports/components/cash-day-document";
import { isIsoDate } from "@/lib/date-input";
import { formatDate } from "@/lib/format";

/** /print/caixa/:data: the day's cash closing on one page (A4 or the 80 mm roll), outside the app's shell. */
export default function PrintCashDayPage() {
  const { data = "" } = useParams<{ data: string }>();
  const day = useCashDay(isIsoDate(data) ? data : "");
  const pousada = usePousada();
  const { user } = useAuth();
  const clerk = user ? `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim() : "";
  return (
    <PrintPage
      title={`Fechamento de caixa ${isIsoDate(data) ? formatDate(data) : ""}`.trim()}
      what="o fechamento de caixa"
      loading={day.isLoading || pousada.isLoading}
      error={isIsoDate(data) ? (day.error ?? pousada.error) : new Error("Data inválida")}
      onRetry={() => {
        void day.refetch();
        void pousada.refetch();
      }}
      retrying={day.isFetching || pousada.isFetching}
      render={(format, issuedAt) =>
        day.data ? (
          <div className="space-y-2">
            <PousadaLetterhead pousada={pousada.data ?? null} format={format} />
            <CashDayDocument day={day.data} narrow={format === "80mm"} issuedAt={issuedAt} />
            <div className="grid grid-cols-2 gap-6">
              <SignatureLine name={clerk || "Responsável"} role="Responsável pelo caixa" />
              <SignatureLine name={"\u00a0"} role="Conferido por" />
            </div>
          </div>
        ) : null
      }
    />
  );
}
