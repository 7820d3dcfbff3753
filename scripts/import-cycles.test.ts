// No two modules of the tree import each other, directly or around a longer loop, type-only imports included: a
// circle means neither module can be read, moved or tested without the other (docs/decisions/0024). The boundary
// rule (import-boundaries.js) sees one file at a time, so it cannot see a circle inside one layer; this walks the
// whole import graph, resolved the way TypeScript resolves it for tsconfig.json.
import path from "node:path";
import fs from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

type Resolve = (spec: string, from: string) => string | undefined;

/** The import circles among `files`, each as its files in import order, starting from its first in `files`. */
function importCycles(files: string[], read: (file: string) => string, resolve: Resolve): string[][] {
  const known = new Set(files);
  const imports = new Map<string, string[]>();
  for (const file of files) {
    // Every import, export-from and import() of the file, `import type` included.
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles.map((i) => resolve(i.fileName, file)).filter((t) => t !== undefined && known.has(t));
    imports.set(file, [...new Set(targets)] as string[]);
  }
  // Tarjan's strongly connected components: every component of more than one file holds a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || imports.get(file)!.includes(file)) components.push(component.reverse());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return components;
}

describe("import cycles", () => {
  it("finds a circle closed by a type-only import, and one around three files", () => {
    const sources: Record<string, string> = {
      "list.tsx": 'import { Card } from "./card";',
      "card.tsx": 'import type { Handlers } from "./list";',
      "a.ts": 'export { b } from "./b";',
      "b.ts": 'const c = () => import("./c");',
      "c.ts": 'import "./a";',
      "leaf.ts": 'import { x } from "some-package";',
      "user.ts": 'import { Card } from "./card"; import { b } from "./b"; import "./leaf";',
    };
    const resolve: Resolve = (spec) =>
      spec.startsWith("./") ? Object.keys(sources).find((f) => f.startsWith(spec.slice(2) + ".")) : undefined;
    const cycles = importCycles(Object.keys(sources), (file) => sources[file]!, resolve);
    expect(cycles.map((cycle) => [...cycle].sort())).toEqual([
      ["card.tsx", "list.tsx"],
      ["a.ts", "b.ts", "c.ts"],
    ]);
  });

  it("finds none in the tree", () => {
    const configFile = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
    const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
    const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
    const resolve: Resolve = (spec, from) => {
      const resolved = ts.resolveModuleName(spec, from, config.options, ts.sys, cache).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport ? path.resolve(resolved.resolvedFileName) : undefined;
    };
    const files = config.fileNames.map((file) => path.resolve(file));
    expect(files.length).toBeGreaterThan(500);
    const cycles = importCycles(files, (file) => fs.readFileSync(file, "utf8"), resolve);
    expect(cycles.map((cycle) => cycle.map((file) => path.relative(ROOT, file)))).toEqual([]);
  });
});
