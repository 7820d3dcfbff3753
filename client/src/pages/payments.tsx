import { PageHeader } from "@/app/layout/page-header";
import { UnderConstruction } from "@/components/under-construction";

// The dashboard's 'Registrar Pagamento' and 'Ver Todas' lead here; the payments module itself comes later.
export default function PaymentsPage() {
  return (
    <>
      <PageHeader title="Pagamentos" description="Pagamentos das reservas." />
      <UnderConstruction moduleName="Pagamentos" />
    </>
  );
}
