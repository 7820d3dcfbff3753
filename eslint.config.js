// ESLint: the recommended JavaScript and TypeScript rules, two type-aware rules about promises, the rules of hooks for
// the client, and the architecture's import boundaries (scripts/import-boundaries.js). Formatting is Prettier's
// (.prettierrc.json), not ESLint's. `npm run lint` keeps a cache in node_modules/.cache/eslint.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./scripts/import-boundaries.js";

export default defineConfig(
  globalIgnores([
    "dist/",
    ".e2e-build/",
    "coverage/",
    "test-results/",
    "playwright-report/",
    "data/",
    ".data-test*/",
    "scratch/",
    "migrations/meta/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { hospeda: boundaries },
    rules: {
      "hospeda/import-boundaries": "error",
      // A leading underscore marks what is left unused on purpose (a rest sibling dropped, a callback's position).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Augmenting Express.Request takes `declare global { namespace Express { ... } }`; no other namespaces.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
    },
  },
  {
    // Type-aware, for the promises only: Express 5 forwards a rejected handler, but a promise nobody awaits is an
    // unhandled rejection. One TypeScript program for the whole tree (tsconfig.json) keeps the run about 25 s cold.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // react-hook-form's `onSubmit={form.handleSubmit(save)}` returns a promise to a void attribute by design.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Node: the server, the shared modules' tests, the browser tests' driver, the bench, the build and the configs.
    files: ["server/**", "shared/**", "client/e2e/**", "bench/**", "scripts/**", "*.ts", "*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["client/src/**", "shared/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
    rules: {
      // The React Compiler's rules, for code the compiler does not build: the effects that reset a dialog when it
      // opens, close the drawer on navigation or open a dialog when its fetch lands are deliberate here.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      // Tests read the API's JSON answers as they come (supertest's bodies are `any` too).
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
);
