// One conformance suite over every registered benchmark kind (MR-Ben, extraction, the test run's
// qa, and any kind registered later), as lm-evaluation-harness tests every task with one class: each
// kind's sample (tests/kinds/conformance-samples.ts) goes through import, refusal of bad files,
// upload and scoring, report, approval, board, exports, history and a rescore against revised truth.
// Figures are the kind's own scorer's on the same bytes, so the pipeline must carry them unchanged.
// The imports run db:import's steps in-process (the kind's readDataset, then its server's
// importDataset); the command itself is tested per kind (benchmark-import, extraction-import,
// test-only-kind).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as boardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { scoreKey, SHOT_SETTINGS, type AnyBenchmarkKind, type Shots } from "@/lib/benchmarks/kind";
import { benchmarkKinds, slugReservedFrom } from "@/lib/benchmarks/registry";
import { getBoardChanges } from "@/lib/boards/board-changes";
import { db } from "@/lib/db";
import { loadReviewQueue } from "@/lib/moderation/review-queue";
import { openRescoreQueue } from "@/lib/rescore/queue";
import { rescoreBenchmark } from "@/lib/rescore/run-rescore";
import { loadSubmission } from "@/lib/submissions/load-submission";
import { loadRecordsPage } from "@/lib/submissions/records-page";
import { createActor, type Actor } from "../helpers/actors";
import {
  createSubmission,
  decide,
  getSubmission,
  ORIGIN,
  submitForReview,
  uploadResults,
  validMeta,
} from "../helpers/api-calls";
import { compareSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import {
  CONFORMANCE_SAMPLES,
  type BoardApi,
  type OwnScoring,
  type SampleFile,
  type SeenEntry,
} from "../kinds/conformance-samples";

const PROBLEM_TYPE = "https://mrben-portal.dev/problems/";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-conformance-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let alice: Actor;
let moderator: Actor;
let queue: PgBoss;

beforeAll(async () => {
  alice = await createActor("user", "alice");
  moderator = await createActor("moderator", "mo");
  queue = await openRescoreQueue();
});
afterAll(() => queue?.stop({ graceful: false }));

const submitter = () => ({ authorization: alice.bearer });

/** What the kind's own reader and scorer give a file against a benchmark folder, as `npm run score` reads them. */
async function ownScoring(kind: AnyBenchmarkKind, dir: string, file: SampleFile, shots: Shots): Promise<OwnScoring> {
  const read = kind.readDataset(dir);
  if (!read.ok) throw new Error(read.error.problems.join("\n"));
  const cliTruth = kind.cli.truth(read.value.dataset, { truth: dir });
  if (!cliTruth.ok) throw new Error(cliTruth.error.message);
  const { truth, settings } = cliTruth.value;
  const scanner = kind.scanner(shots);
  scanner.push(file.bytes);
  const scanned = scanner.end();
  if (!scanned.ok) throw new Error(scanned.error.message);
  const parsed = kind.parse(scanned.value.content, shots);
  if (!parsed.ok) throw new Error(parsed.error.detail);
  const scored = await kind.score({ truth, file: parsed.value, settings, shots });
  if (!scored.ok) throw new Error(scored.error.detail);
  const { score, interval, summary, report } = kind.figures(scored.value);
  return {
    score,
    interval: interval && { low: interval.low, high: interval.high },
    summary,
    report,
    result: scored.value,
  };
}

/** JSON as the database keeps it: what a scoring's summary and report read back as. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

type SharedBoardJson = {
  benchmark: { slug: string; kind: string; scoreLabel: string; versionNumber: number };
  entries: (Record<string, unknown> & { rank: number; model: { name: string }; benchmarkVersion: number })[];
};

/** The shared board's export API (GET /api/v1/benchmarks/{slug}/leaderboard): every kind's but one with its own board. */
function sharedBoard(slug: string, key: string): BoardApi {
  return {
    get: (query, format) =>
      boardRoute.GET(
        new Request(`${ORIGIN}/api/v1/benchmarks/${slug}/leaderboard?${query}${format === "csv" ? "&format=csv" : ""}`),
        { params: Promise.resolve({ slug }) },
      ),
    entries: (json) =>
      (json as SharedBoardJson).entries.map((entry) => ({
        model: entry.model.name,
        rank: entry.rank,
        score: entry[key] as number,
        interval: (entry[`${key}Ci`] ?? null) as SeenEntry["interval"],
        benchmarkVersion: entry.benchmarkVersion,
      })),
  };
}

/** RFC 4180 as the exports write it: a header row, then rows of quoted or bare cells. */
function readCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = "";
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[at + 1] === '"') cell += text[++at];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      line.push(cell);
      cell = "";
    } else if (char === "\n") {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = "";
    } else if (char !== "\r") cell += char;
  }
  const [header = [], ...rows] = lines;
  return { header, rows: rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]!]))) };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(benchmarkKinds().map((kind) => ({ name: kind.name, kind })))("the $name kind", ({ name, kind }) => {
  const sample = CONFORMANCE_SAMPLES[name];
  if (!sample) {
    it("has a conformance sample", () => {
      throw new Error(
        `The benchmark kind "${name}" is registered but has no conformance sample: add one to tests/kinds/conformance-samples.ts.`,
      );
    });
    return;
  }

  const model = `Conformer-${name}`;
  const key = scoreKey(kind.scoreLabel);
  const versionOne = path.join(temp, name, "v1");
  const revised = path.join(temp, name, "v2");
  let benchmark = { slug: "", name: "" };
  let board: BoardApi;
  let files: Record<Shots, SampleFile>;
  const own = new Map<Shots, OwnScoring>();
  let submissionId = "";
  let modelSlug = "";

  const entriesOf = async (query: string): Promise<SeenEntry[]> => {
    const response = await board.get(query, "json");
    expect(response.status, query).toBe(200);
    return board.entries(await response.json());
  };
  const entryWith = (scored: OwnScoring, benchmarkVersion: number): SeenEntry => ({
    model,
    rank: 1,
    score: scored.score,
    interval: scored.interval,
    benchmarkVersion,
  });

  it("imports its folder as version 1 with db:import's steps, and the same folder again changes nothing", async () => {
    sample.writeDataset(versionOne, { revised: false });
    const read = kind.readDataset(versionOne);
    if (!read.ok) throw new Error(read.error.problems.join("\n"));
    benchmark = read.value.benchmark;
    expect(slugReservedFrom(benchmark.slug, kind.name)).toBeNull();
    if (kind.boardPath && !sample.ownBoard) throw new Error(`The ${name} sample must say how to read its own board.`);
    board = sample.ownBoard ?? sharedBoard(benchmark.slug, key);

    const server = await kind.server();
    expect(await server.importDataset(read.value.dataset)).toMatchObject({
      outcome: "first-version",
      versionNumber: 1,
      records: sample.records,
    });
    expect(
      await db.benchmark.findUniqueOrThrow({
        where: { slug: benchmark.slug },
        select: { kind: true, name: true, versions: { select: { number: true } } },
      }),
    ).toEqual({ kind: kind.name, name: benchmark.name, versions: [{ number: 1 }] });

    const row = () => db.benchmark.findUniqueOrThrow({ where: { slug: benchmark.slug }, omit: { updatedAt: true } });
    const [before, rowBefore] = [await snapshotDatabase(), await row()];
    expect(await server.importDataset(read.value.dataset)).toMatchObject({
      outcome: "nothing",
      versionNumber: 1,
      records: sample.records,
    });
    // The truth-records kit writes the benchmark's row again with the values it has, which moves its
    // updatedAt (and only that); nothing else may change.
    const { Benchmark: touched, ...changes } = compareSnapshots(before, await snapshotDatabase());
    expect(changes).toEqual({});
    if (touched) expect(touched).toEqual({ added: [], changed: [rowBefore.id], removed: [] });
    expect(await row()).toEqual(rowBefore);
  });

  it("refuses bad files through the upload API with 422 and their problem type, records the run failed, and stores nothing else", async () => {
    const created = await createSubmission(submitter(), {
      ...validMeta,
      modelName: `Refused-${name}`,
      benchmark: benchmark.slug,
      ...sample.meta,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.id);
    const refused = sample.refused();
    expect(refused.length).toBeGreaterThan(0);
    for (const bad of refused) {
      const before = await snapshotDatabase();
      const answer = await uploadResults(submitter(), id, "0", bad.file.bytes, bad.file.headers);
      expect(answer.status, `${bad.name}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(answer.body.type, bad.name).toBe(`${PROBLEM_TYPE}${bad.code}`);
      if (bad.title) expect(answer.body.title, bad.name).toBe(bad.title);
      if (bad.detail) expect(String(answer.body.detail), bad.name).toMatch(bad.detail);

      const read = await getSubmission(submitter(), id);
      const shown = (
        read.body.results as Record<string, { id: string; status: string; failure: unknown; scoring: unknown }>
      )["0"]!;
      expect(shown, bad.name).toMatchObject({ status: "failed", failure: { code: bad.code }, scoring: null });
      // The failed run and the upload counted against the rate limit are all it adds: no file, scoring or record.
      expect(compareSnapshots(before, await snapshotDatabase()), bad.name).toEqual({
        SubmissionRun: { added: [shown.id], changed: [], removed: [] },
        UploadAttempt: { added: [expect.any(String)], changed: [], removed: [] },
      });
    }
  });

  it("scores a valid file of each shot setting on upload exactly as its own scorer scores the same bytes", async () => {
    files = sample.files();
    const created = await createSubmission(submitter(), {
      ...validMeta,
      modelName: model,
      benchmark: benchmark.slug,
      ...sample.meta,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.benchmark).toEqual({ ...benchmark, kind: kind.name });
    submissionId = String(created.body.id);

    for (const shots of SHOT_SETTINGS) {
      const expected = await ownScoring(kind, versionOne, files[shots], shots);
      own.set(shots, expected);
      const upload = await uploadResults(
        submitter(),
        submissionId,
        String(shots),
        files[shots].bytes,
        files[shots].headers,
      );
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const run = upload.body.run as { id: string; status: string; scoring: Record<string, unknown> };
      expect(run.status).toBe("scored");
      expect(run.scoring).toMatchObject({
        scorer: kind.scorer,
        benchmarkVersion: 1,
        scoreLabel: kind.scoreLabel,
        score: expected.score,
        scoreCi: expected.interval,
        ...sample.apiScoring(expected),
      });
      // What every scoring stores whatever its kind, as the kind's own figures give it.
      const { scoring } = await db.submissionRun.findUniqueOrThrow({
        where: { id: run.id },
        select: { scoring: { select: { scorerName: true, scorerVersion: true, summary: true, report: true } } },
      });
      expect(scoring).toEqual({
        scorerName: kind.scorer.name,
        scorerVersion: kind.scorer.version,
        summary: asStored(expected.summary),
        report: asStored(expected.report),
      });
    }
    expect(own.get(0)!.score).not.toBe(own.get(1)!.score);
  });

  it("reports every record of each file in the submissions API and on the records pages", async () => {
    const read = await getSubmission(submitter(), submissionId);
    expect(read.status).toBe(200);
    const submission = (await loadSubmission(submissionId))!;
    for (const shots of SHOT_SETTINGS) {
      const expected = own.get(shots)!;
      expect((read.body.results as Record<string, { scoring: unknown }>)[String(shots)]!.scoring).toMatchObject({
        score: expected.score,
        ...sample.apiScoring(expected),
      });
      const first = await loadRecordsPage(submission, { shots: String(shots) });
      expect(first.list!.total).toBe(sample.records);
      let listed = first.list!.rows.length;
      for (let page = 2; page <= first.list!.pages; page++)
        listed += (await loadRecordsPage(submission, { shots: String(shots), page: String(page) })).list!.rows.length;
      expect(listed).toBe(sample.records);
    }
  });

  it("stays off its board until a moderator approves it, and the approval is audited", async () => {
    for (const shots of SHOT_SETTINGS) expect(await entriesOf(`shots=${shots}`)).toEqual([]);

    const submitted = await submitForReview(submitter(), submissionId);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ status: "pending", revision: 1 });
    const queued = (await loadReviewQueue()).find((entry) => entry.id === submissionId);
    expect(queued?.benchmark.kind).toBe(kind.name);

    const approved = await decide({ authorization: moderator.bearer }, submissionId, {
      decision: "approve",
      revision: 1,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", revision: 2 });
    const events = await db.moderationEvent.findMany({
      where: { submissionId },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, before: true, after: true },
    });
    expect(events).toEqual([
      {
        action: "submit",
        actorId: alice.id,
        before: { status: "draft", revision: 0 },
        after: { status: "pending", revision: 1 },
      },
      {
        action: "approve",
        actorId: moderator.id,
        before: { status: "pending", revision: 1 },
        after: { status: "approved", revision: 2 },
      },
    ]);
    modelSlug = (await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).modelSlug;
  });

  it("ranks the entry on its board with the uploaded score of each shot setting", async () => {
    for (const shots of SHOT_SETTINGS)
      expect(await entriesOf(`shots=${shots}`)).toEqual([entryWith(own.get(shots)!, 1)]);
  });

  it("exports its board as JSON and CSV naming the model, with the score under the kind's score key", async () => {
    for (const shots of SHOT_SETTINGS) {
      const { score, interval } = own.get(shots)!;
      const json = (await (await board.get(`shots=${shots}`, "json")).json()) as unknown;
      if (!kind.boardPath) {
        const shared = json as SharedBoardJson;
        expect(shared.benchmark).toMatchObject({ slug: benchmark.slug, kind: kind.name, scoreLabel: kind.scoreLabel });
        expect(shared.entries).toEqual([
          expect.objectContaining({
            model: expect.objectContaining({ name: model }),
            [key]: score,
            [`${key}Ci`]: interval,
          }),
        ]);
      }
      // MR-Ben's own export keeps its documented schema (mrScore: {value, ciLow, ciHigh}); its CSV has mr_score.
      const response = await board.get(`shots=${shots}`, "csv");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      const csv = readCsv(await response.text());
      expect(csv.header).toEqual(expect.arrayContaining(["rank", "model", key]));
      expect(csv.rows).toHaveLength(1);
      expect(csv.rows[0]).toMatchObject({ rank: "1", model });
      expect(Number(csv.rows[0]![key])).toBe(score);
    }
  });

  it("shows its board as of a day before the entry's approval without it, as of today with it, and lists the addition", async () => {
    const { createdAt } = await db.submission.findUniqueOrThrow({ where: { id: submissionId } });
    // The day before the submission was made: the whole day ended before its approval.
    const dayBefore = isoDay(new Date(createdAt.getTime() - 86_400_000));
    const today = isoDay(new Date());
    for (const shots of SHOT_SETTINGS) {
      expect(await entriesOf(`shots=${shots}&asOf=${dayBefore}`)).toEqual([]);
      expect(await entriesOf(`shots=${shots}&asOf=${today}`)).toEqual([entryWith(own.get(shots)!, 1)]);
    }
    const refused = await board.get("shots=0&asOf=2026-13-01", "json");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("asOf");

    const added = (await getBoardChanges(1)).changes.filter(
      (change) => change.benchmark.slug === benchmark.slug && change.kind === "added",
    );
    for (const shots of SHOT_SETTINGS) {
      const moves = added.flatMap((change) =>
        change.models.filter((move) => move.slug === modelSlug && move.boards[`${shots}`] !== undefined),
      );
      expect(moves.map((move) => move.boards[`${shots}`])).toEqual([
        { before: null, after: { rank: 1, score: own.get(shots)!.score } },
      ]);
    }
  });

  it("is rescored against a revised version of its truth, and its board, API and history follow", async () => {
    sample.writeDataset(revised, { revised: true });
    const read = kind.readDataset(revised);
    if (!read.ok) throw new Error(read.error.problems.join("\n"));
    expect(read.value.benchmark).toEqual(benchmark);
    expect(await (await kind.server()).importDataset(read.value.dataset)).toMatchObject({
      outcome: "new-version",
      versionNumber: 2,
    });
    // Until the rescore switches them, the runs keep the scorings of version 1, and the board with them.
    for (const shots of SHOT_SETTINGS)
      expect(await entriesOf(`shots=${shots}`)).toEqual([entryWith(own.get(shots)!, 1)]);
    const runsBefore = await db.submissionRun.findMany({
      where: { submissionId },
      orderBy: { shots: "asc" },
      select: { id: true, scoringId: true },
    });

    const rescored = await rescoreBenchmark({ benchmark: benchmark.slug, queue });
    expect(rescored).toMatchObject({
      ok: true,
      value: { status: "completed", versionNumber: 2, totalFiles: 2, done: 2, failed: [], switchedRuns: 2 },
    });
    const runsAfter = await db.submissionRun.findMany({
      where: { submissionId },
      orderBy: { shots: "asc" },
      select: { id: true, previousScoringId: true },
    });
    expect(runsAfter).toEqual(runsBefore.map((run) => ({ id: run.id, previousScoringId: run.scoringId })));

    const api = await getSubmission(submitter(), submissionId);
    const changes = (await getBoardChanges(1)).changes.filter(
      (change) => change.benchmark.slug === benchmark.slug && change.kind === "rescored",
    );
    for (const shots of SHOT_SETTINGS) {
      const before = own.get(shots)!;
      const after = await ownScoring(kind, revised, files[shots], shots);
      if (sample.revisedScore === "lower") expect(after.score).toBeLessThan(before.score);
      else expect(after.score).toBeGreaterThan(before.score);
      expect((api.body.results as Record<string, { scoring: unknown }>)[String(shots)]!.scoring).toMatchObject({
        benchmarkVersion: 2,
        score: after.score,
        scoreCi: after.interval,
        ...sample.apiScoring(after),
      });
      expect(await entriesOf(`shots=${shots}`)).toEqual([entryWith(after, 2)]);
      if (sample.knownGaps?.["rescore-change-moves"]) continue;
      const moves = changes.flatMap((change) =>
        change.models.filter((move) => move.slug === modelSlug && move.boards[`${shots}`] !== undefined),
      );
      expect(moves.map((move) => move.boards[`${shots}`])).toEqual([
        { before: { rank: 1, score: before.score }, after: { rank: 1, score: after.score } },
      ]);
    }
    // One change per board the kind keeps (per shot setting, or one spanning its own boards).
    expect(changes.map((change) => change.shots).sort()).toEqual(kind.boardPath ? [null] : [...SHOT_SETTINGS]);
  });
});
