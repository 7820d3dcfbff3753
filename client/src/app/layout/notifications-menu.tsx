import type { ReactNode } from "react";
import { CalendarClock, CalendarX2, HandCoins, LogOut, TriangleAlert } from "lucide-react";
import { Link } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { dueSoon, dueSoonText, useAwaitingDeposits } from "@/features/dashboard/api/use-awaiting-deposits";
import { useDashboardStats } from "@/features/dashboard/api/use-dashboard-stats";
import {
  arrivalsTomorrowHref,
  arrivalsTomorrowText,
  checkoutsTodayHref,
  checkoutsTodayText,
} from "@/features/dashboard/lib/notification-texts";
import { todayAtPousada } from "@/lib/calendar-date";
import { useAuth } from "@/api/use-auth";
import {
  CHANNELS_HREF,
  conflictsText,
  failingFeedsText,
  useChannelsAttention,
} from "@/features/channels/api/use-channels-attention";

/** The bell's menu, mounted already open by the click that loaded it (notifications-bell.tsx). */
export default function NotificationsMenu({ trigger }: { trigger: ReactNode }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Notificações</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <TodayNotices />
        <DepositsDueSoon />
        <ChannelNotices />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The dashboard's notices of the day; mounted only while the menu is open, so closed it asks for nothing. */
function TodayNotices() {
  const { data: stats, isLoading, isError } = useDashboardStats();
  if (isLoading) return <Skeleton className="m-2 h-16" aria-label="Carregando notificações" />;
  if (isError || !stats) {
    return <p className="px-2 py-3 text-sm text-muted-foreground">Não foi possível carregar os avisos do dia.</p>;
  }
  const today = todayAtPousada();
  return (
    <>
      <DropdownMenuItem asChild>
        <Link href={checkoutsTodayHref(today)}>
          <LogOut aria-hidden="true" /> {checkoutsTodayText(stats.checkoutsToday)}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link href={arrivalsTomorrowHref(today)}>
          <CalendarClock aria-hidden="true" /> {arrivalsTomorrowText(stats.arrivalsTomorrow)}
        </Link>
      </DropdownMenuItem>
    </>
  );
}

/** Deposits due within six hours (or overdue, not yet released): a line only when there are some. */
function DepositsDueSoon() {
  const { data } = useAwaitingDeposits();
  const soon = data ? dueSoon(data.rows).length : 0;
  if (soon === 0) return null;
  return (
    <DropdownMenuItem asChild>
      <Link href="/">
        <HandCoins aria-hidden="true" /> {dueSoonText(soon)}
      </Link>
    </DropdownMenuItem>
  );
}

/** The owner's channel troubles: open conflicts and feeds whose last run failed (or was suspect). */
function ChannelNotices() {
  const isOwner = useAuth().user?.role === "owner";
  const { data } = useChannelsAttention(isOwner);
  if (!data) return null;
  return (
    <>
      {data.openConflicts > 0 && (
        <DropdownMenuItem asChild>
          <Link href={CHANNELS_HREF}>
            <CalendarX2 aria-hidden="true" /> {conflictsText(data.openConflicts)}
          </Link>
        </DropdownMenuItem>
      )}
      {data.failingFeeds > 0 && (
        <DropdownMenuItem asChild>
          <Link href={CHANNELS_HREF}>
            <TriangleAlert aria-hidden="true" /> {failingFeedsText(data.failingFeeds)}
          </Link>
        </DropdownMenuItem>
      )}
    </>
  );
}
