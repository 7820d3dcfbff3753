import { Menu } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "../use-auth";
import { pageTitleFor } from "./nav-items";
import { NotificationsBell } from "./notifications-bell";
import { UserAvatar } from "./user-avatar";
import { userFullName } from "./user-initials";

interface TopBarProps {
  user: CurrentUser;
  onOpenMenu: () => void;
}

export function TopBar({ user, onOpenMenu }: TopBarProps) {
  const [location] = useLocation();

  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-6">
      <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu" onClick={onOpenMenu}>
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <p className="min-w-0 flex-1 truncate text-lg font-semibold">{pageTitleFor(location)}</p>
      <NotificationsBell />
      <div className="flex min-w-0 items-center gap-2 pl-1">
        <span className="max-w-[6rem] truncate text-sm font-medium sm:max-w-[12rem]">{userFullName(user)}</span>
        <UserAvatar user={user} />
      </div>
    </header>
  );
}
