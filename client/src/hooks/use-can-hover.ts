import { useSyncExternalStore } from "react";

/** A mouse or a touchpad: the screen shows what is under the pointer. A phone or a tablet only knows taps. */
const HOVER_QUERY = "(hover: hover) and (pointer: fine)";

const hoverQuery = () => window.matchMedia(HOVER_QUERY);

function subscribe(onChange: () => void) {
  const list = hoverQuery();
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const canHoverNow = () => hoverQuery().matches;

/**
 * Whether the main pointer can hover (and click precisely): what hints say, 'Clique' or 'Toque', and whether a
 * hint about double clicks makes sense at all. Follows changes (a tablet docked to a keyboard and mouse).
 */
export function useCanHover(): boolean {
  return useSyncExternalStore(subscribe, canHoverNow);
}
