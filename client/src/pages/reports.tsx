import { PageHeader } from "@/components/page-header";
import { UnderConstruction } from "@/components/under-construction";

export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Relatórios e Analytics" description="Receita, ocupação, pagamentos e hóspedes por período." />
      <UnderConstruction moduleName="Relatórios" />
    </>
  );
}
