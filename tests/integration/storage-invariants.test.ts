// The crash tests' invariants (tests/helpers/storage-invariants.ts) can fail: whole scores pass
// them, and each kind of half-written score is reported by the invariant that names it.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor } from "../helpers/actors";
import { importTheBenchmark } from "../helpers/benchmark";
import { generatedResults, seedEntry } from "../helpers/seeded-entries";
import { findInvariantViolations } from "../helpers/storage-invariants";

const scoringIds: string[] = [];

beforeAll(async () => {
  await importTheBenchmark({ only: ["math", "logic"] });
  const alice = await createActor("user", "alice");
  for (const [index, model] of ["A", "B", "C", "D"].entries()) {
    const file = generatedResults({ model, shots: 0, subjects: ["math", "logic"], seed: index + 1 });
    await seedEntry({ actor: alice, modelName: `Model-${model}`, files: { "0": file } });
  }
  const runs = await db.submissionRun.findMany({ orderBy: { createdAt: "asc" }, select: { scoringId: true } });
  scoringIds.push(...runs.map((run) => run.scoringId!));
}, 120_000);

const violated = async () => (await findInvariantViolations(process.env.DATABASE_URL!)).map((v) => v.invariant);

describe("the storage invariants", () => {
  it("hold for files stored whole by the upload pipeline", async () => {
    expect(scoringIds).toHaveLength(4);
    expect(await violated()).toEqual([]);
  });

  it("report a scoring missing some of its record rows, or all of its subjects", async () => {
    const [partial, bare] = scoringIds as [string, string];
    const some = await db.recordResult.findMany({ where: { scoringId: partial }, take: 3, select: { id: true } });
    await db.recordResult.deleteMany({ where: { id: { in: some.map((row) => row.id) } } });
    await db.recordResult.deleteMany({ where: { scoringId: bare } });
    await db.subjectScore.deleteMany({ where: { scoringId: bare } });
    expect(await violated()).toEqual([
      "a scoring has its subject scores",
      "a scoring has one record row per record its subjects counted",
    ]);
  });

  it("report a stored file without a scoring, and runs pointing where they should not", async () => {
    await db.storedFile.create({
      data: { sha256: "0".repeat(64), sizeBytes: 2, originalEncoding: "json", gzipBytes: Buffer.from("{}") },
    });
    const third = await db.submissionRun.findFirstOrThrow({ where: { scoringId: scoringIds[2] } });
    await db.submissionRun.update({ where: { id: third.id }, data: { status: "failed" } });
    const fourth = await db.submissionRun.findFirstOrThrow({ where: { scoringId: scoringIds[3] } });
    await db.submissionRun.update({ where: { id: fourth.id }, data: { sha256: "f".repeat(64) } });
    expect(await violated()).toEqual(
      expect.arrayContaining([
        "a stored file has at least one scoring (it is written in the scoring's transaction), or is a hosted run's file",
        "a scored run points at a scoring of its own stored file, with its digest and size",
        "a run that is not scored points at no scoring",
        "a failed run says why and when",
      ]),
    );
  });
});
