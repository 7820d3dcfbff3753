// `npm run check`: every check CI makes before the browser tests, one after another, each step's result as it ends
// and a summary at the end. All steps run even when one fails, so one run shows everything to fix; the exit code is
// non-zero if any failed.
import { spawnSync } from "node:child_process";

const STEPS = ["format:check", "lint", "typecheck", "knip", "test"];

const results: { step: string; ok: boolean; seconds: number }[] = [];
for (const step of STEPS) {
  console.log(`\n==> npm run ${step}`);
  const started = performance.now();
  const run = spawnSync("npm", ["run", "--silent", step], { stdio: "inherit" });
  const result = { step, ok: run.status === 0, seconds: (performance.now() - started) / 1000 };
  results.push(result);
  console.log(`<== ${step}: ${result.ok ? "passed" : "FAILED"} (${result.seconds.toFixed(1)} s)`);
}

console.log("\ncheck:");
for (const { step, ok, seconds } of results) {
  console.log(`  ${ok ? "ok    " : "FAILED"}  ${step.padEnd(14)}${seconds.toFixed(1).padStart(7)} s`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
