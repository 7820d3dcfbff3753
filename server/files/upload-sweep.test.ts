import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { ObjectStorage } from "./object-storage";
import type { UploadSweep } from "./object-storage";
import { startUploadSweep } from "./upload-sweep";

let logLines: Array<{ msg: string; forgotten?: number; err?: { message: string } }>;
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

/** A storage whose sweep the test answers by hand, one call at a time. */
function storageWithSweep() {
  const calls: Array<{ resolve: (result: UploadSweep) => void; reject: (error: Error) => void }> = [];
  const files = {
    sweepUploads: () => new Promise<UploadSweep>((resolve, reject) => calls.push({ resolve, reject })),
  } as unknown as ObjectStorage;
  return { files, calls };
}

beforeEach(() => {
  logLines = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("sweeps a minute after start, then every ten minutes, never two at once, and logs what it deleted", async () => {
  const { files, calls } = storageWithSweep();
  const stop = startUploadSweep(files, logger);
  await vi.advanceTimersByTimeAsync(59_000);
  expect(calls).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(calls).toHaveLength(1);

  // the first sweep is still running when the next one is due: it is skipped
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(calls).toHaveLength(1);
  calls[0]!.resolve({ forgotten: 3, documentsDeleted: 1, failed: 0 });
  await vi.advanceTimersByTimeAsync(0);
  expect(logLines).toEqual([expect.objectContaining({ msg: "swept expired uploads", forgotten: 3 })]);

  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(calls).toHaveLength(2);
  calls[1]!.reject(new Error("bucket unreachable"));
  await vi.advanceTimersByTimeAsync(0);
  expect(logLines.at(-1)).toMatchObject({ msg: "upload sweep failed", err: { message: "bucket unreachable" } });

  await stop();
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(calls).toHaveLength(2);
});

it("logs nothing when there was nothing to sweep, and a warning when some files could not be deleted", async () => {
  const { files, calls } = storageWithSweep();
  const stop = startUploadSweep(files, logger, 1000, 1000);
  await vi.advanceTimersByTimeAsync(1000);
  calls[0]!.resolve({ forgotten: 0, documentsDeleted: 0, failed: 0 });
  await vi.advanceTimersByTimeAsync(1000);
  expect(logLines).toEqual([]);
  calls[1]!.resolve({ forgotten: 1, documentsDeleted: 0, failed: 1, firstError: new Error("EACCES") });
  await vi.advanceTimersByTimeAsync(0);
  expect(logLines.map((line) => line.msg)).toEqual(["swept expired uploads", "could not delete an expired upload"]);
  await stop();
});
