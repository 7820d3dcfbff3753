// The signed-in pages' code, each its own chunk (a clerk's first load carries only the shell and the screen in use).
// Named apart from the routes so the signed-in app, as soon as it loads, starts the code of the page it lands on
// (app/router.tsx) before React renders the route. The paths are shared/signed-in-pages.ts's: the server preloads the
// same chunks for a browser with a session.
import type { SignedInPagePath } from "@shared/signed-in-pages";

export const PAGE_MODULES = {
  "/rooms": () => import("@/pages/rooms"),
  "/guests": () => import("@/pages/guests"),
  "/reservations": () => import("@/pages/reservations"),
  "/checkin-checkout": () => import("@/pages/checkin-checkout"),
  "/financeiro": () => import("@/pages/financeiro"),
  "/products-services": () => import("@/pages/products-services"),
  "/reports": () => import("@/pages/reports"),
  "/settings": () => import("@/pages/settings"),
  "/payments": () => import("@/pages/payments"),
} as const satisfies Record<SignedInPagePath, () => Promise<unknown>>;

/** Starts loading the code of the page at `path`, if it has a chunk of its own. */
export function preloadPage(path: string) {
  // Only a head start: a failure is the route's own lazy load's to report (the error page, lib/stale-build.ts).
  if (path in PAGE_MODULES) PAGE_MODULES[path as keyof typeof PAGE_MODULES]().catch(() => undefined);
}
