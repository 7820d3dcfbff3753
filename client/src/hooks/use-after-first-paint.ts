import { useEffect, useState } from "react";
import { afterNextPaint } from "./use-after-paint";

/** Longest wait for an idle moment after the paint (a page that never idles still gets what waits on it). */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `run` after the next paint, once the main thread is idle: what the first screen does not need (a menu's code,
 * say) neither competes with that screen's own code, data and drawing nor delays its paint. Browsers without
 * requestIdleCallback wait a moment after the paint instead. Returns a cancel.
 */
function afterPaintWhenIdle(run: () => void) {
  let cancelIdle = () => {};
  const cancelPaint = afterNextPaint(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(run, 250);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

/**
 * False until the component's first render is on screen and the page has gone idle: what it draws afterwards stays
 * out of the first paint and of the work right after it. A module apart from afterNextPaint, which the dashboard's
 * first load carries, so that this stays with the pages that use it.
 */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintWhenIdle(() => setPainted(true)), []);
  return painted;
}
