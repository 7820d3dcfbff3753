import { useLayoutEffect, useState, type RefObject } from "react";
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

const everyRow = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * Which rows of a long list to mount: those on the screen and a few either side, with the space of the others kept
 * so the page scrolls (the window's own scroll bar) as if every row were there. `container` holds the rows (the
 * table, the cards' list). Without an estimate of a row's height, every row is mounted.
 */
export function useListWindow(container: RefObject<HTMLElement | null>, count: number, estimate?: number): ListWindow {
  const enabled = estimate !== undefined;
  // Where the list starts on the page: what is above it (counts, search) moves it as it loads, which changes the
  // page's height too.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = container.current;
    if (!enabled || !element) return;
    const update = () => setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [enabled, container]);

  const virtualizer = useWindowVirtualizer<Element>({
    count: enabled ? count : 0,
    estimateSize: () => estimate ?? 0,
    overscan: 8,
    scrollMargin,
    enabled,
  });
  if (!enabled) return { indexes: everyRow(count), before: 0, after: 0 };

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
