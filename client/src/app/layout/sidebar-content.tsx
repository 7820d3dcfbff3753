import type { CurrentUser } from "@/api/use-auth";
import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";
import { SidebarUser } from "./sidebar-user";

interface SidebarContentProps {
  user: CurrentUser;
  onNavigate?: () => void;
}

export function SidebarContent({ user, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b px-5">
        <Brand />
      </div>
      <SidebarNav onNavigate={onNavigate} />
      <SidebarUser user={user} />
    </div>
  );
}
