import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/api/use-auth";
import { FinanceWorkspace } from "@/features/finance/components/finance-workspace";

export default function FinanceiroPage() {
  const { user } = useAuth();
  // Staff record entries and tags; accounts and reversals are the owner's (the server refuses anyone else).
  return (
    <>
      <PageHeader title="Módulo Financeiro" description="Lançamentos, contas bancárias e tags financeiras." />
      <FinanceWorkspace isOwner={user?.role === "owner"} />
    </>
  );
}
