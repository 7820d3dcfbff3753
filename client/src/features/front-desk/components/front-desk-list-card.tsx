import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";

interface FrontDeskListCardProps {
  isEmpty: boolean;
  emptyIcon: LucideIcon;
  /** SPEC section 2's empty text of the tab. */
  emptyTitle: string;
  emptyDescription: string;
  /** The rows as cards, for a phone. */
  phone: ReactNode;
  /** The rows as a table, from tablet width up. */
  desktop: ReactNode;
}

/** One tab's list: cards on a phone, a table on a larger screen, or the tab's empty text. */
export function FrontDeskListCard(props: FrontDeskListCardProps) {
  const { isEmpty, emptyIcon, emptyTitle, emptyDescription, phone, desktop } = props;
  return (
    <Card className="gap-0 overflow-hidden py-0">
      {isEmpty ? (
        <EmptyState icon={emptyIcon} title={emptyTitle} description={emptyDescription} role="status" />
      ) : (
        <>
          <div className="md:hidden">{phone}</div>
          <div className="hidden py-2 md:block">{desktop}</div>
        </>
      )}
    </Card>
  );
}
