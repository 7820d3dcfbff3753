import { useParams } from "wouter";
import { usePousada } from "@/api/use-pousada";
import { useRooms } from "@/api/use-rooms";
import { useGuestDataExport } from "@/features/printing/api/use-guest-data-export";
import { GuestDataDocument } from "@/features/printing/components/guest-data-document";
import { PrintPage } from "@/features/printing/components/print-page";

/** /print/hospede/:guestId: everything held about a guest ('Exportar dados'), on A4, outside the app's shell. */
export default function PrintGuestDataPage() {
  const { guestId = "" } = useParams<{ guestId: string }>();
  const data = useGuestDataExport(guestId);
  const pousada = usePousada();
  const rooms = useRooms();
  return (
    <PrintPage
      title="Dados do hóspede"
      what="os dados do hóspede"
      formats={["a4"]}
      loading={data.isLoading || pousada.isLoading || rooms.isLoading}
      error={data.error ?? pousada.error}
      onRetry={() => {
        void data.refetch();
        void pousada.refetch();
      }}
      retrying={data.isFetching || pousada.isFetching}
      render={(_format, issuedAt) =>
        data.data ? (
          <GuestDataDocument
            data={data.data}
            pousada={pousada.data ?? null}
            roomNumbers={new Map((rooms.data ?? []).map((room) => [room.id, room.number]))}
            issuedAt={issuedAt}
          />
        ) : null
      }
    />
  );
}
