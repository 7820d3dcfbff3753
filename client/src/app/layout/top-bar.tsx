import { Menu } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "@/api/use-auth";
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
      {/* Never cut: on a phone a long title ("Produtos/Serviços") takes a second line rather than an ellipsis. */}
      <p className="line-clamp-2 min-w-0 flex-1 text-lg leading-tight font-semibold break-words">
        {pageTitleFor(location)}
      </p>
      <NotificationsBell />
      <div className="flex min-w-0 items-center gap-2 pl-1">
        {/* On a phone the avatar stands for the user (the drawer names them): the title gets the room. */}
        <span className="sr-only truncate text-sm font-medium sm:not-sr-only sm:max-w-[12rem]">
          {userFullName(user)}
        </span>
        <UserAvatar user={user} />
      </div>
    </header>
  );
}
