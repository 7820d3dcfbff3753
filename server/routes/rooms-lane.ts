// GET /api/rooms, the hot read (issue 23, docs/decisions/0075), answered at the head of the API's middleware for the
// requests where every layer between here and the rooms router would only pass it on: a plain GET of /api/rooms, no
// query string, no body, no Accept-Encoding. For those the layers it skips do nothing but cost: sameOriginOnly passes
// a GET, the body parsers and requestInput find no body and an empty query, the audit trail records no GET of the
// list, and compression, with no Accept-Encoding, only adds `Vary: Accept-Encoding`. The session is checked as
// requireAuth checks it (the same statement, at every request), and the answer carries the same headers, in the
// same order, as the one the generic chain gives (rooms-lane.test.ts compares the two).
// Anything else (another request, no valid session, an error) goes on down the generic chain, which answers it as
// before: a 401, a 503 or a compressed list come from there and are unchanged.
import type { RequestHandler } from "express";
import type { Identified } from "../auth/session";
import { carriesBody } from "../middleware/request-input";
import type { RoomsList } from "../storage/rooms-json";

const JSON_UTF8 = "application/json; charset=utf-8";

export function roomsListLane(deps: {
  identify: (req: Parameters<RequestHandler>[0]) => Promise<Identified | null>;
  roomsList: RoomsList;
}): RequestHandler {
  return (req, res, next) => {
    // Mounted on /api: "/rooms" is /api/rooms with nothing after it (a query string would be in req.url).
    if (req.method !== "GET" || req.url !== "/rooms" || req.headers["accept-encoding"] !== undefined) return next();
    if (carriesBody(req)) return next();
    const serve = async () => {
      const found = await deps.identify(req);
      if (!found) return false;
      req.currentUser = found.user;
      const body = await deps.roomsList.listJson(found.roomsVersion);
      // What the generic chain writes, in its order: Cache-Control (the API's), the type and length (res.send),
      // and Vary (compression's, added for any JSON answer whether or not it compresses it).
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", JSON_UTF8);
      res.setHeader("Content-Length", body.length);
      res.setHeader("Vary", "Accept-Encoding");
      res.end(body);
      return true;
    };
    serve().then(
      (served) => {
        if (!served) next();
      },
      () => next(),
    );
  };
}
