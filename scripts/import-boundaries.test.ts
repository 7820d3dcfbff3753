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
      'import { useAuth } from "@/app/use-auth";',
      /features\/guests imports client\/src\/app/,
    ],
    [
      "client/src/features/guests/api/x.ts",
      'import { a } from "../../../app/layout/app-layout";',
      /imports client\/src\/app/,
    ],
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
