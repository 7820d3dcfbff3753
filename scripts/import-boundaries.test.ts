// Each import boundary of eslint.config.js, proven to report: snippets linted in memory as if they sat at these paths,
// with the project's own configuration, so a rule that stops matching (a moved folder, a changed glob) fails here.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const RULE = "hospeda/import-boundaries";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: ROOT,
    // The snippets' files do not exist: no TypeScript program for them, and only the boundary rule.
    overrideConfig: { languageOptions: { parserOptions: { project: false } } },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
});

/** The boundary messages `code` gets at `file`: the text of each. */
async function boundaryMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result!.messages.filter((m) => m.ruleId !== RULE)).toEqual([]);
  return result!.messages.map((m) => m.message);
}

type Case = [file: string, code: string, message: RegExp];

const refused: Record<string, Case[]> = {
  "a feature imports another feature": [
    [
      "client/src/features/rooms/components/x.tsx",
      'import { a } from "@/features/guests/api/use-guests";',
      /features\/rooms imports features\/guests/,
    ],
    [
      "client/src/features/rooms/components/x.tsx",
      'import { a } from "../../guests/lib/guest-name";',
      /features\/rooms imports features\/guests/,
    ],
    [
      "client/src/features/rooms/x.ts",
      'export { a } from "../reservations/lib/x";',
      /Features do not import each other/,
    ],
    [
      "client/src/features/rooms/x.ts",
      'const m = import("@/features/dashboard/lib/x");',
      /Features do not import each other/,
    ],
    [
      "client/src/features/rooms/x.ts",
      'import type { A } from "@/features/guests/lib/x";',
      /Features do not import each other/,
    ],
  ],
  "a feature imports app/": [
    [
      "client/src/features/guests/api/x.ts",
      'import { AppRouter } from "@/app/router";',
      /client\/src\/features\/ imports client\/src\/app\/, a layer above it/,
    ],
    [
      "client/src/features/guests/api/x.ts",
      'import { a } from "../../../app/layout/app-layout";',
      /imports client\/src\/app/,
    ],
  ],
  "a page imports app/": [
    [
      "client/src/pages/rooms.tsx",
      'import { useAuth } from "@/app/use-auth";',
      /client\/src\/pages\/ imports client\/src\/app\/, a layer above it/,
    ],
    [
      "client/src/pages/x.tsx",
      'import { AppLayout } from "../app/layout/app-layout";',
      /pages\/ imports client\/src\/app\//,
    ],
    [
      "client/src/pages/x.tsx",
      'import type { CurrentUser } from "@/app/use-auth";',
      /pages\/ imports client\/src\/app\//,
    ],
  ],
  "a feature, a component, lib/, hooks/ or api/ imports a page, or anything imports main.tsx": [
    [
      "client/src/features/rooms/components/x.tsx",
      'import RoomsPage from "@/pages/rooms";',
      /client\/src\/features\/ imports client\/src\/pages\//,
    ],
    [
      "client/src/components/x.tsx",
      'import NotFound from "../pages/not-found";',
      /components\/ imports client\/src\/pages\//,
    ],
    [
      "client/src/api/x.ts",
      'import type { A } from "@/pages/rooms";',
      /client\/src\/api\/ imports client\/src\/pages\//,
    ],
    ["client/src/app/x.tsx", 'import "../main";', /client\/src\/app\/ imports client\/src\/main.tsx/],
  ],
  "components/, lib/, hooks/ or api/ import a feature or app/": [
    [
      "client/src/components/x.tsx",
      'import { a } from "@/features/rooms/lib/x";',
      /client\/src\/components\/ imports client\/src\/features\//,
    ],
    [
      "client/src/components/ui/x.tsx",
      'import { a } from "../../features/rooms/lib/x";',
      /components\/ imports client\/src\/features\//,
    ],
    [
      "client/src/lib/x.ts",
      'import { a } from "../features/guests/lib/x";',
      /client\/src\/lib\/ imports client\/src\/features\//,
    ],
    ["client/src/lib/x.ts", 'import { a } from "@/app/use-auth";', /client\/src\/lib\/ imports client\/src\/app\//],
    ["client/src/hooks/x.ts", 'import { a } from "@/features/rooms/lib/x";', /client\/src\/hooks\/ imports/],
    ["client/src/api/x.ts", 'import { a } from "@/features/rooms/lib/x";', /client\/src\/api\/ imports/],
  ],
  "server/db/ imports files/ or a layer above it": [
    [
      "server/db/index.ts",
      'import { prepareDataDir } from "../files/private-dir";',
      /server\/db\/ imports server\/files\/, a layer above it/,
    ],
    ["server/db/x.ts", 'import type { ObjectStorage } from "../files/object-storage";', /db\/ imports server\/files\//],
    ["server/db/x.ts", 'import { a } from "../storage/x";', /server\/db\/ imports server\/storage\//],
    ["server/db/x.ts", 'import { a } from "../domain/x";', /server\/db\/ imports server\/domain\//],
  ],
  "server/storage/ imports a layer above it": [
    ["server/storage/x.ts", 'import { a } from "../domain/guests";', /server\/storage\/ imports server\/domain\//],
    [
      "server/storage/x.ts",
      'import type { ObjectStorage } from "../files/object-storage";',
      /storage\/ imports server\/files\//,
    ],
    ["server/storage/x.ts", 'import type { SessionUser } from "../auth/session";', /storage\/ imports server\/auth\//],
  ],
  "server/auth/ or server/files/ imports domain/, routes/ or middleware/": [
    ["server/files/x.ts", 'import { a } from "../domain/guests";', /server\/files\/ imports server\/domain\//],
    ["server/auth/x.ts", 'import { a } from "../routes/auth";', /server\/auth\/ imports server\/routes\//],
    ["server/auth/x.ts", 'import { a } from "../middleware/audit";', /server\/auth\/ imports server\/middleware\//],
  ],
  "server/domain/ imports routes/ or middleware/": [
    ["server/domain/x.ts", 'import { a } from "../routes/params";', /server\/domain\/ imports server\/routes\//],
    ["server/domain/x.ts", 'import type { A } from "../middleware/audit";', /domain\/ imports server\/middleware\//],
  ],
  "a base module imports a layer": [
    ["server/errors.ts", 'import { findPgError } from "./db/pg-errors";', /server\/errors.ts imports server\/db\//],
    [
      "server/private-dir.ts",
      'import { a } from "./files/local-disk";',
      /server\/private-dir.ts imports server\/files\//,
    ],
    ["server/logger.ts", 'import type { Db } from "./db";', /server\/logger.ts imports server\/db\//],
  ],
  "a layer imports an entry point or a module placed in no layer": [
    [
      "server/routes/x.ts",
      'import { createApp } from "../app";',
      /server\/routes\/ imports server\/app, which is in no layer/,
    ],
    [
      "server/db/x.ts",
      'import { a } from "../test/harness";',
      /server\/db\/ imports server\/test\/harness, which is in no layer/,
    ],
    ["server/storage/x.ts", 'import { a } from "../workers/x";', /imports server\/workers\/x, which is in no layer/],
  ],
  "server code outside storage/ imports drizzle-orm": [
    ["server/routes/x.ts", 'import { eq } from "drizzle-orm";', /Only server\/storage\/ .* may import drizzle-orm/],
    ["server/routes/x.ts", 'import type { SQL } from "drizzle-orm";', /may import drizzle-orm/],
    ["server/domain/x.ts", 'import { pgTable } from "drizzle-orm/pg-core";', /may import drizzle-orm/],
    ["server/auth/x.ts", 'import { sql } from "drizzle-orm";', /may import drizzle-orm/],
  ],
  "server code outside storage/ imports the tables": [
    ["server/routes/x.ts", 'import { rooms } from "@shared/schema";', /may import the tables \(shared\/schema\)/],
    ["server/domain/x.ts", 'import { rooms } from "@shared/schema/rooms";', /may import the tables/],
    ["server/domain/x.ts", 'import type { Room } from "../../shared/schema/rooms";', /may import the tables/],
    ["server/routes/x.ts", 'import { guests } from "../../shared/schema";', /may import the tables/],
  ],
  "the server imports the client": [
    [
      "server/app.ts",
      'import { formatCurrency } from "../client/src/lib/format";',
      /The server may not import client code/,
    ],
    ["server/routes/x.ts", 'import { formatCurrency } from "@/lib/format";', /The server may not import client code/],
  ],
  "the client imports the server": [
    [
      "client/src/lib/x.ts",
      'import { HttpError } from "../../../server/errors";',
      /The client may not import server code/,
    ],
    ["client/e2e/x.ts", 'import { env } from "../../server/env";', /The client may not import server code/],
  ],
  "shared/ imports the server or the client": [
    ["shared/money.ts", 'import { HttpError } from "../server/errors";', /shared\/ may not import server\//],
    ["shared/validators/x.ts", 'import { formatDate } from "@/lib/format";', /shared\/ may not import client\//],
    ["shared/api/x.ts", 'import type { Db } from "../../server/db";', /shared\/ may not import server\//],
  ],
  "the client imports shared/schema or drizzle-orm": [
    [
      "client/src/pages/x.tsx",
      'import { insertRoomSchema } from "@shared/schema";',
      /The client may not import shared\/schema/,
    ],
    [
      "client/src/features/rooms/x.ts",
      'import type { Room } from "@shared/schema/rooms";',
      /The client may not import shared\/schema/,
    ],
    [
      "client/src/lib/x.ts",
      'import type { Room } from "../../../shared/schema";',
      /The client may not import shared\/schema/,
    ],
    [
      "client/src/lib/x.ts",
      'import { sql } from "drizzle-orm";',
      /The client may not import shared\/schema or drizzle-orm/,
    ],
    ["client/e2e/x.ts", 'import type { Room } from "../../shared/schema";', /The client may not import shared\/schema/],
  ],
  "a browser-loaded shared/ module imports a table at run time": [
    [
      "shared/validators/x.ts",
      'import { rooms } from "../schema/rooms";',
      /import the tables or drizzle-orm with `import type` only/,
    ],
    ["shared/api/x.ts", 'export { rooms } from "../schema/rooms";', /with `import type` only/],
    ["shared/money.ts", 'import { sql } from "drizzle-orm";', /with `import type` only/],
  ],
};

const allowed: Case[] = [
  ["client/src/features/rooms/components/x.tsx", 'import { a } from "../api/use-rooms";', /./],
  ["client/src/features/rooms/components/x.tsx", 'import { a } from "@/features/rooms/lib/x";', /./],
  ["client/src/features/rooms/components/x.tsx", 'import { Button } from "@/components/ui/button";', /./],
  ["client/src/features/rooms/components/x.tsx", 'import type { Room } from "@shared/api";', /./],
  ["client/src/features/rooms/components/x.tsx", 'import { insertRoomSchema } from "@shared/validators";', /./],
  ["client/src/pages/rooms.tsx", 'import { a } from "@/features/rooms/components/x";', /./],
  ["client/src/app/router.tsx", 'import { a } from "@/features/guests/api/use-guests";', /./],
  ["client/src/components/x.tsx", 'import { cn } from "@/lib/utils";', /./],
  ["server/storage/x.ts", 'import { eq } from "drizzle-orm"; import { rooms } from "@shared/schema/rooms";', /./],
  ["server/db/x.ts", 'import { sql } from "drizzle-orm";', /./],
  ["server/test/x.ts", 'import { rooms } from "@shared/schema";', /./],
  ["server/routes/x.test.ts", 'import { eq } from "drizzle-orm"; import { rooms } from "@shared/schema/rooms";', /./],
  ["server/routes/x.ts", 'import { insertRoomSchema } from "@shared/validators";', /./],
  ["shared/api/x.ts", 'import type { Room } from "../schema/rooms";', /./],
  ["shared/schema/x.ts", 'import { pgTable } from "drizzle-orm/pg-core";', /./],
  ["shared/validators/x.test.ts", 'import { rooms } from "../schema/rooms";', /./],
  ["bench/x.ts", 'import { rooms } from "../shared/schema/rooms"; import { createApp } from "../server/app";', /./],
  // each layer imports its own and those below
  ["client/src/main.tsx", 'import { App } from "./app/app"; import { queryClient } from "./lib/query-client";', /./],
  [
    "client/src/app/router.tsx",
    'import RoomsPage from "@/pages/rooms"; import { useAuth } from "@/api/use-auth";',
    /./,
  ],
  [
    "client/src/app/layout/x.tsx",
    'import type { CurrentUser } from "@/api/use-auth"; import { a } from "../router";',
    /./,
  ],
  ["client/src/pages/rooms.tsx", 'import { useAuth } from "@/api/use-auth"; import { a } from "./not-found";', /./],
  [
    "client/src/features/rooms/x.ts",
    'import { a } from "@/hooks/use-media-query"; import { b } from "@/api/use-auth";',
    /./,
  ],
  [
    "client/src/components/x.tsx",
    'import { a } from "@/api/use-rooms"; import { b } from "@/hooks/use-can-hover";',
    /./,
  ],
  ["server/index.ts", 'import { createApp } from "./app"; import { openDatabase } from "./db";', /./],
  ["server/test/harness.ts", 'import { createApp } from "../app"; import { a } from "../routes/x";', /./],
  ["server/routes/x.ts", 'import { a } from "../domain/x"; import { b } from "../middleware/audit";', /./],
  ["server/routes/x.ts", 'import { a } from "../auth/session"; import { b } from "../files/upload-ledger";', /./],
  ["server/routes/x.ts", 'import { a } from "../storage/x"; import type { Db } from "../db";', /./],
  [
    "server/domain/x.ts",
    'import { a } from "../auth/password"; import type { A } from "../files/object-storage";',
    /./,
  ],
  ["server/domain/x.ts", 'import { storage } from "../storage"; import { NotFoundError } from "../errors";', /./],
  ["server/files/x.ts", 'import { a } from "../storage/uploads"; import type { Env } from "../env";', /./],
  ["server/storage/x.ts", 'import type { Db } from "../db"; import { retryOnConflict } from "../db/retry";', /./],
  ["server/db/index.ts", 'import { prepareDataDir } from "../private-dir"; import { a } from "../project-root";', /./],
  ["server/files/local-disk.ts", 'import { ensurePrivateDir } from "../private-dir";', /./],
  ["server/session-secret.ts", 'import { prepareDataDir } from "./private-dir";', /./],
  ["server/db/x.test.ts", 'import { a } from "../test/harness"; import { b } from "../files/local-disk";', /./],
];

describe("import boundaries (eslint.config.js)", () => {
  for (const [boundary, cases] of Object.entries(refused)) {
    it.each(cases)(`refuses: ${boundary}: %s %s`, async (file, code, message) => {
      const messages = await boundaryMessages(file, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(message);
    });
  }

  it.each(allowed)("allows %s %s", async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
