// The command-line entry points on a database that has not been migrated (a new DATABASE_URL,
// migrations never run): each says in one line what to run, and exits 1, instead of a Prisma
// stack trace. Every npm script that runs a tool through scripts/with-database.ts is covered,
// read from package.json so that a new one is too.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { readLocalMigrations } from "@/lib/platform/postgres/migrations";
import { testPostgres } from "../helpers/file-database";
import { withDatabase } from "../helpers/postgres-server";
import { askRunServices } from "../helpers/run-services-client";
import { MRBEN_DATA_DIR, PROJECT_ROOT } from "../helpers/shared-data";
import { adminQuery, dropDatabase, uniqueDatabaseName } from "../helpers/test-databases";

const { maintenanceUrl } = testPostgres;
const created: string[] = [];

afterAll(async () => {
  for (const name of created) await dropDatabase(maintenanceUrl, name);
});

async function newDatabase(sql: string): Promise<string> {
  const name = uniqueDatabaseName("mrben_unmigrated");
  await adminQuery(maintenanceUrl, sql.replace("$NAME", `"${name}"`));
  created.push(name);
  return withDatabase(maintenanceUrl, name);
}

const scripts = (
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;
/** Every npm script that runs a tool against the database, except the one that migrates it. */
const DATABASE_TOOLS = Object.entries(scripts)
  .filter(([name, command]) => command.includes("scripts/with-database.ts") && name !== "db:migrate")
  .map(([name]) => name);

if (!DATABASE_TOOLS.includes("db:import")) throw new Error("package.json's database tools were not found");

/** Arguments each tool would be given in earnest (the refusal must come before they matter). */
const ARGS: Record<string, string[]> = {
  "db:import": ["--data", MRBEN_DATA_DIR],
  rescore: ["--benchmark", "mr-ben"],
  "user:role": ["someone@example.org", "moderator"],
  demo: ["--data", MRBEN_DATA_DIR, "--results", MRBEN_DATA_DIR],
};

function runScript(name: string, databaseUrl: string) {
  return spawnSync("npm", ["run", "--silent", name, "--", ...(ARGS[name] ?? [])], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
    timeout: 120_000,
  });
}

/** Exit 1, and nothing but the launcher's own lines: one of them says what to run. */
function expectOneLineSayingWhatToRun(result: ReturnType<typeof runScript>, what: RegExp) {
  const lines = `${result.stdout}${result.stderr}`.trim().split("\n");
  expect({ status: result.status, lines }).toEqual({
    status: 1,
    lines: lines.map(() => expect.stringMatching(/^\[mrben\] /)),
  });
  const refusal = lines.filter((line) => what.test(line));
  expect(refusal).toHaveLength(1);
  expect(refusal[0]).toContain("npm run db:migrate");
  expect(refusal[0]).toContain("npm start");
}

describe("a command on a database without migrations", () => {
  it.each(DATABASE_TOOLS)("npm run %s says in one line to run the migrations, and exits 1", async (name) => {
    const databaseUrl = await newDatabase("CREATE DATABASE $NAME");
    expectOneLineSayingWhatToRun(runScript(name, databaseUrl), /has no tables yet/);
  });

  it("npm run db:import on a database some migrations behind says how many, and exits 1", async () => {
    const { database: migrated } = await askRunServices({ what: "template", data: "empty" });
    const databaseUrl = await newDatabase(`CREATE DATABASE $NAME TEMPLATE "${migrated}"`);
    const last = readLocalMigrations(path.join(PROJECT_ROOT, "prisma/migrations")).at(-1)!;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, [last.name]);
    await client.end();
    expectOneLineSayingWhatToRun(runScript("db:import", databaseUrl), /1 migration behind/);
  });
});
