import { PageHeader } from "@/app/layout/page-header";
import { UnderConstruction } from "@/components/under-construction";

export default function ReservationsPage() {
  return (
    <>
      <PageHeader title="Gestão de Reservas" description="Reservas, datas e status de cada hospedagem." />
      <UnderConstruction moduleName="Reservas" />
    </>
  );
}
