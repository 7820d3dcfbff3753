import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { CurrentUser } from "@/api/use-auth";
import { SidebarContent } from "./sidebar-content";

interface MobileNavProps {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function MobileNav({ user, open, onOpenChange }: MobileNavProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 gap-0 p-0">
        <SheetTitle className="sr-only">Menu de navegação</SheetTitle>
        <SheetDescription className="sr-only">Escolha a área do sistema</SheetDescription>
        <SidebarContent user={user} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
