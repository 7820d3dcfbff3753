import { AwaitingDeposits } from "./awaiting-deposits";
import { ReleaseBlocksAfterFigures } from "./dashboard-blocks";
import { NotificationsPanel } from "./notifications-panel";
import { QuickActions } from "./quick-actions";
import { RecentTransactions } from "./recent-transactions";
import { RevenueChart } from "./revenue-chart";
import { RoomStatusGrid } from "./room-status-grid";
import { StatCards } from "./stat-cards";
import type { TodayCheckInHandlers } from "./today-checkin-actions";
import { TodayCheckIns } from "./today-checkins";

interface DashboardOverviewProps extends TodayCheckInHandlers {
  onNewReservation: () => void;
  onRegisterPayment: () => void;
}

/**
 * Every block of the dashboard, each loading and failing on its own. On a phone they stack in the order the desk
 * needs them: figures, actions, notices, rooms, today's arrivals, then the money.
 */
export function DashboardOverview({ onNewReservation, onRegisterPayment, ...checkInActions }: DashboardOverviewProps) {
  return (
    <div className="space-y-6">
      <StatCards />
      {/* The blocks' rows below are drawn once these figures are on screen (dashboard-blocks.tsx). */}
      <ReleaseBlocksAfterFigures />
      {/* The rooms and the payments get a little more width: their headings carry a button beside them. */}
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-[1fr_1fr_1.25fr]">
        <QuickActions onNewReservation={onNewReservation} onRegisterPayment={onRegisterPayment} />
        <NotificationsPanel />
        <RoomStatusGrid className="md:col-span-2 xl:col-span-1" />
      </div>
      <TodayCheckIns {...checkInActions} />
      <AwaitingDeposits />
      <div className="grid gap-6 xl:grid-cols-[1.6fr_1fr]">
        <RevenueChart />
        <RecentTransactions />
      </div>
    </div>
  );
}
