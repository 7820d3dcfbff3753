// The FNRH tests' bed: a test database, the fake FNRH API (server/fnrh/fake-server.ts) with the pousada's
// credentials, a runner of the real queue calling it, and the owner and clerk signed in to an app that queues there.
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Agent } from "supertest";
import type { Database } from "../db";
import { startFakeFnrh, type FakeFnrh } from "../fnrh/fake-server";
import { startJobs, type Jobs } from "../jobs";
import { jobDefinitions } from "../jobs/definitions";
import { createLogger, type Logger } from "../logger";
import { apiFactories, type ApiFactories } from "./factories";
import { ownerAndStaff, testApp, testDatabase, testDatabaseUrl, testFiles } from "./harness";

export interface FnrhBed {
  database: Database;
  fake: FakeFnrh;
  jobs: Jobs;
  owner: Agent;
  staff: Agent;
  api: ApiFactories;
  /** A runner of the queue on the test database, its lines into `logger`. */
  startRunner(logger?: Logger): Promise<Jobs>;
  /** The owner and clerk signed in again, to an app queueing through `jobs` (and logging into `logger`). */
  signIn(jobs: Pick<Jobs, "add">, logger?: Logger): Promise<void>;
}

/** Registers the hooks; each test starts with a runner, fresh agents and the fake's request logs emptied. */
export function fnrhBed(chave: string): FnrhBed {
  const bed = {} as FnrhBed;
  bed.startRunner = (logger = createLogger("silent")) => {
    const { dataDir, files } = testFiles(bed.database);
    return startJobs({
      connectionString: testDatabaseUrl(),
      definitions: jobDefinitions({
        db: bed.database.db,
        dataDir,
        files,
        logger,
        fnrh: { apiUrl: bed.fake.url, timeoutMs: 500 },
      }),
      logger,
      pollInterval: 200,
    });
  };
  bed.signIn = async (jobs, logger) => {
    const app = testApp(bed.database, { jobs: jobs as Jobs, fnrhApiUrl: bed.fake.url, ...(logger ? { logger } : {}) });
    const { owner, staff } = await ownerAndStaff(bed.database, app);
    Object.assign(bed, { owner, staff, api: apiFactories({ owner, staff }) });
  };
  beforeAll(async () => {
    bed.database = await testDatabase();
    bed.fake = await startFakeFnrh({ usuario: "pousada-api", chave });
  });
  afterAll(() => bed.fake.close());
  beforeEach(async () => {
    bed.jobs = await bed.startRunner();
    await bed.signIn(bed.jobs);
    bed.fake.requests.length = 0;
    bed.fake.effects.length = 0;
  });
  afterEach(() => bed.jobs.stop());
  return bed;
}
