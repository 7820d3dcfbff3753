import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

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
        {/* The notification feed (check-outs today, reservations tomorrow) arrives with the dashboard module. */}
        <p className="px-2 py-3 text-sm text-muted-foreground">Os avisos do dia estarão disponíveis em breve.</p>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
