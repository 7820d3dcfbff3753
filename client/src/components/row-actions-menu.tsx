import { Fragment, useState } from "react";
import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

export interface RowAction {
  label: string;
  icon: LucideIcon;
  /** What choosing the item does; or give `href` to make it a link. */
  onSelect?: () => void;
  /** A link (a chat, a mail, a download) instead of an action. */
  href?: string;
  /** Opens the link in a new tab. */
  external?: boolean;
  /** Deletes or undoes something: styled as a warning and kept at the end, after a separator. */
  destructive?: boolean;
  /** Shown but not available, e.g. 'Email' for a guest without one. */
  disabled?: boolean;
}

interface RowActionsMenuProps {
  /** The trigger's accessible name, naming the row: 'Ações para Ana Souza'. */
  label: string;
  /** In menu order; a falsy entry is left out, so a role's actions read `canDelete && { ... }`. */
  actions: ReadonlyArray<RowAction | false | null | undefined>;
  className?: string;
}

/**
 * A row's '⋯' menu. Only the trigger is rendered per row: the menu itself (a portal, its items) is mounted the
 * first time it opens, which keeps long lists light. Radix makes it keyboard-reachable: Tab to the trigger,
 * Enter/Space/ArrowDown to open, arrows to move, Escape to close.
 */
export function RowActionsMenu({ label, actions, className }: RowActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  const ordered = [...shown.filter((a) => !a.destructive), ...shown.filter((a) => a.destructive)];
  const firstDestructive = ordered.findIndex((a) => a.destructive);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };

  return (
    // Not modal: an item may open a dialog, which then owns the focus and the pointer.
    <DropdownMenu open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title="Ações" className={cn("shrink-0", className)}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {opened && (
        <DropdownMenuContent align="end" className="min-w-44">
          {ordered.map((action, index) => (
            <Fragment key={action.label}>
              {index === firstDestructive && index > 0 && <DropdownMenuSeparator />}
              <RowActionItem action={action} />
            </Fragment>
          ))}
        </DropdownMenuContent>
      )}
    </DropdownMenu>
  );
}

function RowActionItem({ action }: { action: RowAction }) {
  const { label, icon: Icon, onSelect, href, external, destructive, disabled } = action;
  const variant = destructive ? "destructive" : "default";
  if (href && !disabled) {
    return (
      <DropdownMenuItem asChild variant={variant}>
        <a href={href} {...(external && { target: "_blank", rel: "noopener noreferrer" })}>
          <Icon aria-hidden="true" />
          {label}
        </a>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem variant={variant} disabled={disabled} onSelect={onSelect}>
      <Icon aria-hidden="true" />
      {label}
    </DropdownMenuItem>
  );
}
