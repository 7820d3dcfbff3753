import { PageHeader } from "@/components/page-header";
import { FrontDeskWorkspace } from "@/features/front-desk/components/front-desk-workspace";

export default function CheckinCheckoutPage() {
  return (
    <>
      <PageHeader title="Check-in / Check-out" description="Entradas e saídas de hóspedes." />
      <FrontDeskWorkspace />
    </>
  );
}
