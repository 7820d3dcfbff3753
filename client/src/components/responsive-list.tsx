import { useState, type MouseEvent, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { ListPager, type ListPaging } from "@/components/list-pager";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsDesktop } from "@/hooks/use-media-query";
import { isSessionExpired } from "@/lib/session-expiry";
import { cn } from "@/lib/utils";
import type { ListWindow, VirtualList } from "./use-list-window";

export interface ListColumn<T> {
  /** Unique in the list (the cells' React key). */
  id: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** Classes of the header and the cells alike: alignment ("text-right"), width. */
  className?: string;
  /** Classes of the cells only: "font-medium", wrapping... */
  cellClassName?: string;
}

/** What an empty list says: the screen's text as the title ('Nenhum hóspede cadastrado'), and what to do about it. */
export interface ListMessage {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}

export interface ListLoadError {
  /** What failed to load, e.g. "os quartos". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export interface ResponsiveListProps<T> {
  /** The rows to show, already searched, filtered or paged; undefined until they are read. */
  items: readonly T[] | undefined;
  getKey: (item: T) => string;
  /** Names the list (the cards' <ul>, the table) for screen readers, e.g. "Hóspedes". */
  label: string;
  /** The desktop table, one entry per column. */
  columns: readonly ListColumn<T>[];
  /** One row as a phone's card (the <li> around it is the list's). */
  renderCard: (item: T) => ReactNode;
  isLoading?: boolean;
  /** How many placeholder rows show while loading. */
  skeletonRows?: number;
  /** A placeholder of the list's own instead (e.g. sized like its empty state, so nothing moves when it loads). */
  skeleton?: ReactNode;
  /** The read failed: a retry in place of the rows (a lost session keeps the placeholder until the redirect). */
  loadError?: ListLoadError | null;
  empty: ListMessage;
  /** Classes of the empty and no-match states, e.g. less padding in a small panel. */
  emptyClassName?: string;
  /** A search or filter narrows `items`: when it leaves none, `noMatch` shows instead of `empty`. */
  filtered?: boolean;
  noMatch?: ListMessage;
  /** Double-clicking a row (not one of its controls) opens it, e.g. for editing. */
  onRowDoubleClick?: (item: T) => void;
  /** The row's tooltip, e.g. 'Dê um duplo clique para editar'. */
  rowTitle?: string;
  /** e.g. a min-width, so a wide table scrolls inside its card instead of squeezing. */
  tableClassName?: string;
  listClassName?: string;
  cardClassName?: string;
  /** Under the rows: something of the list's own (a note, a link). */
  footer?: ReactNode;
  /**
   * A long list: only the rows on and near the screen are mounted (the page keeps its full height and scroll bar).
   * Made by virtualList (./use-list-window) with a table row's and a card's usual height in px; each row's real
   * height replaces its estimate once mounted.
   */
  virtual?: VirtualList;
  /** The list is read a page at a time: its footer asks for the next page as the end comes near. */
  paging?: ListPaging;
  /** What the rows are, for the footer's messages: 'Carregando mais hóspedes...'. */
  pagingLabel?: string;
  /** The rows shown are about to be replaced (a new search loading): dimmed and marked busy. */
  stale?: boolean;
}

// A double click on a row's own control (status dropdown, menu, link, chip) belongs to that control.
const CONTROLS = "button, a, input, select, textarea, [role='combobox'], [role='menu'], [role='listbox']";

/**
 * A list of records shown as cards on a phone and as a table from tablet width up. Only the layout in use is
 * mounted. Rows are described once, as columns (desktop) and a card (phone), both pure functions of one item,
 * so a paged or virtualised body can render them a window at a time without the features changing.
 */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  const { items, isLoading, loadError, empty, filtered = false, noMatch, footer, paging, stale = false } = props;
  const isDesktop = useIsDesktop();

  if (isLoading || (loadError && isSessionExpired(loadError.error))) {
    return props.skeleton ?? <ListSkeleton label={props.label} rows={props.skeletonRows ?? 4} isDesktop={isDesktop} />;
  }
  if (loadError?.error) {
    return (
      <div className="px-4 py-2 sm:px-6">
        <LoadError {...loadError} />
      </div>
    );
  }
  if (!items || items.length === 0) {
    const message = filtered && noMatch ? noMatch : empty;
    return (
      <EmptyState
        icon={message.icon}
        title={message.title}
        description={message.description}
        action={message.action}
        className={props.emptyClassName}
        role="status"
      />
    );
  }
  return (
    <>
      <div aria-busy={stale || undefined} className={cn("transition-opacity", stale && "opacity-60")}>
        {/* Windowed or not, each is its own component (keyed): their hooks differ. */}
        {isDesktop ? (
          <ListTable key={props.virtual ? "windowed" : "whole"} {...props} items={items} />
        ) : (
          <ListCards key={props.virtual ? "windowed" : "whole"} {...props} items={items} />
        )}
      </div>
      {paging && <ListPager paging={paging} what={props.pagingLabel ?? props.label.toLowerCase()} />}
      {footer}
    </>
  );
}

/** Without `virtual`: every row mounted. */
const useEveryRow = (_container: unknown, count: number): ListWindow => ({
  indexes: Array.from({ length: count }, (_, index) => index),
  before: 0,
  after: 0,
});

/** The space of the rows that are not mounted, above or below the mounted ones. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}

function ListTable<T>({
  items,
  getKey,
  label,
  columns,
  onRowDoubleClick,
  rowTitle,
  tableClassName,
  virtual,
}: ResponsiveListProps<T> & { items: readonly T[] }) {
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  const useRows = virtual?.useWindow ?? useEveryRow;
  const rows = useRows(table, items.length, virtual?.rowHeight ?? 0);
  const handleDoubleClick = (event: MouseEvent<HTMLTableRowElement>, item: T) => {
    if ((event.target as HTMLElement).closest(CONTROLS)) return;
    onRowDoubleClick?.(item);
  };
  return (
    <Table
      ref={setTable}
      aria-label={label}
      className={cn("[&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6", tableClassName)}
    >
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.id} className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <Spacer height={rows.before} columns={columns.length} />
        {rows.indexes.map((index) => {
          const item = items[index];
          return (
            <TableRow
              key={getKey(item)}
              ref={rows.measure}
              data-index={index}
              onDoubleClick={onRowDoubleClick && ((event) => handleDoubleClick(event, item))}
              title={rowTitle}
              className={cn(onRowDoubleClick && "cursor-default")}
            >
              {columns.map((column) => (
                <TableCell key={column.id} className={cn(column.className, column.cellClassName)}>
                  {column.cell(item)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
        <Spacer height={rows.after} columns={columns.length} />
      </TableBody>
    </Table>
  );
}

function ListCards<T>({
  items,
  getKey,
  label,
  renderCard,
  listClassName,
  cardClassName,
  virtual,
}: ResponsiveListProps<T> & { items: readonly T[] }) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const useCards = virtual?.useWindow ?? useEveryRow;
  const cards = useCards(list, items.length, virtual?.cardHeight ?? 0);
  return (
    <ul
      ref={setList}
      aria-label={label}
      className={cn("divide-y", listClassName)}
      style={cards.measure && { paddingTop: cards.before, paddingBottom: cards.after }}
    >
      {cards.indexes.map((index) => {
        const item = items[index];
        return (
          <li
            key={getKey(item)}
            ref={cards.measure}
            data-index={index}
            className={cn("space-y-3 px-4 py-4", cardClassName)}
          >
            {renderCard(item)}
          </li>
        );
      })}
    </ul>
  );
}

function ListSkeleton({ label, rows, isDesktop }: { label: string; rows: number; isDesktop: boolean }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={`Carregando ${label.toLowerCase()}`}
      className={cn("space-y-2", isDesktop ? "px-6 py-2" : "space-y-3 px-4 py-4")}
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={cn("w-full", isDesktop ? "h-10" : "h-20")} />
      ))}
    </div>
  );
}
