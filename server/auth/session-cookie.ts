// Reads the session cookie express-session writes ("s:" + session id + "." + the id's signature), with the packages
// express-session reads it with: `cookie` parses the header, `cookie-signature` checks the signature. For the checks
// that only need whose session a request carries (requireAuth); creating, rotating and ending sessions stays with
// express-session.
import cookie from "cookie";
import signature from "cookie-signature";

/** The session cookie's name (express-session writes it; the static client only looks for it, server/frontend.ts). */
export const SESSION_COOKIE = "hospeda.sid";

/**
 * The session id in the request's `name` cookie if one of `secrets` signed it, otherwise undefined. Several secrets
 * rotate the signing one: new cookies are signed with the first, and older ones still verify
 * (docs/decisions/0023-maintained-libraries-over-hand-written.md).
 */
export function signedSessionId(
  cookieHeader: string | undefined,
  name: string,
  secrets: string | readonly string[],
): string | undefined {
  const value = cookieHeader ? cookie.parse(cookieHeader)[name] : undefined;
  if (!value?.startsWith("s:")) return undefined;
  for (const secret of typeof secrets === "string" ? [secrets] : secrets) {
    const id = signature.unsign(value.slice(2), secret);
    if (id) return id;
  }
  return undefined;
}
