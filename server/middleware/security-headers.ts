import type { RequestHandler } from "express";
import helmet from "helmet";

/** A year, with subdomains: what helmet sends by default, kept as it was. */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Browser features the app never uses are switched off, so an injected script or a framed page cannot ask for them.
 * The camera stays allowed for our own origin: the guest dialog photographs identity documents.
 */
const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "display-capture=()",
  "screen-wake-lock=()",
  "idle-detection=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

/**
 * helmet with a Content-Security-Policy the built client satisfies (no inline scripts). Development relaxes
 * script-src for Vite's inline React refresh preamble and allows its HMR websocket.
 */
export function securityHeaders(options: { development: boolean; extraConnectSources?: string[] }): RequestHandler[] {
  const scriptSrc = options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"];
  const connectSrc = [
    "'self'",
    ...(options.extraConnectSources ?? []),
    ...(options.development ? ["ws:", "wss:"] : []),
  ];
  const headers = helmet({
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
    // Sent below, only over HTTPS: on http://localhost it would pin the browser to https for every local port.
    strictTransportSecurity: false,
  });
  const transportAndFeatures: RequestHandler = (req, res, next) => {
    // req.secure reads X-Forwarded-Proto only from the proxies TRUST_PROXY trusts ("trust proxy" on the app).
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [headers, transportAndFeatures];
}
