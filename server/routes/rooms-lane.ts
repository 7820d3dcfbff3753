// GET /api/rooms, the hot read (issue 23, docs/decisions/0075), answered at the head of the API's middleware for the
// requests where every layer between here and the rooms router would only pass it on: a plain GET of /api/rooms, no
// query string, no body. For those the layers it skips do nothing but cost: sameOriginOnly passes a GET, the body
// parsers and requestInput find no body and an empty query, the audit trail records no GET of the list. The session
// is checked as requireAuth checks it (the same statement, at every request).
// What a browser asks (brotli or gzip) is answered from the list's copy compressed once per version of the rooms,
// instead of compressing 15 KB at every request as compression() does; a client asking no coding gets the copy as it
// is, with the headers, in the same order, the generic chain gives (rooms-lane.test.ts compares the two).
// Anything else (another request, an Accept-Encoding with weights or wildcards, no valid session, an error) goes on
// down the generic chain, which answers it as before: a 401, a 503 or compression()'s choice come from there.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import type { Identified } from "../auth/session";
import { COMPRESS_JSON_MIN_BYTES, COMPRESS_JSON_OPTIONS } from "../middleware/compress-json";
import { carriesBody } from "../middleware/request-input";
import type { RoomsList } from "../storage/rooms-json";

const JSON_UTF8 = "application/json; charset=utf-8";

type Coding = "br" | "gzip" | "identity";

/**
 * The coding compression() chooses for an Accept-Encoding that is a plain list of codings, as browsers send it
 * ("gzip, deflate, br, zstd"): every coding has the same weight, so its preference decides, brotli before gzip. No
 * header: none. Null for anything else (weights, wildcards, capitals, neither br nor gzip): compression() decides.
 */
function plainCoding(header: string | undefined): Coding | null {
  if (header === undefined) return "identity";
  if (/[;*]/.test(header) || header !== header.toLowerCase()) return null;
  const codings = header.split(",").map((coding) => coding.trim());
  if (codings.includes("br")) return "br";
  if (codings.includes("gzip")) return "gzip";
  return null;
}

const compress = {
  br: promisify(zlib.brotliCompress),
  gzip: promisify(zlib.gzip),
};
const options = { br: COMPRESS_JSON_OPTIONS.brotli, gzip: COMPRESS_JSON_OPTIONS.gzip };

/** The compressed copies of each version's list, kept while that list is (the copy is one Buffer per version). */
const compressedCopies = new WeakMap<Buffer, Partial<Record<"br" | "gzip", Promise<Buffer>>>>();

function compressed(body: Buffer, coding: "br" | "gzip") {
  let copies = compressedCopies.get(body);
  if (!copies) compressedCopies.set(body, (copies = {}));
  let copy = copies[coding];
  if (!copy) {
    copy = compress[coding](body, options[coding]);
    copies[coding] = copy;
    // A failure is not kept: the next request compresses again.
    copy.catch(() => delete copies[coding]);
  }
  return copy;
}

export function roomsListLane(deps: {
  identify: (req: Parameters<RequestHandler>[0]) => Promise<Identified | null>;
  roomsList: RoomsList;
}): RequestHandler {
  return (req, res, next) => {
    // Mounted on /api: "/rooms" is /api/rooms with nothing after it (a query string would be in req.url).
    if (req.method !== "GET" || req.url !== "/rooms" || carriesBody(req)) return next();
    const coding = plainCoding(req.headers["accept-encoding"]);
    if (coding === null) return next();
    const serve = async () => {
      const found = await deps.identify(req);
      if (!found) return false;
      req.currentUser = found.user;
      const list = await deps.roomsList.listJson(found.roomsVersion);
      // compression() leaves an answer under its threshold as it is.
      const encoded = coding !== "identity" && list.length >= COMPRESS_JSON_MIN_BYTES;
      const body = encoded ? await compressed(list, coding) : list;
      // What the generic chain writes, in its order: Cache-Control (the API's), the type and length (res.send),
      // and Vary (compression's, added for any JSON answer whether or not it compresses it).
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", JSON_UTF8);
      res.setHeader("Content-Length", body.length);
      res.setHeader("Vary", "Accept-Encoding");
      if (encoded) res.setHeader("Content-Encoding", coding);
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
