// Reads the session cookie express-session writes: "s:" + session id + "." + the id's HMAC-SHA256 under the
// session secret (base64 without padding), URL-encoded. For the checks that only need whose session a request
// carries (requireAuth); creating, rotating and ending sessions stays with express-session.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The session id in the request's `name` cookie if its signature is good for `secret`, otherwise undefined. */
export function signedSessionId(cookieHeader: string | undefined, name: string, secret: string): string | undefined {
  const value = cookieValue(cookieHeader, name);
  if (!value?.startsWith("s:")) return undefined;
  const signed = value.slice(2);
  const id = signed.slice(0, signed.lastIndexOf("."));
  if (!id) return undefined;
  const expected = Buffer.from(`${id}.${createHmac("sha256", secret).update(id).digest("base64").replace(/=+$/, "")}`);
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The first `name=value` of a Cookie header, decoded as express-session's cookie parser decodes it. */
function cookieValue(header: string | undefined, name: string) {
  for (const pair of header?.split(";") ?? []) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined; // malformed escapes: no signature could match
    }
  }
  return undefined;
}
