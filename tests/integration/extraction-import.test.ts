// `npm run db:import -- --kind extraction --data DIR`: a benchmark folder is validated whole,
// imported in one transaction, and a second import of other references makes a new version. The
// commands' bodies run in-process; the usage error runs the command itself.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runDbImport } from "@/scripts/commands/db-import";
import { runExtractionFromBook } from "@/lib/benchmarks/extraction/commands/from-book-command";
import { captureCommand } from "../helpers/command-io";
import { PROJECT_ROOT, SHARED_DIR } from "../helpers/shared-data";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-extraction-import-"));
const dataset = path.join(temp, "ord");
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function tsx(...args: string[]) {
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
    encoding: "utf8",
  });
}
/** npm run db:import's body, in-process. */
const importDir = (dir: string) => captureCommand((io) => runDbImport(["--kind", "extraction", "--data", dir], io));
/** npm run extraction:from-book's body, in-process: a benchmark folder from a book results file. */
async function fromBook(results: string, out: string) {
  const made = await captureCommand((io) =>
    runExtractionFromBook(["--results", path.join(SHARED_DIR, "extraction", results), "--out", out], io),
  );
  expect(made.status, made.stderr).toBe(0);
}

beforeAll(() => fromBook("Llama_results.json", dataset), 60_000);

describe("npm run db:import -- --kind extraction", () => {
  it("imports the references as version 1, then changes nothing on a second run", async () => {
    const first = await importDir(dataset);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("Imported ORD reaction extraction as version 1 (100 references).");
    const second = await importDir(dataset);
    expect(second.stdout).toContain("Nothing changed");
    const benchmark = await db.benchmark.findUniqueOrThrow({
      where: { slug: "ord-reactions" },
      select: {
        kind: true,
        settings: true,
        versions: {
          select: { number: true, _count: { select: { truthRecords: true } } },
        },
      },
    });
    expect(benchmark).toMatchObject({
      kind: "extraction",
      versions: [{ number: 1, _count: { truthRecords: 100 } }],
    });
  });

  it("makes a new version when a reference changes, and says what changed", async () => {
    const changed = path.join(temp, "changed");
    await fromBook("Llama_results.json", changed);
    const file = path.join(changed, "references.jsonl");
    const lines = readFileSync(file, "utf8").trimEnd().split("\n");
    lines[4] = JSON.stringify({ id: "rxn-005", reference: { inputs: {} } });
    writeFileSync(file, `${lines.join("\n")}\n`);
    const result = await importDir(changed);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("0 added, 0 removed, 1 changed");
    expect(
      await db.benchmarkVersion.count({
        where: { benchmark: { slug: "ord-reactions" } },
      }),
    ).toBe(2);
  });

  it("imports nothing and names the line of an id given twice", async () => {
    const bad = path.join(temp, "bad");
    await fromBook("sft_results.json", bad);
    const file = path.join(bad, "references.jsonl");
    writeFileSync(file, readFileSync(file, "utf8").replace('"rxn-002"', '"rxn-001"'));
    writeFileSync(path.join(bad, "benchmark.json"), JSON.stringify({ slug: "other-set", name: "Other" }));
    const before = await db.truthRecord.count();
    const result = await importDir(bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('references.jsonl line 2: the id "rxn-001" was given on line 1 already');
    expect(await db.truthRecord.count()).toBe(before);
    expect(await db.benchmark.count({ where: { slug: "other-set" } })).toBe(0);
  });

  it("imports nothing under the slug another kind's benchmark reserves (MR-Ben's mr-ben)", async () => {
    const taken = path.join(temp, "taken");
    await fromBook("sft_results.json", taken);
    writeFileSync(path.join(taken, "benchmark.json"), JSON.stringify({ slug: "mr-ben", name: "Not MR-Ben" }));
    const result = await importDir(taken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Nothing was imported: the slug "mr-ben" is MR-Ben\'s.');
    expect(await db.benchmark.count({ where: { slug: "mr-ben", kind: "extraction" } })).toBe(0);
  });

  it("exits 2 for an unknown kind, as a real process that loads every kind", () => {
    const result = tsx("--conditions=react-server", "scripts/db-import.ts", "--kind", "poetry", "--data", dataset);
    expect(result.status).toBe(2);
    // Names every kind: the built-in two, and the test run's own (tests/kinds/qa).
    expect(result.stderr).toContain('--kind must be mrben, extraction or qa, not "poetry"');
  });
});
