// What a session starts at once, for the page the browser is on: the signed-in app's code, then the page's own chunk
// (without waiting for React to render the route), and the page's first reads (app/page-data.ts). Called with the
// sign-in check's answer, before React draws it (main.tsx), and again by the router for a sign-in on the landing
// page: a second call finds the code loaded and the reads in flight or just answered.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchPageData } from "./page-data";

/** The signed-in application loads only once there is a session: the landing page stays small. */
export const loadAuthenticatedApp = () => import("./authenticated-app");

export function startSignedInPage(client: QueryClient, timeZone: string) {
  const { pathname, search } = window.location;
  void loadAuthenticatedApp().then((signedInApp) => signedInApp.preloadPage(pathname));
  prefetchPageData(client, pathname, search.replace(/^\?/, ""), timeZone);
}
