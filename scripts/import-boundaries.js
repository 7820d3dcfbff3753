// The architecture's import boundaries (the folder map in README.md: features never import each other or app/;
// components/, lib/, hooks/ and api/ never import features; only storage/ touches Drizzle and the tables; server,
// client and shared stay apart; no table definition reaches the browser), as one ESLint rule. Every import is resolved to a path in the
// repository first ('@/...', '@shared/...', relative paths), so a boundary cannot be crossed by spelling the path
// another way. scripts/import-boundaries.test.ts proves that each boundary reports.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

const FEATURE = /^client\/src\/features\/([^/]+)\//;
const CLIENT_SHARED_LAYERS = /^client\/src\/(components|lib|hooks|api)\//;
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
    if (under(target, "client/src/app")) return ["featureApp", { feature }];
  }
  const layer = CLIENT_SHARED_LAYERS.exec(file)?.[1];
  if (layer && (under(target, "client/src/features") || under(target, "client/src/app"))) {
    return ["layerFeature", { layer, target: under(target, "client/src/app") ? "app/" : "features/" }];
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
      featureApp:
        "features/{{feature}} imports client/src/app/: app/ composes the features, never the other way round.",
      layerFeature:
        "client/src/{{layer}}/ imports client/src/{{target}}: components/, lib/, hooks/ and api/ serve every feature and may not depend on one (or on app/).",
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
