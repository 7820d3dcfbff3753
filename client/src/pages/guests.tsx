import { PageHeader } from "@/app/layout/page-header";
import { UnderConstruction } from "@/components/under-construction";

export default function GuestsPage() {
  return (
    <>
      <PageHeader title="Gestão de Hóspedes" description="Cadastro e histórico dos hóspedes da pousada." />
      <UnderConstruction moduleName="Hóspedes" />
    </>
  );
}
