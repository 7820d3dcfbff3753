// mergeClasses against tailwind-merge (a dev dependency kept as the reference): on written-out examples, and on
// every pair of classes the client's source contains, so a utility used here for the first time must be taught to
// class-merge.ts before it can be relied on to override another.
import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

const SOURCE = path.resolve(import.meta.dirname, "..");

/** Every word of every string literal in the client's source that could be a class (tests aside). */
function classesInSource() {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const text = fs.readFileSync(file, "utf8");
        for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
          for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? "").split(/\s+/)) {
            if (/^[!a-z*@[-][\w\-:[\]/.%#()&>*=,!@~+]*$/i.test(word)) words.add(word);
          }
        }
      }
    }
  };
  visit(SOURCE);
  return [...words];
}

/** The variants before the utility, in any order (classes with different variants never conflict). */
const variantsOf = (name: string) => name.split(":").slice(0, -1).sort().join(":");

describe("mergeClasses", () => {
  it("keeps the later of two conflicting classes, in the order written", () => {
    expect(mergeClasses("px-4 py-2 px-2")).toBe("py-2 px-2");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("px-2 p-4")).toBe("p-4");
    expect(mergeClasses("w-6 h-6 size-4")).toBe("size-4");
    expect(mergeClasses("size-4 w-6")).toBe("size-4 w-6");
    expect(mergeClasses("text-sm text-red-500 text-xs")).toBe("text-red-500 text-xs");
    expect(mergeClasses("border border-red-200 border-t-0")).toBe("border border-red-200 border-t-0");
    expect(mergeClasses("border-t-2 border")).toBe("border");
    expect(mergeClasses("rounded-md rounded-l-none")).toBe("rounded-md rounded-l-none");
    expect(mergeClasses("flex hidden")).toBe("hidden");
    expect(mergeClasses("bg-primary/90 bg-muted")).toBe("bg-muted");
  });

  it("compares variants in any order, and keeps important classes apart", () => {
    expect(mergeClasses("hover:bg-primary bg-muted hover:bg-accent")).toBe("bg-muted hover:bg-accent");
    expect(mergeClasses("md:hover:px-2 hover:md:px-4")).toBe("hover:md:px-4");
    expect(mergeClasses("data-[state=open]:opacity-0 data-[state=open]:opacity-100")).toBe(
      "data-[state=open]:opacity-100",
    );
    expect(mergeClasses("bg-primary! bg-muted")).toBe("bg-primary! bg-muted");
    expect(mergeClasses("max-h-(--radix-select-content-available-height) max-h-48")).toBe("max-h-48");
  });

  it("keeps every class it does not know, repeated or not", () => {
    expect(mergeClasses("day-receipt  day-receipt group px-2")).toBe("day-receipt day-receipt group px-2");
    expect(mergeClasses("")).toBe("");
  });

  it("merges every pair of the source's classes as tailwind-merge does", () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(800);
    const differences: string[] = [];
    const known: string[] = [];
    for (const name of classes) {
      const twice = `${name} ${name}`;
      if (twMerge(twice) !== mergeClasses(twice)) differences.push(twice);
      // a word neither knows (an id, a text) is kept by both, whatever stands beside it
      else if (twMerge(twice) === name) known.push(name);
    }
    const byVariants = new Map<string, string[]>();
    for (const name of known) byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          const pair = `${a} ${b}`;
          if (twMerge(pair) !== mergeClasses(pair)) differences.push(pair);
        }
      }
    }
    expect(differences.map((pair) => `${pair} → ${twMerge(pair)}`)).toEqual([]);
  });
});
