// The jobs the product runs on its queue (server/jobs/index.ts, docs/decisions/0044). A new kind of job is one more
// entry here: its name, what it does with its payload, and, for a scheduled one, its cron pattern (UTC).
import type { Db } from "../db";
import { syncDueFeeds } from "../domain/channel-sync";
import { dailyBackupDir, runDailyBackup } from "../domain/daily-backup";
import { releaseDueDeposits } from "../domain/deposit-release";
import { retention } from "../domain/retention";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { queueFnrhRelease } from "../fnrh/queue";
import { syncStay, type FnrhOptions } from "../fnrh/sync";
import type { JobDefinition } from "./index";

/** 03:00 in Brasília (UTC-3, no daylight saving since 2019) is 06:00 UTC. */
const DAILY_BACKUP_SCHEDULE = "0 6 * * *";
/** 04:00 in Brasília: the LGPD retention, after the backup (docs/product.md §18). */
const RETENTION_SCHEDULE = "0 7 * * *";

/** Every minute: a deposit is released at most a minute after its deadline (docs/decisions/0055). */
const DEPOSIT_RELEASE_SCHEDULE = "* * * * *";

/** The scheduled time graphile-worker puts in a cron job's payload, or now for a job queued by hand. */
const scheduledAt = (payload: unknown) => {
  const ts = (payload as { _cron?: { ts?: string } } | null)?._cron?.ts;
  return ts ? new Date(ts) : new Date();
};

export function jobDefinitions(context: {
  db: Db;
  dataDir: string;
  files?: ObjectStorage;
  logger: Logger;
  /** The tests run the daily backup every minute. */
  dailyBackupSchedule?: string;
  /** Where and how patiently the FNRH is called (FNRH_API_URL; the tests' fake). */
  fnrh?: FnrhOptions;
}): JobDefinition[] {
  return [
    {
      name: "backup-diario",
      schedule: context.dailyBackupSchedule ?? DAILY_BACKUP_SCHEDULE,
      async run(payload) {
        const done = await runDailyBackup(context.db, {
          dir: dailyBackupDir(context.dataDir),
          now: scheduledAt(payload),
          files: context.files,
        });
        if (done) context.logger.info(done, "daily backup written");
      },
    },
    {
      name: "liberar-sinais-vencidos",
      schedule: DEPOSIT_RELEASE_SCHEDULE,
      async run(_payload, queue) {
        const released = await releaseDueDeposits(context.db);
        if (released.length) context.logger.info({ released }, "reservations released: deposit not paid in time");
        // A released reservation the FNRH knows (its pre-check-in registered it) is cancelled there too.
        for (const id of released) await queueFnrhRelease(context.db, queue, id);
      },
    },
    {
      // Every minute, the feeds whose turn has come (each feed's period, 15 min by default, or its backoff):
      // a cron job is queued once per match across instances, and each feed's run holds the feed's lock.
      name: "canais-sincronizar",
      schedule: "* * * * *",
      maxAttempts: 1,
      async run(payload) {
        const runs = await syncDueFeeds(context.db, scheduledAt(payload));
        if (runs) context.logger.info({ feeds: runs }, "calendar feeds synced");
      },
    },
    {
      name: "retencao-lgpd",
      schedule: RETENTION_SCHEDULE,
      async run(payload) {
        const done = await retention(context).run(scheduledAt(payload));
        context.logger.info(done, "retention applied");
      },
    },
    {
      // One stay brought up to date with the FNRH (server/fnrh/sync.ts); a timeout or a 5xx is retried with the
      // queue's exponential backoff, and every retry reads the official state first, so nothing is sent twice.
      name: "fnrh-enviar",
      maxAttempts: 8,
      run: (payload) => syncStay(context.db, (payload as { reservationId: string }).reservationId, context.fnrh),
    },
  ];
}
