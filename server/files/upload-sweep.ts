// Runs the upload sweep in the background of the server process: uploads nobody finished, and documents no guest
// ended up pointing at, are deleted a day after their upload expired (ObjectStorage.sweepUploads).
import type { Logger } from "../logger";
import type { ObjectStorage } from "./object-storage";

const SWEEP_EVERY_MS = 10 * 60_000;
/** The first sweep waits a little, so it does not compete with start-up and the first requests. */
const FIRST_SWEEP_AFTER_MS = 60_000;

/** Starts sweeping; the returned function stops it (and waits for a sweep under way). */
export function startUploadSweep(
  files: ObjectStorage,
  logger: Logger,
  everyMs = SWEEP_EVERY_MS,
  firstAfterMs = FIRST_SWEEP_AFTER_MS,
) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return; // a slow bucket: never two sweeps at once
    running = files
      .sweepUploads()
      .then(({ forgotten, documentsDeleted, failed, firstError }) => {
        if (forgotten || failed) logger.info({ forgotten, documentsDeleted, failed }, "swept expired uploads");
        if (firstError)
          logger.warn({ err: { message: (firstError as Error).message } }, "could not delete an expired upload");
      })
      .catch((error: unknown) => logger.warn({ err: { message: (error as Error).message } }, "upload sweep failed"))
      .finally(() => {
        running = undefined;
      });
  };
  // unref: the sweep never keeps the process alive on its own.
  const first = setTimeout(sweep, firstAfterMs).unref();
  const every = setInterval(sweep, everyMs).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
