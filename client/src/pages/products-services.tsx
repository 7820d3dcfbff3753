import { PageHeader } from "@/app/layout/page-header";
import { UnderConstruction } from "@/components/under-construction";

export default function ProductsServicesPage() {
  return (
    <>
      <PageHeader title="Produtos e Serviços" description="Catálogo de itens vendidos e serviços oferecidos aos hóspedes." />
      <UnderConstruction moduleName="Produtos e Serviços" />
    </>
  );
}
