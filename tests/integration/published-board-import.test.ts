// The MR-Ben authors' published board through `npm run reported:import`: validated whole, imported
// as reported entries (actor "cli"), idempotent, a changed figure updated with its audit event; an
// average-only entry stands on the overall board without interval or rank band and on no subject's;
// a model with a verified entry keeps it, with the reported figure beside it. The command's body runs
// in-process; a refused file is also run through the command itself, for its exit status and stderr.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runReportedImport } from "@/lib/benchmarks/mrben/reported/reported-import-command";
import { getLeaderboardCsv, getLeaderboardJson } from "../helpers/board-calls";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { captureCommand } from "../helpers/command-io";
import { PROJECT_ROOT, SHARED_DIR } from "../helpers/shared-data";

const PUBLISHED = path.join(SHARED_DIR, "mrben/published-leaderboard.json");
const SOURCE = "https://mr-ben.github.io";

/** The command's body, in-process: what it prints and the status it exits with. */
const importFile = (...args: string[]) => captureCommand((io) => runReportedImport(args, io));

/** The command itself, as a real process. */
function importFileProcess(file: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/kind-command.ts",
      "reported:import",
      file,
      ...args,
    ],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
      encoding: "utf8",
    },
  );
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

/** The published file with some figures changed. */
function changedFile(change: (rows: Array<Record<string, unknown>>) => void): string {
  const published = JSON.parse(readFileSync(PUBLISHED, "utf8")) as {
    rows: Array<Record<string, unknown>>;
  };
  change(published.rows);
  const file = path.join(os.tmpdir(), `published-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(published));
  return file;
}

const countEvents = () =>
  db.moderationEvent.count({
    where: { action: { in: ["import_reported", "update_reported"] } },
  });

beforeAll(async () => {
  await ensureBoardBenchmark(); // subjects math, coding, logic
  // A verified entry of one of the published models: it keeps its place, the reported average beside it.
  await seedBoardEntry({
    slug: "gpt-4o-2024-05-13",
    runs: { "0": uniformRun(0.5), "1": uniformRun(0.4) },
  });
});

describe("npm run reported:import", () => {
  it("imports the 31 published models as reported entries, each with its event by cli", async () => {
    const first = await importFile(PUBLISHED);
    expect(first.stderr).toBe("");
    expect(first.stdout).toContain(`Imported 31 entries from ${SOURCE}: 31 added, 0 updated, 0 unchanged.`);
    expect(first.status).toBe(0);
    const entries = await db.reportedEntry.findMany({
      where: { importKey: { startsWith: `${SOURCE}#` } },
    });
    expect(entries).toHaveLength(31);
    expect(entries.every((entry) => entry.createdById === null && entry.status === "published")).toBe(true);
    const events = await db.moderationEvent.findMany({
      where: { action: "import_reported" },
    });
    expect(events).toHaveLength(31);
    expect(events.every((event) => event.actorLabel === "cli" && event.actorId === null)).toBe(true);
  });

  it("importing the same file again changes nothing and says so", async () => {
    const before = await countEvents();
    const again = await importFile(PUBLISHED);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`Nothing changed: the 31 entries from ${SOURCE} are as the file says.`);
    expect(await countEvents()).toBe(before);
  });

  it("a changed figure updates its entry with an audit event naming what changed", async () => {
    const file = changedFile((rows) => {
      (rows[0]!.mrScore as Record<string, number>)["0"] = 5;
    });
    const result = await importFile(file);
    expect(result.stdout).toContain("0 added, 1 updated, 30 unchanged.");
    const entry = await db.reportedEntry.findFirstOrThrow({
      where: { importKey: `${SOURCE}#claude3-haiku` },
    });
    expect(entry.meanScores).toEqual({ "0": 0.05, "1": 0.031 });
    const event = await db.moderationEvent.findFirstOrThrow({
      where: { action: "update_reported", reportedEntryId: entry.id },
    });
    expect(event).toMatchObject({
      actorLabel: "cli",
      before: { meanScores: { "0": 0.044, "1": 0.031 } },
      after: { meanScores: { "0": 0.05, "1": 0.031 } },
    });
    expect(event.reason).toContain("meanScores changed");
  });

  it("a file with one bad row imports nothing and names the row, exit 1", async () => {
    const before = {
      entries: await db.reportedEntry.count(),
      events: await countEvents(),
    };
    const file = changedFile((rows) => {
      rows.push({ model: "New Model", mrScore: { "0": 150 } });
    });
    const result = importFileProcess(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Nothing was imported: 1 problem(s)");
    expect(result.stderr).toContain("rows[31].mrScore.0: must be between 0 and 100");
    expect({
      entries: await db.reportedEntry.count(),
      events: await countEvents(),
    }).toEqual(before);
  });

  it("--if-absent skips a source already imported", async () => {
    const result = await importFile(PUBLISHED, "--if-absent");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${SOURCE} is already imported; skipping`);
  });
});

describe("the published entries on the board", () => {
  it("stand on the overall board marked reported, with their source, price, and no interval or rank band", async () => {
    const board = await getLeaderboardJson("?shots=0");
    const o1 = board.entries.find((entry) => entry.model.slug === "o1-preview-2024-09-12")!;
    expect(o1).toMatchObject({
      verification: "reported",
      sourceUrl: SOURCE,
      rank: expect.any(Number),
      rankBand: null,
      mrScore: { value: 0.589, ciLow: null, ciHigh: null },
      price: { inputUsdPerMTok: 15, outputUsdPerMTok: 60 },
      judgeModel: "gpt-4-turbo-2024-04-09",
    });
    expect(o1.model).toMatchObject({
      parameterCount: null,
      openWeights: false,
    });
    const qwen = board.entries.find((entry) => entry.model.slug === "qwen-2-72b")!;
    expect(qwen.model).toMatchObject({
      parameterCount: 72_000_000_000,
      openWeights: true,
    });
    expect(qwen.price).toBeNull();
    expect(board.entries.filter((entry) => entry.verification === "reported")).toHaveLength(30);
  });

  it("are on no subject's board", async () => {
    const math = await getLeaderboardJson("?shots=0&subject=math");
    expect(math.entries.some((entry) => entry.verification === "reported")).toBe(false);
  });

  it("a model with a verified entry shows the verified one, with the reported average beside it", async () => {
    const board = await getLeaderboardJson("?shots=1");
    const rows = board.entries.filter((entry) => entry.model.slug === "gpt-4o-2024-05-13");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      verification: "verified",
      mrScore: { value: expect.closeTo(0.4, 12) },
      reported: { mean: { "0": 0.458, "1": 0.455 }, sourceUrl: SOURCE },
      price: { inputUsdPerMTok: 5, outputUsdPerMTok: 15 },
    });
    const csv = await (await getLeaderboardCsv("?shots=1")).text();
    const [header, ...lines] = csv.trim().split("\r\n");
    const columns = header!.split(",");
    const row = lines.find((line) => line.includes("gpt-4o-2024-05-13"))!.split(",");
    expect(row[columns.indexOf("reported_mr_score")]).toBe("0.455");
    expect(row[columns.indexOf("price_input_usd_per_mtok")]).toBe("5");
  });
});
