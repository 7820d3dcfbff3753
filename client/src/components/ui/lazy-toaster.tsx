import { lazy, Suspense, useState } from "react";
import { useToast } from "@/hooks/use-toast";

// The notifications' component library (Radix Toast and its layers) loads with the first notification, not with
// the page: neither the landing page nor a screen's first paint waits for it.
const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Mount once near the root: renders the app's notifications from the first one on. */
export function LazyToaster() {
  const { toasts } = useToast();
  // Once loaded it stays mounted, so a closing notification can finish leaving.
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
