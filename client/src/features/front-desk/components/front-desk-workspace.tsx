import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import type { ActiveStay } from "../api/stay-records";
import { useFrontDeskOverview } from "../api/use-front-desk-overview";
import { ActiveStays } from "./active-stays";
import { CheckOutsDue } from "./check-outs-due";
import { FrontDeskSkeleton } from "./front-desk-skeleton";
import { FrontDeskSummary } from "./front-desk-summary";
import { FrontDeskTabTrigger } from "./front-desk-tab-trigger";
import { FnrhPendingList } from "./fnrh-state";
import { PendingCheckIns } from "./pending-check-ins";
import { StayDetailsDialog } from "./stay-details-dialog";

/** The body of the Check-in / Check-out page: the four counts, the three lists, and a stay's details. */
export function FrontDeskWorkspace() {
  const { data: overview, isLoading, error, refetch, isFetching } = useFrontDeskOverview();
  const [viewing, setViewing] = useState<ActiveStay | null>(null);

  if (isLoading) return <FrontDeskSkeleton />;
  if (error || !overview) {
    return (
      <LoadError
        what="os check-ins e check-outs"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        whileSignedOut={<FrontDeskSkeleton />}
      />
    );
  }

  return (
    <div className="space-y-6">
      <FrontDeskSummary overview={overview} />
      <Tabs defaultValue="pending" className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-11 sm:w-fit">
          <FrontDeskTabTrigger value="pending" label="Check-ins Pendentes" count={overview.pendingCheckIns.length} />
          <FrontDeskTabTrigger value="active" label="Hóspedes Ativos" count={overview.activeStays.length} />
          <FrontDeskTabTrigger value="check-outs" label="Check-outs Hoje" count={overview.checkOutsDue.length} />
        </TabsList>
        <TabsContent value="pending">
          <PendingCheckIns reservations={overview.pendingCheckIns} />
        </TabsContent>
        <TabsContent value="active">
          <ActiveStays stays={overview.activeStays} onView={setViewing} />
        </TabsContent>
        <TabsContent value="check-outs">
          <CheckOutsDue stays={overview.checkOutsDue} onView={setViewing} />
        </TabsContent>
      </Tabs>
      <FnrhPendingList />
      <StayDetailsDialog stay={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  );
}
