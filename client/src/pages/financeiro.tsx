import { PageHeader } from "@/app/layout/page-header";
import { UnderConstruction } from "@/components/under-construction";

export default function FinanceiroPage() {
  return (
    <>
      <PageHeader title="Módulo Financeiro" description="Lançamentos, contas bancárias e tags financeiras." />
      <UnderConstruction moduleName="Financeiro" />
    </>
  );
}
