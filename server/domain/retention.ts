// The retention that runs by itself (docs/product.md §18): each night, document photos are deleted the set number
// of days after the guest's last check-out, and guests without a stay for the set number of years are anonymised,
// except a guest staying or booked, or whose data a person holds with a reason. A dry run lists the same removals.
import { calendarDateAt } from "@shared/pousada-time";
import { privacyOf } from "@shared/validators/privacy";
import type { Db } from "../db";
import { HttpError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { auditStorage } from "../storage/audit";
import { retentionStorage } from "../storage/retention";
import { storage } from "../storage";
import { guestAnonymizer } from "./guest-anonymize";

const DAY_MS = 86_400_000;
/** How the job's removals appear in the audit log: no user, this path. */
const JOB_PATH = "/jobs/retencao-lgpd";

export function retention(deps: { db: Db; files?: ObjectStorage; logger: Logger }) {
  const data = retentionStorage(deps.db);

  async function plan(now: Date) {
    const s = storage(deps.db);
    const settings = privacyOf(await s.settings.get("privacidade"));
    const today = calendarDateAt(now, await s.settings.timeZone());
    const photosBefore = new Date(now.getTime() - settings.documentRetentionDays * DAY_MS);
    const guestsBefore = new Date(now);
    guestsBefore.setUTCFullYear(guestsBefore.getUTCFullYear() - settings.inactiveGuestYears);
    return {
      settings,
      photos: await data.photosDue(photosBefore, today),
      guests: (await data.guestsDue(guestsBefore, today)).map(({ documentPhotoUrl: _, ...guest }) => guest),
    };
  }

  /** Runs the removals due at `now`; returns how many of each it made. */
  async function run(now: Date) {
    const due = await plan(now);
    const log = auditStorage(deps.db);
    const record = (entity: string, entityId: string, action: "delete" | "update", guestId: string) =>
      log.record({
        userId: null,
        action,
        entity,
        entityId,
        method: "JOB",
        path: JOB_PATH,
        status: 200,
        ip: null,
        details: { guestId },
      });
    let photos = 0;
    if (deps.files) {
      for (const guest of due.photos) {
        if (!(await data.dropPhoto(guest.id, guest.documentPhotoUrl!))) continue;
        await deps.files.remove(guest.documentPhotoUrl!).catch((error: unknown) => {
          deps.logger.warn({ err: { message: (error as Error).message } }, "could not delete a guest document");
        });
        await record("guest-document", guest.documentPhotoUrl!.split("/").pop()!, "delete", guest.id);
        photos += 1;
      }
    }
    let guests = 0;
    const anonymizer = guestAnonymizer({ ...deps, files: deps.files ?? noFiles, clock: () => now });
    for (const guest of due.guests) {
      try {
        await anonymizer.anonymize(guest.id);
      } catch (error) {
        // Booked, held or anonymised since the plan was read: left for another night.
        if (error instanceof HttpError) continue;
        throw error;
      }
      await record("guest", guest.id, "update", guest.id);
      guests += 1;
    }
    return { photos, guests };
  }

  return { plan, run };
}

/** Without a document storage (a job run without one) nothing is deleted from it. */
const noFiles = { remove: async () => {} } as unknown as ObjectStorage;
