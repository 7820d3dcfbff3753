import { CalendarClock, ChevronRight, LogOut, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { todayAtPousada } from "@/lib/calendar-date";
import { useDashboardStats } from "../api/use-dashboard-stats";
import {
  arrivalsTomorrowHref,
  arrivalsTomorrowText,
  checkoutsTodayHref,
  checkoutsTodayText,
} from "../lib/notification-texts";
import { BlockError } from "./block-error";
import { DashboardPanel } from "./dashboard-panel";

interface Notice {
  text: string;
  href: string;
  icon: LucideIcon;
  iconClass: string;
}

/** The two lines' shape (an icon in a bordered row), so the panel keeps its height when they arrive. */
const LOADING = (
  <ul className="space-y-2" aria-busy="true" aria-label="Carregando notificações">
    {Array.from({ length: 2 }, (_, index) => (
      <li key={index} className="flex items-center gap-3 rounded-lg border p-3">
        <Skeleton className="size-8 shrink-0 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </li>
    ))}
  </ul>
);

/** 'Notificações': who leaves today and who arrives tomorrow, each a way into the screen that handles it. */
export function NotificationsPanel() {
  const { data: stats, isLoading, error, refetch, isFetching } = useDashboardStats();

  const today = todayAtPousada();
  const notices: Notice[] = stats
    ? [
        {
          text: checkoutsTodayText(stats.checkoutsToday),
          href: checkoutsTodayHref(today),
          icon: LogOut,
          iconClass: "bg-amber-100 text-amber-800",
        },
        {
          text: arrivalsTomorrowText(stats.arrivalsTomorrow),
          href: arrivalsTomorrowHref(today),
          icon: CalendarClock,
          iconClass: "bg-blue-100 text-blue-700",
        },
      ]
    : [];

  return (
    <DashboardPanel title="Notificações">
      {isLoading ? (
        LOADING
      ) : error || !stats ? (
        <BlockError
          what="as notificações"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          whileSignedOut={LOADING}
        />
      ) : (
        <ul className="space-y-2">
          {notices.map(({ text, href, icon: Icon, iconClass }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className={`flex size-8 shrink-0 items-center justify-center rounded-full ${iconClass}`}>
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">{text}</span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
