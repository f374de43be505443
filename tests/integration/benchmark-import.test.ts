import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importBenchmark } from "@/lib/benchmarks/mrben/dataset/import-benchmark";
import { readDatasetDir } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { mrbenHostedEvaluation } from "@/lib/benchmarks/mrben/hosted/hosted-evaluation";
import { db } from "@/lib/db";
import { runDbImport } from "@/scripts/commands/db-import";
import { captureCommand } from "../helpers/command-io";
import { copyDataset, firstSolution, type DatasetCopy } from "../helpers/dataset-copy";
import { resetDatabase } from "../helpers/file-database";
import { MRBEN_DATA_DIR, SHARED_DIR } from "../helpers/shared-data";

const copies: DatasetCopy[] = [];
afterAll(() => copies.forEach((copy) => copy.dispose()));

function copy(subjects?: string[]): DatasetCopy {
  const made = copyDataset(subjects);
  copies.push(made);
  return made;
}

function read(dir: string) {
  const dataset = readDatasetDir({ dir });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  return dataset.subjects;
}

/** The subjects and the k-shot demonstrations, as npm run db:import reads them. */
function readAll(dir: string) {
  const dataset = readDatasetDir({ dir });
  if (!dataset.ok) throw new Error(dataset.problems.map((problem) => problem.message).join("\n"));
  return { subjects: dataset.subjects, kShotDemos: dataset.kShotDemos };
}

/**
 * npm run db:import's body, in-process (scripts/db-import.ts only passes it the arguments and exits
 * with its status; tests/integration/extraction-import.test.ts runs that wrapper as a real process).
 */
function runImportCommand(...args: string[]) {
  return captureCommand((io) => runDbImport(args, io));
}

/** Flips the ground truth of the file's first solution. */
function flipFirstTruth(file: Parameters<typeof firstSolution>[0]) {
  const solution = firstSolution(file);
  solution.Model_Solution_Correctness = solution.Model_Solution_Correctness === "correct" ? "incorrect" : "correct";
  return solution;
}

async function resetBenchmark() {
  await db.benchmark.deleteMany();
}

async function counts() {
  return {
    versions: await db.benchmarkVersion.count(),
    subjects: await db.benchmarkSubject.count(),
    items: await db.benchmarkItem.count(),
  };
}

const EXPECTED = {
  biology: { questions: 345, items: 1035, correct: 617, incorrect: 418 },
  math: { questions: 306, items: 918, correct: 149, incorrect: 769 },
  physics: { questions: 223, items: 667, correct: 319, incorrect: 348 },
  medicine: { questions: 277, items: 828, correct: 257, incorrect: 571 },
  coding: { questions: 90, items: 238, correct: 74, incorrect: 164 },
  chemistry: { questions: 284, items: 848, correct: 382, incorrect: 466 },
};

describe("importing the benchmark", () => {
  it("stores every subject and solution of the official data as version 1", async () => {
    await resetBenchmark();
    const summary = await importBenchmark(readAll(MRBEN_DATA_DIR));
    expect(summary.plan).toBe("first-version");
    expect(summary.versionNumber).toBe(1);

    const stored = await db.benchmarkSubject.findMany({ include: { version: true } });
    expect(
      Object.fromEntries(
        stored.map((subject) => [
          subject.key,
          {
            questions: subject.questionCount,
            items: subject.itemCount,
            correct: subject.correctCount,
            incorrect: subject.incorrectCount,
          },
        ]),
      ),
    ).toEqual(EXPECTED);
    expect(await db.benchmarkItem.count()).toBe(4534);
  });

  it("keeps the two coding solutions that share a question and a model as two items", async () => {
    const items = await db.benchmarkItem.findMany({
      where: {
        questionUuid: "2b52c2da-e129-4810-af95-18e2e9088f0b",
        sampledModel: "Claude2",
        subject: { key: "coding" },
      },
    });
    expect(items).toHaveLength(2);
    expect(items[0]!.stepsDigest).not.toBe(items[1]!.stepsDigest);
  });

  it("keeps what a reader needs: question, steps, truth, error reason and the dataset's own labels", async () => {
    const item = await db.benchmarkItem.findFirstOrThrow({
      where: { subject: { key: "math" }, correctness: "incorrect" },
      orderBy: { position: "asc" },
    });
    expect(item.question.length).toBeGreaterThan(0);
    expect(Array.isArray(item.steps)).toBe(true);
    expect(item.firstErrorStep).toMatch(/^\d+$/);
    expect(item.errorReason).not.toBeNull();
    expect(item.originalSubject).toMatch(/math/);
    const physics = await db.benchmarkItem.findMany({ where: { subject: { key: "physics" } } });
    expect(physics.filter((candidate) => candidate.datasetKey !== candidate.questionUuid)).toHaveLength(9);
  });

  it("changes nothing when run again with the same data, and says so", async () => {
    const before = await db.benchmarkItem.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true } });
    const result = await runImportCommand("--data", MRBEN_DATA_DIR);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("Nothing changed: the database already holds this data (version 1).");
    expect(result.stdout).toContain("The k-shot demonstrations of version 1 are unchanged.");
    expect(await db.benchmarkItem.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true } })).toEqual(
      before,
    );
  });

  it("changes nothing when a subset of unchanged files is imported", async () => {
    const summary = await importBenchmark({ subjects: read(copy(["math", "coding"]).dir) });
    expect(summary.plan).toBe("nothing");
    expect(await counts()).toEqual({ versions: 1, subjects: 6, items: 4534 });
  });

  it("updates text in place when only non-truth fields change", async () => {
    const data = copy(["coding"]);
    let questionUuid = "";
    data.edit("coding", (file) => {
      const solution = firstSolution(file);
      questionUuid = String(solution.Question_UUID);
      solution.Question = "An edited question text";
    });
    const summary = await importBenchmark({ subjects: read(data.dir) });
    expect(summary.plan).toBe("update-current");
    expect(summary.subjects[0]!.change).toBe("text-updated");
    expect(await counts()).toEqual({ versions: 1, subjects: 6, items: 4534 });
    const edited = await db.benchmarkItem.findMany({ where: { questionUuid, subject: { key: "coding" } } });
    expect(edited.some((item) => item.question === "An edited question text")).toBe(true);
  });

  it("makes a new version when the ground truth changes, leaving the old version's truth untouched", async () => {
    // Two subjects are enough: the changed one, and one the new version copies unchanged.
    await resetBenchmark();
    await importBenchmark({ subjects: read(copy(["physics", "coding"]).dir) });
    const data = copy(["physics"]);
    let flipped = { questionUuid: "", sampledModel: "", before: "" };
    data.edit("physics", (file) => {
      const solution = firstSolution(file);
      flipped = {
        questionUuid: String(solution.Question_UUID),
        sampledModel: String(solution.Sampled_Model),
        before: String(solution.Model_Solution_Correctness),
      };
      flipFirstTruth(file);
    });
    const result = await runImportCommand("--data", data.dir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("imported it as version 2");

    const versions = await db.benchmarkVersion.findMany({ orderBy: { number: "asc" }, include: { subjects: true } });
    expect(versions.map((version) => version.number)).toEqual([1, 2]);
    expect(versions[1]!.note).toContain("physics (0 added, 0 removed, 1 with different truth)");
    expect(versions[1]!.subjects.map((subject) => subject.key).sort()).toEqual(["coding", "physics"]);
    expect(versions[0]!.truthDigest).not.toBe(versions[1]!.truthDigest);

    const truthIn = async (versionNumber: number) =>
      (
        await db.benchmarkItem.findFirstOrThrow({
          where: {
            version: { number: versionNumber },
            questionUuid: flipped.questionUuid,
            sampledModel: flipped.sampledModel,
          },
        })
      ).correctness;
    expect(await truthIn(1)).toBe(flipped.before);
    expect(await truthIn(2)).not.toBe(flipped.before);
    expect(await db.benchmarkItem.count({ where: { version: { number: 2 } } })).toBe(
      EXPECTED.physics.items + EXPECTED.coding.items,
    );
  });

  it("adds a subject the current version does not have without making a new version", async () => {
    await resetBenchmark();
    const withCoding = copy(["physics", "coding"]);
    const withoutCoding = copy(["physics"]);
    expect((await importBenchmark({ subjects: read(withoutCoding.dir) })).plan).toBe("first-version");
    const summary = await importBenchmark({ subjects: read(withCoding.dir) });
    expect(summary.plan).toBe("update-current");
    expect(summary.subjects.find((subject) => subject.key === "coding")!.change).toBe("new");
    expect(await counts()).toEqual({
      versions: 1,
      subjects: 2,
      items: EXPECTED.physics.items + EXPECTED.coding.items,
    });
  });

  it("makes one version when two imports run at the same moment", async () => {
    await resetBenchmark();
    const subjects = read(copy(["coding"]).dir);
    const results = await Promise.all([importBenchmark({ subjects }), importBenchmark({ subjects })]);
    expect(results.map((result) => result.plan).sort()).toEqual(["first-version", "nothing"]);
    expect(await counts()).toEqual({ versions: 1, subjects: 1, items: EXPECTED.coding.items });
  });

  it("writes nothing when the database fails part-way through", async () => {
    await resetBenchmark();
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_chemistry() RETURNS trigger AS $$
      BEGIN
        IF (SELECT key FROM "BenchmarkSubject" WHERE id = NEW."subjectId") = 'chemistry' THEN
          RAISE EXCEPTION 'simulated failure while writing chemistry';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_chemistry BEFORE INSERT ON "BenchmarkItem" FOR EACH ROW EXECUTE FUNCTION refuse_chemistry()`,
    );
    try {
      // Coding is written before chemistry, which fails: the whole import is undone.
      const subjects = read(copy(["coding", "chemistry"]).dir);
      expect(subjects.map((subject) => subject.key)).toEqual(["coding", "chemistry"]);
      await expect(importBenchmark({ subjects })).rejects.toThrow(/simulated failure/);
      expect(await counts()).toEqual({ versions: 0, subjects: 0, items: 0 });
      expect(await db.benchmark.count()).toBe(0);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_chemistry ON "BenchmarkItem"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_chemistry()`);
    }
  });
});

describe("importing the k-shot demonstrations (k_shot_demo.json)", () => {
  const demosText = readFileSync(path.join(MRBEN_DATA_DIR, "k_shot_demo.json"), "utf8");
  const storedDemos = () =>
    db.benchmarkKShotDemos.findMany({
      orderBy: { version: { number: "asc" } },
      select: { text: true, sha256: true, updatedAt: true, version: { select: { id: true, number: true } } },
    });

  it("stores the file byte for byte for the imported version, and the same file again changes nothing", async () => {
    await resetBenchmark();
    const data = copy(["coding"]);
    writeFileSync(path.join(data.dir, "k_shot_demo.json"), demosText);
    expect((await importBenchmark(readAll(data.dir))).kShotDemos).toBe("stored");
    const [stored] = await storedDemos();
    expect(stored).toMatchObject({ text: demosText, version: { number: 1 } });
    expect(stored!.sha256).toBe(createHash("sha256").update(demosText).digest("hex"));
    expect((await importBenchmark(readAll(data.dir))).kShotDemos).toBe("unchanged");
    expect(await storedDemos()).toEqual([stored]);
  });

  // Version 1 is coding with the demonstrations (stored above); version 2 changes its truth.
  it("keeps the previous version's demonstrations in a new version made from data without the file", async () => {
    const data = copy(["coding"]);
    data.edit("coding", flipFirstTruth);
    const summary = await importBenchmark(readAll(data.dir));
    expect(summary).toMatchObject({ plan: "new-version", versionNumber: 2, kShotDemos: "copied" });
    expect((await storedDemos()).map((row) => [row.version.number, row.text === demosText])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it("replaces the current version's demonstrations when the file changed, and leaves older versions' alone", async () => {
    const data = copy(["coding"]);
    data.edit("coding", flipFirstTruth); // version 2's data: only the demonstrations differ
    const edited = JSON.parse(demosText) as Record<string, Array<Record<string, unknown>>>;
    edited.coding![0]!.cot_analysis = "An edited analysis.";
    writeFileSync(path.join(data.dir, "k_shot_demo.json"), JSON.stringify(edited));
    const summary = await importBenchmark(readAll(data.dir));
    expect(summary).toMatchObject({ plan: "nothing", versionNumber: 2, kShotDemos: "replaced" });
    const rows = await storedDemos();
    expect(rows.map((row) => [row.version.number, row.text === demosText])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(rows[1]!.text).toContain("An edited analysis.");
  });

  it("refuses 1-shot runs of a version imported without demonstrations, saying how to add them", async () => {
    await resetBenchmark();
    const summary = await importBenchmark({ subjects: read(copy(["coding"]).dir) });
    expect(summary.kShotDemos).toBe("none");
    const version = await db.benchmarkVersion.findFirstOrThrow({ select: { id: true } });
    expect(await mrbenHostedEvaluation.refuseShots({ versionId: version.id, shots: [0] })).toBeNull();
    expect(await mrbenHostedEvaluation.refuseShots({ versionId: version.id, shots: [1] })).toMatch(
      /this benchmark version has none: import the data with its k_shot_demo\.json/,
    );
  });

  it("builds every 1-shot prompt from the demonstrations in the database with the official SHA-256 (4,534)", async () => {
    // The whole benchmark with its demonstrations, as the imports above store them (the run's template).
    await resetDatabase("benchmarks");
    const version = await db.benchmarkVersion.findFirstOrThrow({ orderBy: { number: "desc" }, select: { id: true } });
    const items = await mrbenHostedEvaluation.listItems({ versionId: version.id, subjects: [] });
    expect(await mrbenHostedEvaluation.refuseShots({ versionId: version.id, shots: [0, 1] })).toBeNull();
    const built = await mrbenHostedEvaluation.prompts({ itemIds: items.map((item) => item.itemId), shots: 1 });
    if (!built.ok) throw new Error(built.error.detail);
    const official = readFileSync(path.join(SHARED_DIR, "mrben/official-prompts/prompt-hashes.jsonl"), "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { shots: number; sha256: string })
      .filter((line) => line.shots === 1)
      .map((line) => line.sha256);
    expect(official).toHaveLength(4534);
    const ours = items.map((item) => createHash("sha256").update(built.value.get(item.itemId)!, "utf8").digest("hex"));
    const differing = ours.flatMap((sha, i) => (sha === official[i] ? [] : [i]));
    expect(differing.slice(0, 10)).toEqual([]);
  });
});

describe("npm run db:import with invalid data", () => {
  it("reports the file, question, solution and field, and writes nothing", async () => {
    await resetBenchmark();
    const data = copy(["math", "physics"]);
    data.edit("physics", (file) => {
      firstSolution(file).Model_Solution_Correctness = "maybe";
    });
    const result = await runImportCommand("--data", data.dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Nothing was imported");
    expect(result.stderr).toMatch(/physics\.json.*Model_Solution_Correctness/);
    expect(await counts()).toEqual({ versions: 0, subjects: 0, items: 0 });
  });

  it("explains a folder without any subject file", async () => {
    const empty = copy([]);
    const result = await runImportCommand("--data", empty.dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no subject files/i);
  });

  it("rejects a missing --data with a usage line and exit code 2", async () => {
    const result = await runImportCommand();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: npm run db:import");
  });
});
