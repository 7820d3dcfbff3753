import { useEffect, useState } from "react";

/**
 * Runs `run` once the browser has painted what was just committed: the frame's callback comes before its paint, the
 * timer it sets after it. Returns a cancel.
 */
export function afterNextPaint(run: () => void) {
  let timer = 0;
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How long after a paint the parts of a page below a phone's first screen wait: the frame's paint task ends before
 * the screen shows it, and what is asked for meanwhile counts as part of that paint (Lighthouse's LCP counts every
 * request started before it): about 100 ms on the shared 2-core machine, measured (docs/decisions/0072).
 */
const PAINT_SETTLES_MS = 250;

/** Runs `run` PAINT_SETTLES_MS after the paint of what was just committed. Returns a cancel. */
export function afterPaintSettles(run: () => void) {
  let timer = 0;
  const cancel = afterNextPaint(() => (timer = window.setTimeout(run, PAINT_SETTLES_MS)));
  return () => {
    cancel();
    clearTimeout(timer);
  };
}

/** False until the component's first render has been on screen a moment: what it draws afterwards stays out of it. */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintSettles(() => setPainted(true)), []);
  return painted;
}
