// Which files a child `node` process loaded, for the tests and benches that check what a start-up pulls in. The
// process runs with the arguments below: a module hook notes every module the ES loader loads (ES modules, and the
// CommonJS files they import), and on exit the process adds what require() loaded (require.cache).
import fs from "node:fs";

/** Runs in the loader's hooks thread: one line per module loaded, into the file `initialize` is given. */
const HOOKS = `
import { appendFileSync } from "node:fs";
let file;
export function initialize(data) { file = data.file; }
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (url.startsWith("file:")) appendFileSync(file, decodeURIComponent(new URL(url).pathname) + "\\n");
  return loaded;
}
`;

const probe = (file: string) => `
import { register, createRequire } from "node:module";
import { appendFileSync } from "node:fs";
const file = ${JSON.stringify(file)};
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(HOOKS)}`)}, { parentURL: "file:///", data: { file } });
const cache = createRequire("file:///").cache;
process.on("exit", () => appendFileSync(file, Object.keys(cache).join("\\n") + "\\n"));
`;

/** Node arguments that make the process list the files it loaded into `file` (emptied first). */
export function recordLoadedModules(file: string): string[] {
  fs.writeFileSync(file, "");
  return ["--import", `data:text/javascript,${encodeURIComponent(probe(file))}`];
}

/** The files listed by a process run with recordLoadedModules(file), each once. */
export function loadedModules(file: string): string[] {
  return [...new Set(fs.readFileSync(file, "utf8").split("\n").filter(Boolean))];
}

/** The packages under node_modules that `modules` come from ("@scope/name" or "name"), each once. */
export function packagesOf(modules: string[]): string[] {
  const names = modules.flatMap((file) => {
    const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    return match ? [match[1]!] : [];
  });
  return [...new Set(names)].sort();
}
