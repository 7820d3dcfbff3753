import { processingRecord } from "@shared/lgpd-record";
import { usePousada } from "@/api/use-pousada";
import { ProcessingRecordTable } from "@/components/processing-record-table";
import { PousadaLetterhead } from "@/features/printing/components/pousada-letterhead";
import { PrintPage } from "@/features/printing/components/print-page";
import { usePrivacySettings } from "@/features/settings/api/use-privacy-settings";
import { formatDateTime } from "@/lib/format";

/** /print/privacidade: the record of processing (Configurações > Privacidade) on A4, with the pousada's periods. */
export default function PrintProcessingRecordPage() {
  const settings = usePrivacySettings();
  const pousada = usePousada();
  return (
    <PrintPage
      title="Registro das operações de tratamento"
      what="o registro"
      formats={["a4"]}
      loading={settings.isLoading || pousada.isLoading}
      error={settings.error ?? pousada.error}
      onRetry={() => {
        void settings.refetch();
        void pousada.refetch();
      }}
      retrying={settings.isFetching || pousada.isFetching}
      render={(_format, issuedAt) =>
        settings.data ? (
          <article className="space-y-4" aria-label="Registro das operações de tratamento">
            <PousadaLetterhead pousada={pousada.data ?? null} format="a4" />
            <div>
              <h1 className="text-lg font-bold tracking-wide">REGISTRO DAS OPERAÇÕES DE TRATAMENTO</h1>
              <p className="text-xs text-neutral-600">
                Dados pessoais dos hóspedes (LGPD, art. 37). Emitido em {formatDateTime(issuedAt)}.
              </p>
            </div>
            <ProcessingRecordTable rows={processingRecord(settings.data)} printed />
          </article>
        ) : null
      }
    />
  );
}
