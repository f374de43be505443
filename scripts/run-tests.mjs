// `npm test`: every check the project has, one step after another, each step's time printed beside
// the machine's load average (a figure from a busy machine is not one from a quiet one), and a
// table at the end. The static checks stop the run at the first failure; the three suites all run,
// so one failing suite does not hide another's result. Exit code: 0 when every step passed.
// Usage: node scripts/run-tests.mjs [--skip-static]
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const npmRun = (name, script) => ({ name, command: "npm", args: ["run", "--silent", script] });

const STATIC_CHECKS = [
  npmRun("lockfile", "check:lockfile"),
  npmRun("typecheck", "typecheck"),
  npmRun("lint", "lint"),
  npmRun("knip", "knip"),
];
const SUITES = [npmRun("unit", "test:unit"), npmRun("integration", "test:integration"), npmRun("e2e", "test:e2e")];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

function runStep({ name, command, args }) {
  console.log(`\n[test] ${name}: ${command} ${args.join(" ")} (load average ${load()})`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  const passed = result.status === 0;
  console.log(`[test] ${name}: ${passed ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s (load average ${load()})`);
  return { name, passed, seconds, load: load() };
}

const skipStatic = process.argv.includes("--skip-static");
const done = [];
let failed = false;
for (const step of skipStatic ? [] : STATIC_CHECKS) {
  const outcome = runStep(step);
  done.push(outcome);
  if (!outcome.passed) {
    failed = true;
    break;
  }
}
if (!failed) for (const step of SUITES) done.push(runStep(step));

console.log("\n[test] step         result   time    load average (1, 5, 15 min) at its end");
for (const step of done)
  console.log(
    `[test] ${step.name.padEnd(12)} ${(step.passed ? "passed" : "FAILED").padEnd(8)} ${`${step.seconds.toFixed(0)} s`.padStart(6)}   ${step.load}`,
  );
const total = done.reduce((sum, step) => sum + step.seconds, 0);
console.log(`[test] total                 ${`${total.toFixed(0)} s`.padStart(6)}`);
process.exit(done.every((step) => step.passed) && !failed ? 0 : 1);
