// The architecture's import boundaries (the folder map in README.md, docs/decisions/0024) as one ESLint rule: imports
// run down the layers, never back up (client: main.tsx → app/ → pages/ → features/ → components/, lib/, hooks/, api/;
// server: routes/ and middleware/ → domain/ → auth/ and files/ → storage/ → db/ → the base modules); features never
// import each other; only storage/ touches Drizzle and the tables; server, client and shared stay apart; no table
// definition reaches the browser. Every import is resolved to a path in the repository first ('@/...', '@shared/...',
// relative paths), so a boundary cannot be crossed by spelling the path another way. scripts/import-boundaries.test.ts
// proves that each boundary reports.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

const FEATURE = /^client\/src\/features\/([^/]+)\//;

/** The client's layers, top first: a file imports its own layer or those below it. */
const CLIENT_LAYERS = [["main.tsx"], ["app/"], ["pages/"], ["features/"], ["components/", "lib/", "hooks/", "api/"]];
/**
 * The server's layers, top first. Anything of server/ not named here (index.ts, app.ts, test/, a new folder) is an
 * entry point: it may import every layer, and no layer may import it until it is placed here.
 */
const SERVER_LAYERS = [
  ["routes/", "middleware/"],
  ["domain/", "fnrh/", "jobs/"],
  ["auth/", "files/", "channels/", "pix-provider/"],
  ["storage/"],
  ["db/"],
  ["errors.ts", "logger.ts", "env.ts", "project-root.ts", "private-dir.ts"],
];
const CLIENT_ORDER = "main.tsx → app/ → pages/ → features/ → components/, lib/, hooks/, api/";
const SERVER_ORDER = SERVER_LAYERS.map((layer) => layer.join(", ")).join(" → ");
/** Server code that may use Drizzle and the tables: data access, the connection and migrations, the test harness. */
const DATA_ACCESS = /^server\/(storage|db|test)\//;
/** Tests (and the shared suite they run) set up and inspect the database directly. */
const TEST_FILE = /\.(test|contract)\.tsx?$/;

/** `spec` as imported by `file` (both relative to the root), as a path in the repository, or null for a package. */
function resolveImport(file, spec) {
  let target;
  if (spec.startsWith("@/")) target = path.posix.join("client/src", spec.slice(2));
  else if (spec.startsWith("@shared/")) target = path.posix.join("shared", spec.slice("@shared/".length));
  else if (spec === "@shared") target = "shared";
  else if (spec.startsWith(".")) target = path.posix.join(path.posix.dirname(file), spec);
  else return null;
  return target.replace(/\.(tsx?|jsx?|mjs)$/, "");
}

const isPackage = (spec, name) => spec === name || spec.startsWith(`${name}/`);
const under = (target, dir) => target === dir || target.startsWith(`${dir}/`);
const isSchema = (target) => under(target, "shared/schema");

/** A layer entry ("db/", "errors.ts") as the first step of a path without its extension ("db", "errors"). */
const stem = (entry) => entry.replace(/\/$|\.(tsx?|jsx?)$/, "");

/**
 * The layer `target` (a path in the repository, with or without its extension) sits in under `root`: the entry's
 * name ("db/", "errors.ts") and its layer's rank (0 = the top), or undefined outside every layer.
 */
function layerOf(target, root, layers) {
  const first = stem(target.slice(root.length).split("/")[0]);
  const rank = layers.findIndex((layer) => layer.some((entry) => stem(entry) === first));
  return rank < 0 ? undefined : { name: layers[rank].find((entry) => stem(entry) === first), rank };
}

/**
 * The boundary `file` crosses by importing `spec` (`typeOnly`: nothing of it exists at run time), as
 * [messageId, data], or null. `file` is relative to the root, with forward slashes.
 */
function boundaryCrossed(file, spec, typeOnly) {
  const target = resolveImport(file, spec);
  const inClient = file.startsWith("client/");
  const inServer = file.startsWith("server/");
  const inShared = file.startsWith("shared/");

  if (inClient && (isPackage(spec, "drizzle-orm") || (target && isSchema(target)))) return ["clientSchema", {}];
  if (inServer && !DATA_ACCESS.test(file) && !TEST_FILE.test(file)) {
    if (isPackage(spec, "drizzle-orm")) return ["serverDrizzle", {}];
    if (target && isSchema(target)) return ["serverSchema", {}];
  }
  // What the browser loads from shared/ (validators, api types, the pure modules) names the tables by type only.
  if (inShared && !under(file, "shared/schema") && !TEST_FILE.test(file) && !typeOnly) {
    if (isPackage(spec, "drizzle-orm") || (target && isSchema(target))) return ["sharedSchema", {}];
  }
  if (!target) return null;

  if (inServer && under(target, "client")) return ["serverClient", {}];
  if (inClient && under(target, "server")) return ["clientServer", {}];
  if (inShared && (under(target, "server") || under(target, "client"))) {
    return ["sharedApp", { side: target.split("/")[0] }];
  }

  const feature = FEATURE.exec(file)?.[1];
  if (feature) {
    const other = FEATURE.exec(`${target}/`)?.[1];
    if (other && other !== feature) return ["featureFeature", { feature, other }];
  }
  if (file.startsWith("client/src/") && under(target, "client/src")) {
    const from = layerOf(file, "client/src/", CLIENT_LAYERS);
    const to = layerOf(target, "client/src/", CLIENT_LAYERS);
    if (from && to && to.rank < from.rank)
      return ["clientUpward", { from: from.name, to: to.name, order: CLIENT_ORDER }];
  }
  // Tests drive their module from outside, through the harness at the top.
  if (inServer && under(target, "server") && !TEST_FILE.test(file)) {
    const from = layerOf(file, "server/", SERVER_LAYERS);
    const to = layerOf(target, "server/", SERVER_LAYERS);
    if (from && !to) return ["serverUnplaced", { from: from.name, to: target.slice("server/".length) }];
    if (from && to.rank < from.rank) return ["serverUpward", { from: from.name, to: to.name, order: SERVER_ORDER }];
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keep imports inside the architecture's boundaries (the folder map in README.md)" },
    schema: [],
    messages: {
      featureFeature:
        "Features do not import each other: features/{{feature}} imports features/{{other}}. Move what both need to components/, lib/, hooks/, api/ or shared/.",
      clientUpward:
        "client/src/{{from}} imports client/src/{{to}}, a layer above it: imports run {{order}}, never back up. Move what both need down (a hook that reads the API goes to api/).",
      serverUpward:
        "server/{{from}} imports server/{{to}}, a layer above it: imports run {{order}}, never back up. Move what both need down.",
      serverUnplaced:
        "server/{{from}} imports server/{{to}}, which is in no layer of scripts/import-boundaries.js (so only the entry points may import it): place it in SERVER_LAYERS.",
      serverDrizzle:
        "Only server/storage/ (and server/db/, the test harness) may import drizzle-orm: call a storage module instead.",
      serverSchema:
        "Only server/storage/ (and server/db/, the test harness) may import the tables (shared/schema): call a storage module, and take validators from @shared/validators and types from @shared/api.",
      sharedSchema:
        "shared/ modules outside shared/schema are loaded by the browser: import the tables or drizzle-orm with `import type` only.",
      clientSchema:
        "The client may not import shared/schema or drizzle-orm (Drizzle would ship to the browser): use @shared/validators, @shared/api or @shared/enums.",
      clientServer: "The client may not import server code: share it through shared/.",
      serverClient: "The server may not import client code: share it through shared/.",
      sharedApp: "shared/ may not import {{side}}/: it is used by both sides and depends on neither.",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.physicalFilename).split(path.sep).join("/");
    if (file.startsWith("..")) return {};
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== "string") return;
      const crossed = boundaryCrossed(file, source.value, typeOnly);
      if (crossed) context.report({ node: source, messageId: crossed[0], data: crossed[1] });
    };
    const typeOnlySpecifiers = (node, kind) =>
      node[kind] === "type" ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s[kind] === "type" || s.importKind === "type"));
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnlySpecifiers(node, "importKind")),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, typeOnlySpecifiers(node, "exportKind")),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source, false),
    };
  },
};

export default { rules: { "import-boundaries": importBoundaries } };
