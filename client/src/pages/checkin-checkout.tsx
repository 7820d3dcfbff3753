import { PageHeader } from "@/app/layout/page-header";
import { UnderConstruction } from "@/components/under-construction";

export default function CheckinCheckoutPage() {
  return (
    <>
      <PageHeader title="Check-in / Check-out" description="Entradas e saídas de hóspedes." />
      <UnderConstruction moduleName="Check-in / Check-out" />
    </>
  );
}
