import { useParams } from "wouter";
import { useFolio } from "@/api/use-folio";
import { usePousada } from "@/api/use-pousada";
import { PrintPage } from "@/features/printing/components/print-page";
import { FolioDocument } from "@/features/printing/components/folio-document";

/** /print/folio/:reservationId: the guest's bill ('Imprimir extrato'), A4 or 80 mm, outside the app's shell. */
export default function PrintFolioPage() {
  const { reservationId = "" } = useParams<{ reservationId: string }>();
  const folio = useFolio(reservationId);
  const pousada = usePousada();
  return (
    <PrintPage
      title="Extrato da hospedagem"
      what="o extrato"
      loading={folio.isLoading || pousada.isLoading}
      error={folio.error ?? pousada.error}
      onRetry={() => {
        void folio.refetch();
        void pousada.refetch();
      }}
      retrying={folio.isFetching || pousada.isFetching}
      render={(format, issuedAt) =>
        folio.data ? (
          <FolioDocument folio={folio.data} pousada={pousada.data ?? null} format={format} issuedAt={issuedAt} />
        ) : null
      }
    />
  );
}
