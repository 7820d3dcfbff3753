// A download written as its chunks come (the reports' and the audit's exports): piped, so the socket's backpressure
// pauses the reads (one 'drain' wait at a time, no listener left behind per wait) and a browser that goes away stops
// them (the generator's return ends the reads).
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";

export async function sendStream(res: Response, chunks: AsyncIterable<string | Uint8Array>): Promise<void> {
  try {
    await pipeline(Readable.from(chunks, { objectMode: false }), res);
  } catch (error) {
    // The browser closed the download: nothing to answer, and nothing went wrong on our side.
    if (res.destroyed && (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
    throw error;
  }
}
