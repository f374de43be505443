// Entries of a shared board (a benchmark without subjects of its own, such as the extraction one),
// written straight to the database with a chosen headline score per run: the board and its history
// read only FileScoring.score, the runs and the audit log's decisions.
import { createHash, randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { db } from "@/lib/db";

/** A stored file scored `score` against `versionId` (no records). */
export async function seedSharedScoring(versionId: string, score: number, scorerVersion = "1.0.0") {
  const bytes = Buffer.from(JSON.stringify({ seeded: randomUUID() }));
  const file = await db.storedFile.create({
    data: {
      sha256: createHash("sha256").update(bytes).digest("hex"),
      sizeBytes: BigInt(bytes.length),
      originalEncoding: "identity",
      gzipBytes: new Uint8Array(gzipSync(bytes)),
    },
  });
  return db.fileScoring.create({
    data: {
      fileId: file.id,
      benchmarkVersionId: versionId,
      scorerName: "extraction-test",
      scorerVersion,
      score,
      report: {},
    },
  });
}

/**
 * A pending submission of model `slug` to the benchmark, uploaded on `uploaded`, with a run scored
 * `score` per shot setting (null: a run still processing, with no scoring yet).
 */
export async function seedSharedEntry({
  userId,
  benchmark,
  slug,
  scores,
  uploaded,
}: {
  userId: string;
  benchmark: { id: string; versionId: string };
  slug: string;
  scores: Partial<Record<0 | 1, number | null>>;
  uploaded: Date;
}) {
  const submission = await db.submission.create({
    data: {
      userId,
      benchmarkId: benchmark.id,
      status: "pending",
      modelName: slug,
      modelSlug: slug,
      modelLink: `https://example.org/${slug}`,
      description: `${slug} for tests`,
      organization: "Test Lab",
      openWeights: true,
      temperature: 0,
      judgeModel: "",
      notes: "",
      submittedAt: uploaded,
      createdAt: uploaded,
    },
  });
  for (const [shots, score] of Object.entries(scores)) {
    const fileName = `${slug}_${shots}shot.jsonl`;
    if (score === null) {
      await db.submissionRun.create({
        data: {
          submissionId: submission.id,
          shots: Number(shots),
          status: "processing",
          fileName,
          createdAt: uploaded,
        },
      });
      continue;
    }
    const scoring = await seedSharedScoring(benchmark.versionId, score);
    const run = await db.submissionRun.create({
      data: {
        submissionId: submission.id,
        shots: Number(shots),
        status: "scored",
        fileName,
        fileId: scoring.fileId,
        scoringId: scoring.id,
        createdAt: uploaded,
        finishedAt: uploaded,
      },
    });
    await db.runScoringChange.create({ data: { runId: run.id, scoringId: scoring.id, createdAt: uploaded } });
  }
  return submission.id;
}

/** A decision as the audit log keeps it, at `at`; the submission's status follows it. */
export async function decideAt(
  submissionId: string,
  action: "approve" | "unpublish",
  at: Date,
  moderator: { id: string; label: string },
) {
  const status = action === "approve" ? "approved" : "unpublished";
  await db.moderationEvent.create({
    data: {
      action,
      actorId: moderator.id,
      actorLabel: moderator.label,
      submissionId,
      reason: action,
      before: {},
      after: { status, revision: 1 },
      createdAt: at,
    },
  });
  await db.submission.update({
    where: { id: submissionId },
    data: { status, ...(action === "approve" ? { approvedAt: at } : {}) },
  });
}
