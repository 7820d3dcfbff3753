import helmet from "helmet";

/**
 * helmet with a Content-Security-Policy the built client satisfies (no inline scripts). Development relaxes
 * script-src for Vite's inline React refresh preamble and allows its HMR websocket.
 */
export function securityHeaders(options: { development: boolean; extraConnectSources?: string[] }) {
  const scriptSrc = options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"];
  const connectSrc = ["'self'", ...(options.extraConnectSources ?? []), ...(options.development ? ["ws:", "wss:"] : [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Uploaded documents are shown in <img>/<iframe> of our own origin only.
    crossOriginEmbedderPolicy: false,
    // "no-referrer" would make browsers send `Origin: null` on our own form posts, which sameOriginOnly refuses.
    referrerPolicy: { policy: "same-origin" },
  });
}
