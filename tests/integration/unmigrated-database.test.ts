// The command-line entry points on a database that has not been migrated (a new DATABASE_URL,
// migrations never run): each says in one line what to run, and exits 1, instead of a Prisma
// stack trace. Every npm script that runs a tool through scripts/with-database.ts is covered,
// read from package.json so that a new one is too: the launcher's check for its tool in-process,
// and one database some migrations behind through the npm script itself.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { readLocalMigrations } from "@/lib/platform/postgres/migrations";
import { migrationsRefusal } from "@/scripts/commands/migrations-refusal";
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
/** Every npm script that runs a tool against the database, except the one that migrates it, with its tool. */
const DATABASE_TOOLS = Object.entries(scripts)
  .filter(([name, command]) => command.includes("scripts/with-database.ts") && name !== "db:migrate")
  .map(([name, command]) => [name, /scripts\/with-database\.ts (\S+)/.exec(command)?.[1] ?? ""] as const);

if (!DATABASE_TOOLS.some(([name]) => name === "db:import"))
  throw new Error("package.json's database tools were not found");

function runScript(name: string, databaseUrl: string, args: string[]) {
  return spawnSync("npm", ["run", "--silent", name, "--", ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
    timeout: 120_000,
  });
}

/** One line that says to run the migrations. */
function expectSaysWhatToRun(line: string) {
  expect(line).toContain("npm run db:migrate");
  expect(line).toContain("npm start");
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
  expectSaysWhatToRun(refusal[0]!);
}

describe("a command on a database without migrations", () => {
  it.each(DATABASE_TOOLS)(
    "npm run %s (%s) is refused by the launcher, in one line saying to run the migrations",
    async (_name, tool) => {
      const databaseUrl = await newDatabase("CREATE DATABASE $NAME");
      const refusal = await migrationsRefusal(tool, databaseUrl);
      expect(refusal).toMatch(/^The database has no tables yet: /);
      expect(refusal).not.toContain("\n");
      expectSaysWhatToRun(refusal!);
    },
  );

  it("npm run db:import on a database some migrations behind says how many, and exits 1", async () => {
    const { database: migrated } = await askRunServices({
      what: "template",
      data: "empty",
    });
    const databaseUrl = await newDatabase(`CREATE DATABASE $NAME TEMPLATE "${migrated}"`);
    const last = readLocalMigrations(path.join(PROJECT_ROOT, "prisma/migrations")).at(-1)!;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, [last.name]);
    await client.end();
    expectOneLineSayingWhatToRun(runScript("db:import", databaseUrl, ["--data", MRBEN_DATA_DIR]), /1 migration behind/);
  });

  it("npm run db:import on a database DATABASE_URL names but the server lacks says so, and creates nothing", async () => {
    const name = uniqueDatabaseName("mrben_misspelt");
    const result = runScript("db:import", withDatabase(maintenanceUrl, name), ["--data", MRBEN_DATA_DIR]);
    const lines = `${result.stdout}${result.stderr}`.trim().split("\n");
    expect(result.status).toBe(1);
    expect(lines.at(-1)).toBe(
      `[mrben] The database "${name}" does not exist on ${new URL(maintenanceUrl).host} (DATABASE_URL). Check its ` +
        "name, or create it with `npm run db:migrate`, which creates and migrates it.",
    );
    const client = new pg.Client({ connectionString: maintenanceUrl });
    await client.connect();
    const exists = await client
      .query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
      .finally(() => client.end());
    expect(exists.rowCount).toBe(0);
  });
});
