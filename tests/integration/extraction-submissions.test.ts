// The submitter's and the moderators' side of an extraction benchmark, against a real database:
// choosing the benchmark when creating a submission, and what the report, the records and the
// review queue show once a predictions file is scored.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { parsePrediction, parsePythonJson } from "@/lib/benchmarks/extraction/extraction-score";
import type { SampledExtractionRecord } from "@/lib/benchmarks/extraction/spot-check-sample";
import { loadReviewQueue } from "@/lib/moderation/review-queue";
import { spotCheckSample } from "@/lib/moderation/spot-check";
import { getExtractionRecord, listExtractionRecords } from "@/lib/benchmarks/extraction/records";
import { loadExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { indentedJson } from "@/lib/benchmarks/extraction/indented-json";
import { listUserSubmissions } from "@/lib/submissions/load-submission";
import { DEFAULT_JUDGE_MODEL } from "@/lib/validations/submission-meta";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, getSubmission, submitForReview, uploadResults, validMeta } from "../helpers/api-calls";
import {
  EXTRACTION_SLUG,
  importExtractionFixture,
  predictionLines,
  readBookFile,
  referenceId,
} from "../helpers/extraction-benchmark";

let alice: Actor;
const auth = () => ({ authorization: alice.bearer });
const bytes = (text: string) => new TextEncoder().encode(text);

type ApiRun = { scoring: { scoreLabel: string; f1: number; records: number } | null };
const runOf = (body: Record<string, unknown>, shots: "0" | "1") => (body.results as Record<string, ApiRun>)[shots]!;

beforeAll(async () => {
  alice = await createActor("user", "alice");
  expect((await importExtractionFixture()).outcome).toBe("first-version");
});

async function extractionSubmission(modelName: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await createSubmission(auth(), { ...validMeta, modelName, benchmark: EXTRACTION_SLUG, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(created.body.id);
}

/** The scoring id of a submission's current run for a shot setting. */
async function scoringIdOf(submissionId: string, shots: 0 | 1): Promise<string> {
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId, shots, status: "scored" },
    orderBy: { createdAt: "desc" },
    select: { scoringId: true },
  });
  return run.scoringId!;
}

describe("choosing the benchmark of a submission", () => {
  it("refuses a benchmark the portal does not host with 422, naming the field benchmark", async () => {
    const created = await createSubmission(auth(), { ...validMeta, benchmark: "no-such-benchmark" });
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual([expect.objectContaining({ pointer: "benchmark" })]);
    expect(String(created.body.detail)).toContain("no-such-benchmark");
  });

  it("refuses a benchmark that is not a slug with 422, naming the field benchmark", async () => {
    const created = await createSubmission(auth(), { ...validMeta, benchmark: "ORD Reactions!" });
    expect(created.status).toBe(422);
    expect((created.body.errors as Array<{ pointer: string }>).map((error) => error.pointer)).toEqual(["benchmark"]);
  });

  it("makes a submission for an imported extraction benchmark that benchmark's, of kind extraction", async () => {
    const id = await extractionSubmission("Kind-Check");
    const read = await getSubmission(auth(), id);
    expect(read.body.benchmark).toEqual({ slug: EXTRACTION_SLUG, name: "ORD reaction extraction", kind: "extraction" });
    expect((read.body.evaluation as { judgeModel: string }).judgeModel).toBe(DEFAULT_JUDGE_MODEL);
  });

  it("makes a submission that names no benchmark MR-Ben's, as before there were others", async () => {
    const created = await createSubmission(auth(), { ...validMeta, modelName: "Plain-MR-Ben" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.benchmark).toEqual({ slug: "mr-ben", name: "MR-Ben", kind: "mrben" });
  });
});

describe("a scored predictions file", () => {
  let id = "";
  let scoringId = "";

  beforeAll(async () => {
    id = await extractionSubmission("Llama-Report", { judgeModel: "some-other-judge" });
    const lines = predictionLines("Llama_results.json", "0-shot");
    expect((await uploadResults(auth(), id, "0", bytes(lines), { "x-file-name": "llama.jsonl" })).status).toBe(201);
    const book = bytes(JSON.stringify(readBookFile("Llama_results.json")));
    expect((await uploadResults(auth(), id, "1", book)).status).toBe(201);
    scoringId = await scoringIdOf(id, 0);
  }, 120_000);

  /** One record's detail, as the record page shows it. */
  const recordAt = async (referenceIndex: number) => {
    const { summary } = await db.fileScoring.findUniqueOrThrow({ where: { id: scoringId }, select: { summary: true } });
    return (await getExtractionRecord({ scoringId, summary, referenceIndex }))?.detail ?? null;
  };

  it("is reported with the API's F1, an interval, and the scorer's diagnostics", async () => {
    const read = await getSubmission(auth(), id);
    const run = runOf(read.body, "0");
    expect(run.scoring).not.toHaveProperty("meanMrScore");
    const report = (await loadExtractionRunReport(scoringId))!;
    expect(run.scoring!.scoreLabel).toBe("F1");
    expect(report.f1.value).toBe(run.scoring!.f1);
    expect(report.records).toBe(100);
    expect(report.f1.interval!.low).toBeLessThanOrEqual(report.f1.value);
    expect(report.f1.interval!.high).toBeGreaterThanOrEqual(report.f1.value);
    expect(report.normalization).toBe("none@1");
    expect(report.diagnostics.parsed).toBe(66);
    expect(report.diagnostics.unparseable.total).toBe(34);
    expect(report.diagnostics.unparseable.referenceIds.length).toBeGreaterThan(0);
    expect(report.micro.truthLeaves).toBeGreaterThan(0);
    expect(report.submittedReferences).toEqual({ given: 0, differing: 0, listed: [] });
  });

  it("lists the truth's field paths the worst F1 first, and paths only predictions have apart", async () => {
    const report = (await loadExtractionRunReport(scoringId))!;
    expect(report.fields.length).toBeGreaterThan(1);
    expect(report.fields.every((field) => field.truthLeaves > 0)).toBe(true);
    const f1s = report.fields.map((field) => field.f1);
    expect(f1s).toEqual([...f1s].sort((a, b) => a - b));
    expect(report.fieldsTotal).toBeGreaterThanOrEqual(report.fields.length);
    expect(report.predictionOnlyFields.every((field) => field.truthLeaves === 0)).toBe(true);
  });

  it("lists one record per reference, filters them by parse outcome, and orders them by F1 on request", async () => {
    const report = (await loadExtractionRunReport(scoringId))!;
    const all = await listExtractionRecords(scoringId, { order: "reference" }, 1);
    expect(all.total).toBe(100);
    expect(all.rows[0]!.reference.key).toBe(referenceId(0));
    const invalid = await listExtractionRecords(scoringId, { parse: "invalid_json", order: "reference" }, 1);
    expect(invalid.total).toBeGreaterThan(0);
    expect(invalid.total).toBe(report.diagnostics.unparseable.invalidJson);
    expect(invalid.rows.every((row) => row.parse === "invalid_json")).toBe(true);
    const worst = await listExtractionRecords(scoringId, { order: "worst" }, 1);
    const f1s = worst.rows.map((row) => row.f1);
    expect(f1s).toEqual([...f1s].sort((a, b) => a - b));
  });

  it("shows a record's truth beside the model's prediction, with the paths that were compared", async () => {
    const parsed = await listExtractionRecords(scoringId, { parse: "ok", order: "worst" }, 1);
    const row = parsed.rows.at(-1)!;
    const record = (await recordAt(row.referenceIndex))!;
    const book = readBookFile("Llama_results.json")["0-shot"];
    const truth = parsePythonJson({ text: book.references[row.referenceIndex]! });
    expect(truth.ok && record.truth === indentedJson(truth.value)).toBe(true);
    expect(record.predictionText).toBe(book.predictions[row.referenceIndex]);
    const prediction = parsePrediction({ text: record.predictionText! });
    expect(prediction.ok && record.predictionJson === indentedJson(prediction.value)).toBe(true);
    expect(record.paths!.reduce((sum, path) => sum + path.correct, 0)).toBe(row.correct);
  });

  it("shows an unparseable prediction as the model wrote it, with no parsed JSON", async () => {
    const list = await listExtractionRecords(scoringId, { parse: "invalid_json", order: "reference" }, 1);
    const record = (await recordAt(list.rows[0]!.referenceIndex))!;
    expect(record.predictionJson).toBeNull();
    expect(record.predictionText).toBe(
      readBookFile("Llama_results.json")["0-shot"].predictions[list.rows[0]!.referenceIndex],
    );
    expect(record.row.parseDetail).toBeTruthy();
  });

  it("names its benchmark and shows F1 in its submitter's list", async () => {
    const listed = (await listUserSubmissions(alice.id)).find((submission) => submission.id === id)!;
    expect(listed.benchmark).toEqual({ slug: EXTRACTION_SLUG, name: "ORD reaction extraction", kind: "extraction" });
    const run = listed.runs.find((candidate) => candidate.shots === 0)!;
    expect(run.scoring!.score).toBe((await loadExtractionRunReport(scoringId))!.f1.value);
  });

  it("reaches the moderation queue with its benchmark and F1, and no judge flag since it has no judge", async () => {
    expect((await submitForReview(auth(), id)).status).toBe(200);
    const entry = (await loadReviewQueue()).find((candidate) => candidate.id === id)!;
    expect(entry.benchmark.kind).toBe("extraction");
    expect(entry.benchmark.name).toBe("ORD reaction extraction");
    const report = (await loadExtractionRunReport(scoringId))!;
    expect(entry.runs[0].lines).toContainEqual({
      label: "F1",
      value: (report.f1.value * 100).toFixed(1),
      testId: "signals-f1-0",
    });
    expect(entry.setup).toEqual({ lines: [{ label: "Judge", value: "not used (no judge stage)" }], flags: [] });
    expect(entry.flags.filter((flag) => flag.includes("judge"))).toEqual([]);
    expect(entry.flags).toContain(`0-shot: ${report.diagnostics.unparseable.total} unparseable prediction(s)`);
  });

  it("gives moderators the same extraction records every time, with truth and prediction, and no MR-Ben sample", async () => {
    const first = await spotCheckSample(id);
    expect(first.map((sample) => sample.shots)).toEqual([0, 1]);
    const records = first[0]!.records as SampledExtractionRecord[];
    expect(records.length).toBe(5);
    for (const record of records) {
      expect(record.truth.startsWith("{")).toBe(true);
      expect(record.prediction.length).toBeGreaterThan(0);
      expect(record).not.toHaveProperty("subject");
    }
    expect(await spotCheckSample(id)).toEqual(first);
  });
});

describe("a stored report the loader reads defensively", () => {
  it("reads a report without diagnostics (an older or seeded row) as nothing found, keeping the stored figures", async () => {
    const id = await extractionSubmission("Seeded-Report");
    const lines = [JSON.stringify({ id: referenceId(0), prediction: "{}" })].join("\n");
    expect((await uploadResults(auth(), id, "0", bytes(lines))).status).toBe(201);
    const scoringId = await scoringIdOf(id, 0);
    await db.fileScoring.update({ where: { id: scoringId }, data: { report: "not an object" } });
    const report = (await loadExtractionRunReport(scoringId))!;
    expect(report.records).toBe(100);
    expect(report.diagnostics.unparseable).toEqual({ total: 0, noObject: 0, invalidJson: 0, referenceIds: [] });
    expect(report.submittedReferences).toEqual({ given: 0, differing: 0, listed: [] });
    expect(report.f1.value).toBe(0);
  });
});

describe("submitted references that differ from the benchmark's", () => {
  it("are listed by position with the reference id there", async () => {
    const id = await extractionSubmission("Llama-Tampered-References");
    const book = readBookFile("Llama_results.json");
    const shot = book["0-shot"];
    shot.references[7] = '{"reactions": []}';
    expect((await uploadResults(auth(), id, "0", bytes(JSON.stringify(book)))).status).toBe(201);
    const report = (await loadExtractionRunReport(await scoringIdOf(id, 0)))!;
    expect(report.submittedReferences).toEqual({
      given: 100,
      differing: 1,
      listed: [{ position: 7, referenceId: referenceId(7) }],
    });
  });
});
