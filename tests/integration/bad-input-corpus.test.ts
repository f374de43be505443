// The bad-input corpus (tests/bad-input/cases.ts) against the real upload API, its route handlers
// called in-process with real Requests as Next.js calls them: each malformed or hostile input gets
// a clear 4xx problem naming the problem and leaves every table exactly as it was but for the
// failed attempt's run; each altered file the portal legitimately scores is stored with a report
// that differs from the unaltered file's by exactly what was altered.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, postSubmissionBody, uploadResults, type ApiAnswer } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { compareSnapshots, rowCounts, snapshotDatabase, type DbChanges, type DbSnapshot } from "../helpers/db-snapshot";
import { baseBytes, baseResults, jsonBytes } from "../bad-input/base-file";
import {
  corpusTable,
  CORPUS,
  TEST_IDLE_TIMEOUT_MS,
  TEST_UPLOAD_MAX_BYTES,
  type Flags,
  type Sent,
} from "../bad-input/cases";

// Small limits so the bomb, the oversized bodies and the stall cost little time (lib/env.ts reads them at load).
vi.hoisted(() => {
  process.env.UPLOAD_MAX_BYTES = String(32 * 1024 * 1024);
  process.env.UPLOAD_IDLE_TIMEOUT_MS = "1500";
});

const README = path.join(import.meta.dirname, "../bad-input/README.md");
const TABLE_START = "<!-- corpus-table:start -->";
const TABLE_END = "<!-- corpus-table:end -->";

type RunJson = {
  id: string;
  status: string;
  fileName: string | null;
  scoring: {
    subjects: Record<string, Record<string, number> & { coverage: Record<string, number> }>;
    report: Record<string, never>;
  };
};

let alice: Actor;
let baseline: Flags;
/** Fresh drafts, one for each upload case (there are fewer upload cases than cases). */
let drafts: string[];

startWith("benchmarks");

beforeAll(async () => {
  expect(env.UPLOAD_MAX_BYTES).toBe(TEST_UPLOAD_MAX_BYTES);
  expect(env.UPLOAD_IDLE_TIMEOUT_MS).toBe(TEST_IDLE_TIMEOUT_MS);
  alice = await createActor("user", "alice");
  const base = await uploadResults(auth(), await newSubmission(), "0", baseBytes());
  expect(base.status, JSON.stringify(base.body).slice(0, 500)).toBe(201);
  baseline = reportSummary(base.body.run as RunJson);
  drafts = await copiesOfDraft(await newSubmission(), CORPUS.length);
});

const auth = () => ({ authorization: alice.bearer });

function freshDraft(): string {
  const id = drafts.pop();
  if (id === undefined) throw new Error("more upload cases than drafts");
  return id;
}

async function newSubmission(): Promise<string> {
  const created = await createSubmission(auth());
  expect(created.status).toBe(201);
  return String(created.body.id);
}

/**
 * `count` drafts as the API made `id`, in one insert: creating each through the API cost a
 * request and a snapshot per case, and no case checks how its draft was made.
 */
async function copiesOfDraft(id: string, count: number): Promise<string[]> {
  const { claimedScores, ...columns } = await db.submission.findUniqueOrThrow({
    where: { id },
    omit: { id: true, createdAt: true, updatedAt: true },
  });
  const data = { ...columns, claimedScores: claimedScores ?? Prisma.DbNull };
  const made = await db.submission.createManyAndReturn({
    data: Array.from({ length: count }, () => data),
    select: { id: true },
  });
  return made.map((row) => row.id);
}

/** The numbers of a scored run that an alteration can move: counts, coverage and every diagnostic total. */
function reportSummary(run: RunJson): Flags {
  const summary: Flags = {};
  for (const [subject, score] of Object.entries(run.scoring.subjects)) {
    for (const key of ["n_correct", "n_incorrect", "tp", "tn", "step_correct", "reason_correct"])
      summary[`${subject}.${key}`] = score[key]!;
    for (const key of ["matchedItems", "matchedRecords", "recordsInFile"])
      summary[`${subject}.${key}`] = score.coverage[key]!;
  }
  const report = run.scoring.report as unknown as {
    unknownRecords: { total: number };
    duplicates: { total: number };
    truthMismatches: { total: number };
    unusualTruthValues: { total: number };
    parseMismatches: { total: number; byField: Record<string, number>; rawResponseMissing: number };
    verdicts: { countedAsCorrect: number; notCountedAsCorrect: number; malformed: number };
    judgeModels: Array<{ model: string; count: number }>;
    review: Record<string, number>;
    quirks: Record<string, number>;
    missingSubjects: string[];
    firstStage: boolean;
  };
  summary.unknownRecords = report.unknownRecords.total;
  summary.duplicates = report.duplicates.total;
  summary.truthMismatches = report.truthMismatches.total;
  summary.unusualTruthValues = report.unusualTruthValues.total;
  summary.parseMismatches = report.parseMismatches.total;
  for (const [field, count] of Object.entries(report.parseMismatches.byField))
    summary[`parseMismatches.${field}`] = count;
  summary.rawResponseMissing = report.parseMismatches.rawResponseMissing;
  for (const key of ["countedAsCorrect", "notCountedAsCorrect", "malformed"] as const)
    summary[`verdicts.${key}`] = report.verdicts[key];
  for (const { model, count } of report.judgeModels) summary[`judge:${model}`] = count;
  for (const [key, count] of Object.entries(report.review)) summary[`review.${key}`] = count;
  for (const [key, count] of Object.entries(report.quirks)) summary[`quirks.${key}`] = count;
  summary.missingSubjects = report.missingSubjects.length;
  summary.firstStage = report.firstStage ? 1 : 0;
  return summary;
}

function withFlags(summary: Flags, flags: Flags): Flags {
  const expected = { ...summary };
  for (const [key, delta] of Object.entries(flags)) {
    if (!(key in expected) && !key.startsWith("judge:")) throw new Error(`unknown summary key ${key}`);
    expected[key] = (expected[key] ?? 0) + delta;
  }
  for (const key of Object.keys(expected)) if (key.startsWith("judge:") && expected[key] === 0) delete expected[key];
  return expected;
}

function send(sent: Sent, submissionId: string | null): Promise<ApiAnswer> {
  return sent.to === "metadata"
    ? postSubmissionBody(auth(), sent.body, sent.headers)
    : uploadResults(auth(), submissionId!, sent.shots ?? "0", sent.body, sent.headers);
}

/** Rows of the accepted run's own scoring: the only rows an accepted upload may add. */
async function rowsOfScoredRun(runId: string): Promise<DbChanges> {
  const run = await db.submissionRun.findUniqueOrThrow({ where: { id: runId } });
  expect(run.fileId).not.toBeNull();
  expect(run.scoringId).not.toBeNull();
  const scoringId = run.scoringId!;
  const added = (keys: string[]) => ({ added: keys.sort(), changed: [], removed: [] });
  const subjects = await db.subjectScore.findMany({ where: { scoringId }, select: { id: true } });
  const records = await db.recordResult.findMany({ where: { scoringId }, select: { id: true } });
  const history = await db.runScoringChange.findMany({ where: { runId, scoringId }, select: { id: true } });
  return {
    SubmissionRun: added([runId]),
    RunScoringChange: added(history.map((row) => row.id)),
    StoredFile: added([run.fileId!]),
    FileScoring: added([scoringId]),
    SubjectScore: added(subjects.map((row) => row.id)),
    RecordResult: added(records.map((row) => String(row.id))),
  };
}

/** The database as the last case left it, when nothing has written since. */
let lastSnapshot: DbSnapshot | null = null;

describe("the bad-input corpus", () => {
  it("has at least 60 cases, each with its own id, and README.md lists them all", async () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
    // As Prettier writes it, so that `npm run lint` and this test agree on the file.
    const table = (await format(corpusTable(), { ...(await resolveConfig(README)), parser: "markdown" })).trim();
    const readme = readFileSync(README, "utf8");
    const [head, rest = ""] = readme.split(TABLE_START);
    const [listed = "", tail = ""] = rest.split(TABLE_END);
    if (process.env.UPDATE_CORPUS_TABLE === "1" && listed.trim() !== table)
      writeFileSync(README, `${head}${TABLE_START}\n\n${table}\n\n${TABLE_END}${tail}`);
    else expect(listed.trim(), "README.md is out of date: run this test with UPDATE_CORPUS_TABLE=1").toBe(table);
  });

  it.each(CORPUS.map((c) => [c.id, c.name, c] as const))("%s %s", async (_id, _name, c) => {
    const sent = await c.send();
    const submissionId = sent.to === "upload" ? freshDraft() : null;
    // Nothing writes between cases, so the database the last case left is this one's "before".
    const before = lastSnapshot ?? (await snapshotDatabase());
    lastSnapshot = null;
    const answer = await send(sent, submissionId);
    const after = await snapshotDatabase();
    lastSnapshot = after;
    // The upload rate limit counts every attempt, refused or not: at most that one counter row.
    // A token's lastUsedAt moves at most once a minute, whichever case the minute ends in: bookkeeping of
    // the request, not something the upload stored (a slow run of the corpus crosses such a minute).
    const { UploadAttempt: counted, ApiToken: tokenUse, ...changes } = compareSnapshots(before, after);
    expect(counted?.added.length ?? 0, "rows added to the rate-limit counter").toBeLessThanOrEqual(1);
    expect([counted?.changed ?? [], counted?.removed ?? []]).toEqual([[], []]);
    expect([tokenUse?.added ?? [], tokenUse?.removed ?? []], "API tokens added or removed").toEqual([[], []]);
    expect(tokenUse?.changed.length ?? 0, "API tokens whose last use moved").toBeLessThanOrEqual(1);
    const context = `${JSON.stringify(answer.body).slice(0, 600)}\nchanges: ${JSON.stringify(changes).slice(0, 600)}\nrows: ${JSON.stringify(rowCounts(before))}`;
    if (sent.pulled) expect(sent.pulled(), "bytes the server read").toBeLessThanOrEqual(sent.maxPulled!);
    const expected = c.expect;

    if (expected.verdict === "accepted") {
      expect(answer.status, context).toBe(201);
      const run = answer.body.run as RunJson;
      expect(run.status).toBe("scored");
      expect(changes, context).toEqual(await rowsOfScoredRun(run.id));
      expect(reportSummary(run)).toEqual(withFlags(baseline, expected.flags));
      c.check?.(run);
      return;
    }

    expect(answer.status, context).toBe(expected.status);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.body.type).toBe(`https://mrben-portal.dev/problems/${expected.type}`);
    expect(answer.body.status).toBe(expected.status);
    expect(String(answer.body.title)).not.toBe("");
    expect(String(answer.body.detail)).toMatch(expected.detail);
    const errors = (answer.body.errors ?? []) as Array<{ pointer: string; code?: string }>;
    for (const error of expected.errors ?? []) expect(errors, context).toContainEqual(expect.objectContaining(error));
    if (expected.pointersStartWith)
      expect(errors.every((error) => error.pointer.startsWith(expected.pointersStartWith!))).toBe(true);

    if (submissionId === null || expected.noRun) {
      expect(changes, context).toEqual({});
      return;
    }
    // Only the failed attempt: one new run, failed, with the problem's code and no file or scoring.
    const runId = changes.SubmissionRun?.added[0] ?? "(none)";
    expect(changes, context).toEqual({ SubmissionRun: { added: [runId], changed: [], removed: [] } });
    const run = await db.submissionRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toMatchObject({
      submissionId,
      status: "failed",
      failureCode: expected.type,
      fileId: null,
      scoringId: null,
    });
    expect(answer.body.run).toBe(`/api/v1/submissions/${submissionId}/runs/${runId}`);
  });
});

it("accepts the same data once it is fixed; the failed attempt stays, with its reason", async () => {
  const submissionId = await newSubmission();
  const broken = await uploadResults(auth(), submissionId, "0", Buffer.from("{"));
  expect(broken.status).toBe(400);
  const fixed = baseResults();
  fixed.physics!.reverse(); // bytes this database has not stored yet
  const answer = await uploadResults(auth(), submissionId, "0", jsonBytes(fixed));
  expect(answer.status).toBe(201);
  const runs = await db.submissionRun.findMany({ where: { submissionId }, orderBy: { createdAt: "asc" } });
  expect(runs.map((run) => [run.status, run.failureCode])).toEqual([
    ["failed", "invalid-json"],
    ["scored", null],
  ]);
});
