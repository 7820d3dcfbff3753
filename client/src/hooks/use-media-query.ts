import { useSyncExternalStore } from "react";

/** Tailwind's `md`: from here up lists are tables and the map shows more days; below it is a phone. */
const DESKTOP_MEDIA_QUERY = "(min-width: 768px)";

const desktopQuery = () => window.matchMedia(DESKTOP_MEDIA_QUERY);

// Module-level, so every list on a page shares one stable subscription instead of re-subscribing each render.
function subscribe(onChange: () => void) {
  const list = desktopQuery();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const isDesktopNow = () => desktopQuery().matches;

/** Whether the screen is a tablet or a desktop (not a phone), following changes (rotating, resizing a window). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow);
}
