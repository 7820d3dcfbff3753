import type { ReactNode } from "react";
import { ResponsiveList, type ListColumn, type ListMessage } from "@/components/responsive-list";
import { Card } from "@/components/ui/card";

interface FrontDeskListCardProps<T> {
  items: T[];
  getKey: (item: T) => string;
  /** Names the list for screen readers, e.g. "Check-ins pendentes". */
  label: string;
  columns: ListColumn<T>[];
  renderCard: (item: T) => ReactNode;
  /** docs/product.md §5's empty text of the tab, e.g. 'Nenhum check-in pendente'. */
  empty: ListMessage;
  /** The table's least width (it scrolls sideways inside the card below that). */
  tableClassName?: string;
}

/** One tab's list: cards on a phone, a table on a larger screen, or the tab's empty text. */
export function FrontDeskListCard<T>(props: FrontDeskListCardProps<T>) {
  const { tableClassName = "min-w-[46rem]", ...list } = props;
  return (
    <Card className="gap-0 overflow-hidden py-0 md:py-2">
      <ResponsiveList {...list} tableClassName={tableClassName} />
    </Card>
  );
}
