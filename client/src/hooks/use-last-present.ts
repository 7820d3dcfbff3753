import { useState } from "react";

/** Keeps showing the last non-null value, so a closing dialog does not empty itself during its exit animation. */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
