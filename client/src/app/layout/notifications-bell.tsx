import { lazy, Suspense, useState } from "react";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";

// The menu (Radix's dropdown: positioning, focus, typeahead) loads with the first click on the bell, not with every
// screen's first load.
const NotificationsMenu = lazy(() => import("./notifications-menu"));

export function NotificationsBell() {
  const [wanted, setWanted] = useState(false);
  const bell = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Notificações"
      // Until the menu's code has loaded, the button says what it opens as the menu's trigger will.
      aria-haspopup="menu"
      aria-expanded={wanted ? undefined : false}
      className="relative"
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      <Bell className="size-5" aria-hidden="true" />
      <span
        aria-hidden="true"
        className="absolute top-2 right-2.5 size-2 rounded-full bg-red-500 ring-2 ring-background"
      />
    </Button>
  );
  if (!wanted) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationsMenu trigger={bell} />
    </Suspense>
  );
}
