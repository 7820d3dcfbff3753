import { LogOut } from "lucide-react";
import { roleLabel } from "@shared/enums";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "@/api/use-auth";
import { UserAvatar } from "./user-avatar";
import { userFullName } from "./user-initials";

export function SidebarUser({ user }: { user: CurrentUser }) {
  return (
    <div className="border-t p-3">
      <div className="flex items-center gap-3 px-1 py-2">
        <UserAvatar user={user} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{userFullName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">{roleLabel(user.role)}</p>
        </div>
      </div>
      {/* A form post: the same-origin check of every write covers it, and it needs no script to finish. */}
      <form method="post" action="/api/logout">
        <Button
          type="submit"
          variant="ghost"
          className="w-full justify-start text-muted-foreground hover:text-foreground"
        >
          <LogOut aria-hidden="true" />
          Sair
        </Button>
      </form>
    </div>
  );
}
