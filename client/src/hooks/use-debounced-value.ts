import { useEffect, useState } from "react";

/**
 * How long typing must pause before a search box asks the server: one request per pause, not per keystroke, and short
 * enough that the result is on screen within 300 ms of the last key, with the server answering in tens of ms.
 */
const SEARCH_DEBOUNCE_MS = 200;

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
