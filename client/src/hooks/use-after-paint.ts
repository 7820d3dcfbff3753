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
