import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { useAuth } from "@/api/use-auth";
import { FinanceWorkspace } from "@/features/finance/components/finance-workspace";

export default function FinanceiroPage() {
  const { user } = useAuth();
  // Staff record entries and tags; accounts and reversals are the owner's (the server refuses anyone else).
  return (
    <>
      <PageHeader {...PAGE_HEADINGS["/financeiro"]} />
      <FinanceWorkspace isOwner={user?.role === "owner"} />
    </>
  );
}
