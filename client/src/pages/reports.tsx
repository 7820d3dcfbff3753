import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { useAuth } from "@/api/use-auth";
import { ReportsWorkspace } from "@/features/reports/components/reports-workspace";

export default function ReportsPage() {
  const { user } = useAuth();
  // Staff read the reports and close the day's cash; reopening a closed day is the owner's (the server refuses others).
  return (
    <>
      <PageHeader {...PAGE_HEADINGS["/reports"]} />
      <ReportsWorkspace isOwner={user?.role === "owner"} />
    </>
  );
}
