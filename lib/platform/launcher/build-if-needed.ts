// Decides whether the production build in .next is stale by fingerprinting every input of the
// build (sources, public files, config, lockfile, Prisma schema, and the folder of any benchmark
// kinds the build adds, BENCHMARK_KINDS_MODULE), and rebuilds when it is.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { nextCommand, runToCompletion } from "@/lib/platform/launcher/child-process";

const INPUT_DIRS = ["app", "components", "lib", "public"];
const INPUT_FILES = [
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "prisma/schema.prisma",
  "instrumentation.ts",
];
const SKIPPED = new Set(["node_modules", "generated", ".next"]);
const FINGERPRINT_FILE = ".next/mrben-build-fingerprint";

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

function buildFingerprint(root: string, kindsModule: string | undefined): string {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => listFiles(path.join(root, dir))),
    ...(kindsModule ? listFiles(path.dirname(path.resolve(root, kindsModule))) : []),
    ...INPUT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file) && statSync(file).isFile()),
  ].sort();
  const hash = createHash("sha256").update(`kinds:${kindsModule ?? ""}\0`);
  for (const file of files) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export async function buildIfNeeded({
  root,
  env,
  log,
}: {
  root: string;
  /** The environment of the build (the database is not needed: every page renders per request). */
  env: NodeJS.ProcessEnv;
  log: (message: string) => void;
}): Promise<{ built: boolean }> {
  const fingerprint = buildFingerprint(root, env.BENCHMARK_KINDS_MODULE);
  const stampFile = path.join(root, FINGERPRINT_FILE);
  const current = existsSync(path.join(root, ".next/BUILD_ID")) && existsSync(stampFile);
  if (current && readFileSync(stampFile, "utf8") === fingerprint) {
    log("The production build is up to date.");
    return { built: false };
  }
  log("Building the portal (next build); this takes a minute the first time...");
  await runToCompletion({
    ...nextCommand(root, ["build"]),
    cwd: root,
    env,
    what: "next build",
  });
  writeFileSync(stampFile, fingerprint);
  return { built: true };
}
