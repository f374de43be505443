// npm start: sets up and serves the portal. Uses DATABASE_URL when set, else an embedded
// PostgreSQL under EMBEDDED_PG_DIR; creates the database if needed, applies migrations, runs each
// benchmark kind's start imports whose setting is given (MR-Ben: MRBEN_DATA_DIR when the benchmark
// is not there yet, MRBEN_PUBLISHED_BOARD when its source is not), builds if the build is stale, and
// serves on PORT. `--dev` serves with `next dev` instead of building.
import "./prepare-server-env";
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEV_SIGN_IN_REFUSAL, env } from "@/lib/env";
import { benchmarkKinds } from "@/lib/benchmarks/registry";
import { buildIfNeeded } from "@/lib/platform/launcher/build-if-needed";
import { portInUse } from "@/lib/platform/launcher/local-server";
import {
  nextCommand,
  portalServerCommand,
  runToCompletion,
  tsxCommand,
  waitForExit,
} from "@/lib/platform/launcher/child-process";
import { applyMigrations } from "@/lib/platform/postgres/migrations";
import { openDatabase } from "@/lib/platform/postgres/open-database";

const root = path.resolve(import.meta.dirname, "..");

/** A start import's setting, as lib/env read it; null when it is not given. */
function settingValue(setting: string): string | null {
  const value: unknown = (env as Readonly<Record<string, unknown>>)[setting];
  return typeof value === "string" && value !== "" ? value : null;
}
const log = (message: string) => console.log(`[mrben] ${message}`);
const { values: flags } = parseArgs({ options: { dev: { type: "boolean", default: false } } });

async function main(): Promise<number> {
  // The server would refuse it only after the database, migrations and a build.
  if (!flags.dev && env.AUTH_DEV_SIGN_IN) throw new Error(`AUTH_DEV_SIGN_IN is on: ${DEV_SIGN_IN_REFUSAL}.`);
  // Before the database, migrations and a build: a second `npm start` must not get that far.
  if (await portInUse(env.PORT)) {
    throw new Error(
      `Port ${env.PORT} is already in use (is the portal already running?). Stop what listens there, or set PORT.`,
    );
  }
  const database = await openDatabase({ log, stopAdoptedServer: true });
  try {
    const { databaseUrl } = database;
    const { applied, upToDate } = await applyMigrations({
      databaseUrl,
      migrationsDir: path.join(root, "prisma/migrations"),
      log,
    });
    log(`Migrations: ${applied.length} applied, ${upToDate} already in place.`);

    const childEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(env.PORT),
      NEXTAUTH_URL: env.NEXTAUTH_URL,
      NEXTAUTH_SECRET: env.NEXTAUTH_SECRET,
      NEXT_TELEMETRY_DISABLED: "1",
    };
    for (const { setting, script, args } of benchmarkKinds().flatMap((kind) => kind.startImports ?? [])) {
      const value = settingValue(setting);
      if (value === null) continue;
      await runToCompletion({
        ...tsxCommand(root, path.join(root, script), args(value)),
        cwd: root,
        env: childEnv,
        what: `Importing ${setting}`,
      });
    }
    if (!flags.dev) await buildIfNeeded({ root, env: childEnv, log });

    log(`Serving on http://localhost:${env.PORT}`);
    const serve = flags.dev
      ? nextCommand(root, ["dev", "-p", String(env.PORT)])
      : portalServerCommand(root, { port: env.PORT });
    const server = spawn(serve.command, serve.args, { cwd: root, env: childEnv, stdio: "inherit" });
    const forward = (signal: NodeJS.Signals) => server.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    const { code, signal } = await waitForExit(server);
    if (signal) log(`The server stopped (${signal}).`);
    return code ?? 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[mrben] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
