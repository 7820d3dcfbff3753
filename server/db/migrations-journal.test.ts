// drizzle-orm's migrator runs a migration only when its journal time ("when") is later than that of the last one
// the database recorded. A migration dated before an earlier one is silently skipped on every database that already
// had the earlier one: 0007 was, on installations migrated to 0006 before it landed, until its time was corrected.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./index";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

describe("migrations journal", () => {
  it("dates every migration after the one before it, so an upgraded database runs each new one", () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when);
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it("lists the migration files in order, each once, and nothing else", () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
    const files = fs
      .readdirSync(migrationsFolder)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
  });
});
