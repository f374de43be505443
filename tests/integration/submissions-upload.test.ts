import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, fixtureBytes, FIXTURE, getSubmission, uploadResults } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { FIXTURES_DIR } from "../helpers/shared-data";

type Expected = Record<string, { subjects: Record<string, Record<string, number>>; mean_mr_score: number }>;
const expected = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "expected.json"), "utf8")) as Expected;
const expectedFor = (fixture: string) => expected[fixture.replace(/\.gz$/, "")]!;

let alice: Actor;
startWith("benchmarks");

beforeAll(async () => {
  alice = await createActor("user", "alice");
});

async function newSubmission(): Promise<string> {
  const created = await createSubmission({ authorization: alice.bearer });
  expect(created.status).toBe(201);
  return String(created.body.id);
}

async function counts() {
  return {
    files: await db.storedFile.count(),
    scorings: await db.fileScoring.count(),
    subjects: await db.subjectScore.count(),
    records: await db.recordResult.count(),
  };
}

function expectParity(
  scoring: { meanMrScore: number; subjects: Record<string, Record<string, unknown>> },
  fixture: string,
) {
  const official = expectedFor(fixture);
  expect(Object.keys(scoring.subjects).sort()).toEqual(Object.keys(official.subjects).sort());
  for (const [subject, numbers] of Object.entries(official.subjects)) {
    for (const [name, value] of Object.entries(numbers)) {
      const ours = scoring.subjects[subject]![name] as number;
      if (Number.isInteger(value) && !["mcc", "acc_step", "acc_reason", "mr_score"].includes(name))
        expect(ours, `${subject}.${name}`).toBe(value);
      else expect(Math.abs(ours - value), `${subject}.${name}`).toBeLessThan(1e-12);
    }
  }
  expect(Math.abs(scoring.meanMrScore - official.mean_mr_score)).toBeLessThan(1e-12);
}

describe("uploading a results file", () => {
  it("scores a gzip upload against the database's truth, exactly as the official script, stores every record, and starts no judge audit while the judge is off", async () => {
    const id = await newSubmission();
    const bytes = fixtureBytes(FIXTURE.simA);
    const upload = await uploadResults({ authorization: alice.bearer }, id, "0", bytes, {
      "content-type": "application/gzip",
      "x-file-name": FIXTURE.simA,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const run = upload.body.run as {
      status: string;
      sha256: string;
      scoring: { meanMrScore: number; subjects: Record<string, Record<string, unknown>> };
    };
    expect(run.status).toBe("scored");
    expect(run.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expectParity(run.scoring, FIXTURE.simA);
    for (const subject of Object.values(run.scoring.subjects)) expect(subject.rankable).toBe(true);

    expect(await db.recordResult.count()).toBe(4534);
    // No judge API configured here: the judge audit is off and the upload starts none.
    expect(await db.judgeAudit.count()).toBe(0);
    const stored = await db.storedFile.findUniqueOrThrow({ where: { sha256: run.sha256 } });
    expect(stored.originalEncoding).toBe("gzip");
    expect(Buffer.from(stored.gzipBytes).equals(bytes)).toBe(true);
  });

  it("ignores the truth fields of a tampered file: it scores as the honest file and reports 150 differing records", async () => {
    const id = await newSubmission();
    const upload = await uploadResults({ authorization: alice.bearer }, id, "0", fixtureBytes(FIXTURE.tampered));
    expect(upload.status).toBe(201);
    const run = upload.body.run as {
      scoring: {
        meanMrScore: number;
        subjects: Record<string, Record<string, unknown>>;
        report: { truthMismatches: { total: number } };
      };
    };
    expectParity(run.scoring, FIXTURE.tampered);
    expect(run.scoring.report.truthMismatches.total).toBe(150);
  });

  it("scores a plain JSON upload with some subjects, marking each subject's coverage", async () => {
    const id = await newSubmission();
    const upload = await uploadResults({ authorization: alice.bearer }, id, "0", fixtureBytes(FIXTURE.small), {
      "content-type": "application/json",
    });
    expect(upload.status).toBe(201);
    const run = upload.body.run as {
      scoring: { meanMrScore: number; subjects: Record<string, Record<string, unknown>> };
    };
    expectParity(run.scoring, FIXTURE.small);
    const physics = run.scoring.subjects.physics as {
      coverage: { matchedItems: number; benchmarkItems: number };
      rankable: boolean;
    };
    expect(physics.rankable).toBe(physics.coverage.matchedItems === physics.coverage.benchmarkItems);
  });

  it("recognises a byte-for-byte re-upload by its SHA-256: the file and its scoring are not stored twice", async () => {
    const before = await counts();
    const id = await newSubmission();
    const upload = await uploadResults({ authorization: alice.bearer }, id, "0", fixtureBytes(FIXTURE.simA));
    expect(upload.status).toBe(201);
    expect(upload.body.reusedScoring).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("takes four uploads of a 22 MB file at once without failure, storing it once", async () => {
    const ids = await Promise.all([0, 1, 2, 3].map(() => newSubmission()));
    const answers = await Promise.all(
      ids.map((id) => uploadResults({ authorization: alice.bearer }, id, "1", fixtureBytes(FIXTURE.simB))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const sha = createHash("sha256").update(fixtureBytes(FIXTURE.simB)).digest("hex");
    expect(await db.storedFile.count({ where: { sha256: sha } })).toBe(1);
    expect(await db.fileScoring.count({ where: { file: { sha256: sha } } })).toBe(1);
    expectParity((answers[0]!.body.run as { scoring: never }).scoring, FIXTURE.simB);
  });

  it("leaves no half-written score when the database fails part-way: the run is visibly failed", async () => {
    const before = await counts();
    await db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_records() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure while writing records'; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_records BEFORE INSERT ON "RecordResult" FOR EACH STATEMENT EXECUTE FUNCTION refuse_records()`,
    );
    try {
      const id = await newSubmission();
      // The plain JSON of a fixture: bytes this database has not stored, so nothing can be reused.
      const plain = gunzipSync(fixtureBytes(FIXTURE.simB));
      await expect(uploadResults({ authorization: alice.bearer }, id, "1", plain)).rejects.toThrow(/simulated failure/);
      expect(await counts()).toEqual(before);
      const run = await db.submissionRun.findFirstOrThrow({ where: { submissionId: id } });
      expect(run.status).toBe("failed");
      expect(run.failureCode).toBe("internal-error");
      expect(run.fileId).toBeNull();
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_records ON "RecordResult"`);
      await db.$executeRawUnsafe(`DROP FUNCTION refuse_records()`);
    }
  });

  it("shows an upload whose server stopped mid-way as failed, once its lease has run out", async () => {
    const id = await newSubmission();
    const run = await db.submissionRun.create({ data: { submissionId: id, shots: 0, status: "processing" } });
    await db.$executeRaw`UPDATE "SubmissionRun" SET "updatedAt" = now() - interval '5 minutes' WHERE id = ${run.id}`;
    const fresh = await db.submissionRun.create({ data: { submissionId: id, shots: 1, status: "processing" } });

    const answer = await getSubmission({ authorization: alice.bearer }, id);
    const results = answer.body.results as Record<string, { status: string; failure: { code: string } | null }>;
    expect(results["0"]!.status).toBe("failed");
    expect(results["0"]!.failure?.code).toBe("interrupted");
    expect(results["1"]!.status).toBe("processing"); // still within its lease
    expect((await db.submissionRun.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe("processing");
  });
});
