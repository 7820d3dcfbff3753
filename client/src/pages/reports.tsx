import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/api/use-auth";
import { ReportsWorkspace } from "@/features/reports/components/reports-workspace";

export default function ReportsPage() {
  const { user } = useAuth();
  // Staff read the reports and close the day's cash; reopening a closed day is the owner's (the server refuses others).
  return (
    <>
      <PageHeader title="Relatórios e Analytics" description="Receita, ocupação, pagamentos e hóspedes por período." />
      <ReportsWorkspace isOwner={user?.role === "owner"} />
    </>
  );
}
