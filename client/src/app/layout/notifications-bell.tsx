import { Bell, CalendarClock, LogOut } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { useDashboardStats } from "@/features/dashboard/api/use-dashboard-stats";
import { arrivalsTomorrowText, checkoutsTodayText } from "@/features/dashboard/lib/notification-texts";

export function NotificationsBell() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notificações" className="relative">
          <Bell className="size-5" aria-hidden="true" />
          <span
            aria-hidden="true"
            className="absolute top-2 right-2.5 size-2 rounded-full bg-red-500 ring-2 ring-background"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Notificações</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <TodayNotices />
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
  return (
    <>
      <DropdownMenuItem asChild>
        <Link href="/checkin-checkout">
          <LogOut aria-hidden="true" /> {checkoutsTodayText(stats.checkoutsToday)}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link href="/reservations">
          <CalendarClock aria-hidden="true" /> {arrivalsTomorrowText(stats.arrivalsTomorrow)}
        </Link>
      </DropdownMenuItem>
    </>
  );
}
