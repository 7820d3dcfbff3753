import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import type { CurrentUser } from "@/api/use-auth";
import { userFullName, userInitials } from "./user-initials";

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <Avatar className={cn("size-9", className)}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={userFullName(user)} />}
      <AvatarFallback className="bg-primary/10 font-semibold text-primary">{userInitials(user)}</AvatarFallback>
    </Avatar>
  );
}
