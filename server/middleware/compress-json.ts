import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

/** Smaller answers gain less than the compressor's own overhead and the browser's decompression. */
export const COMPRESS_JSON_MIN_BYTES = 1024;

/** How hard each encoding works on an answer: bench:reservations compresses the map's window with these. */
export const COMPRESS_JSON_OPTIONS = {
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: zlib.constants.Z_DEFAULT_COMPRESSION },
} as const;

const isJson = (contentType: unknown) => typeof contentType === "string" && /^application\/json\b/i.test(contentType);

/**
 * API answers in JSON over 1 KB, brotli (quality 4, fast enough per request) or gzip, by Accept-Encoding. Only JSON:
 * a stored document (image/*, application/pdf) is sent as it is, with its length, and the raw upload PUT answers
 * 204 with no body.
 */
export function compressJson(): RequestHandler {
  return compression({
    threshold: COMPRESS_JSON_MIN_BYTES,
    filter: (_req, res) => isJson(res.getHeader("Content-Type")),
    brotli: COMPRESS_JSON_OPTIONS.brotli,
    level: COMPRESS_JSON_OPTIONS.gzip.level,
  });
}
