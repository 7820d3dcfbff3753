import { useLayoutEffect, useState } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";

export interface ListWindow {
  /** The indexes of the rows to mount, in order. */
  indexes: number[];
  /** Empty space standing for the rows above and below the mounted ones, in px. */
  before: number;
  after: number;
  /** On each mounted row, with `data-index`: its real height replaces the estimate. */
  measure?: (element: Element | null) => void;
}

/** Which rows of a list to mount, given the element holding them, the number of rows and a row's usual height. */
type UseListWindow = (container: HTMLElement | null, count: number, estimate: number) => ListWindow;

/** ResponsiveList's `virtual`: a row's and a card's usual height in px, and the hook that windows them. */
export interface VirtualList {
  rowHeight: number;
  cardHeight: number;
  useWindow: UseListWindow;
}

/**
 * A long list's `virtual` for ResponsiveList. The windowing (@tanstack/react-virtual) is handed in from here, so it
 * is loaded by the pages with long lists, not by every screen that shows a short one (the dashboard's first load).
 */
export const virtualList = (heights: { rowHeight: number; cardHeight: number }): VirtualList => ({
  ...heights,
  useWindow: useListWindow,
});

/**
 * Which rows of a long list to mount: those on the screen and a few either side, with the space of the others kept
 * so the page scrolls (the window's own scroll bar) as if every row were there. `container` holds the rows (the
 * table, the cards' list).
 */
function useListWindow(container: HTMLElement | null, count: number, estimate: number): ListWindow {
  // Where the list starts on the page: what is above it (counts, search) moves it as it loads, which changes the
  // page's height too.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (!container) return;
    const update = () => setScrollMargin(Math.round(container.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [container]);

  const virtualizer = useWindowVirtualizer<Element>({
    count,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin,
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(virtualizer.getTotalSize() - (last.end - scrollMargin), 0) : 0,
    measure: virtualizer.measureElement,
  };
}
