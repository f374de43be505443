// `npm run demo -- --data DIR --results DIR` on this file's database, with results files made by the
// shared make-fixture.py: its body in-process, and the usage error as a real process.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USER_EMAIL } from "@/lib/benchmarks/mrben/demo/import-demo";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runDemo } from "@/lib/benchmarks/mrben/demo/demo-command";
import { captureCommand } from "../helpers/command-io";
import { copyDataset, type DatasetCopy } from "../helpers/dataset-copy";
import { HAS_PYTHON, MAKE_FIXTURE, MRBEN_DATA_DIR, runPython } from "../helpers/shared-data";

const root = path.resolve(import.meta.dirname, "../..");
const resultsName = (model: string, shots: number) => `${model}_${shots}shot_cot_True_scored_eval_results.json`;

let data: DatasetCopy;
let results: string;

function makeResults(model: string, shots: number, seed: number) {
  runPython([
    MAKE_FIXTURE,
    MRBEN_DATA_DIR,
    path.join(results, resultsName(model, shots)),
    "--model",
    model,
    "--shots",
    String(shots),
    "--subjects",
    "coding",
    "--seed",
    String(seed),
  ]);
}

/** The command's body, in-process: what it prints and the status it exits with. */
const demo = (...args: string[]) => captureCommand((io) => runDemo(args, io));

/** The command itself, as a real process. */
function demoProcess(...args: string[]) {
  return spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/kind-command.ts",
      "demo",
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
      encoding: "utf8",
    },
  );
}

async function demoEntries() {
  return db.submission.findMany({
    where: { user: { email: DEMO_USER_EMAIL } },
    orderBy: { modelSlug: "asc" },
    include: {
      runs: {
        orderBy: { shots: "asc" },
        include: { scoring: { include: { subjects: true } } },
      },
    },
  });
}

beforeAll(() => {
  if (!HAS_PYTHON) return;
  data = copyDataset(["coding"]);
  results = mkdtempSync(path.join(os.tmpdir(), "mrben-demo-"));
  makeResults("alpha-7b", 0, 1);
  makeResults("alpha-7b", 1, 2);
  makeResults("beta", 0, 3);
  writeFileSync(
    path.join(results, "models.json"),
    JSON.stringify({
      beta: {
        modelName: "Beta",
        organization: "Beta Lab",
        parameterCount: "13B",
        openWeights: true,
      },
    }),
  );
});
afterAll(() => {
  data?.dispose();
  if (results) rmSync(results, { recursive: true, force: true });
});

describe.skipIf(!HAS_PYTHON)("npm run demo", () => {
  it("imports the benchmark and every results file as approved entries, one per model, with stored intervals", async () => {
    const run = await demo("--data", data.dir, "--results", results);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("2 model(s) on the board from 2 in the folder; 3 file(s) scored, 0 already imported");

    const entries = await demoEntries();
    expect(entries.map((entry) => [entry.modelName, entry.status, entry.runs.map((r) => [r.shots, r.status])])).toEqual(
      [
        [
          "alpha-7b",
          "approved",
          [
            [0, "scored"],
            [1, "scored"],
          ],
        ],
        ["Beta", "approved", [[0, "scored"]]],
      ],
    );
    for (const entry of entries) {
      expect(entry.approvedAt).not.toBeNull();
      expect(entry.submittedAt).not.toBeNull();
      const events = await db.moderationEvent.findMany({
        where: { submissionId: entry.id },
      });
      expect(events.map((event) => [event.action, event.actorLabel, event.before, event.after])).toEqual([
        ["approve", "npm run demo", { status: "draft", revision: 0 }, { status: "approved", revision: 1 }],
      ]);
      for (const { scoring } of entry.runs) {
        expect(scoring!.scoreCiLow).not.toBeNull();
        expect(scoring!.scoreCiLow!).toBeLessThanOrEqual(scoring!.score);
        expect(scoring!.scoreCiHigh!).toBeGreaterThanOrEqual(scoring!.score);
        expect(scoring!.subjects.map((s) => [s.subject, s.ciLow !== null, s.ciHigh !== null])).toEqual([
          ["coding", true, true],
        ]);
      }
    }
    const [alpha, beta] = entries;
    expect(alpha).toMatchObject({
      organization: "Unknown",
      modelLink: "https://github.com/dvlab-research/Mr-Ben",
      judgeModel: "gpt-4-turbo-2024-04-09",
      temperature: 0,
      openWeights: false,
      parameterCount: null,
    });
    expect(beta).toMatchObject({
      organization: "Beta Lab",
      parameterCount: 13_000_000_000n,
      openWeights: true,
    });
  });

  it("changes nothing when run again: every file is already imported, and says so", async () => {
    const before = await demoEntries();
    const run = await demo("--data", data.dir, "--results", results);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${resultsName("alpha-7b", 0)}: already imported for this model (same SHA-256)`);
    expect(run.stdout).toContain("0 file(s) scored, 3 already imported, 0 failed");
    expect(await demoEntries()).toEqual(before);
  });

  it("reports a file that cannot be scored by name with its reason, imports the others, and exits 1", async () => {
    writeFileSync(path.join(results, resultsName("broken", 0)), '{"coding": [');
    makeResults("gamma", 1, 4);
    const run = await demo("--data", data.dir, "--results", results);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`${resultsName("broken", 0)}: The file is not valid JSON`));
    expect(run.stdout).toContain("1 file(s) scored, 3 already imported, 1 failed");
    const gamma = (await demoEntries()).find((entry) => entry.modelName === "gamma");
    expect(gamma).toMatchObject({
      status: "approved",
      runs: [{ shots: 1, status: "scored" }],
    });
    rmSync(path.join(results, resultsName("broken", 0)));
  });

  it("exits 2 with the usage line when a folder is missing or cannot be read", async () => {
    const missing = demoProcess("--data", data.dir);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--results DIR is required.");
    expect(missing.stderr).toContain("usage: npm run demo -- --data DIR --results DIR");
    const absent = await demo("--data", data.dir, "--results", path.join(results, "nope"));
    expect(absent.status).toBe(2);
    expect(absent.stderr).toContain("not a readable directory");
  });
});
