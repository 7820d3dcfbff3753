// The signed-in pages whose code is a chunk of its own, by path. The client loads each lazily
// (client/src/app/page-modules.ts, bound to this list by its type); the server, serving index.html to a browser that
// carries a session cookie, names the signed-in app's chunks and the page's in it, so they download beside the entry
// rather than one after the other (server/frontend.ts). Each path's code is client/src/pages/<path>.tsx.
export const SIGNED_IN_PAGE_PATHS = [
  "/rooms",
  "/guests",
  "/reservations",
  "/checkin-checkout",
  "/financeiro",
  "/products-services",
  "/reports",
  "/settings",
  "/payments",
] as const;

export type SignedInPagePath = (typeof SIGNED_IN_PAGE_PATHS)[number];

/**
 * The sign-in check (GET, who is signed in). The server names it in the signed-in pages' index.html as a preload, so
 * that it leaves with the entry's code instead of after it has run; the client's read of it (the current user's query
 * key, client/src/lib/query-keys.ts) takes up that response.
 */
export const SESSION_CHECK_PATH = "/api/auth/user";
