// An extraction benchmark's own rules through the pipeline: a submission's benchmark fixed at
// creation, a predictions file rescored on the server against the database's references record by
// record and field by field, the book's whole results file, unparseable predictions, and its board's
// figures and export columns. Import, refusals, approval, board, history and rescore as every kind
// has them are tests/integration/kind-conformance.test.ts's.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  parsePrediction,
  scoreExtraction,
  type ExtractionPrediction,
} from "@/lib/benchmarks/extraction/extraction-score";
import * as boardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import * as submissionRoute from "@/app/api/v1/submissions/[id]/route";
import type { ExtractionBoardFigures } from "@/lib/benchmarks/extraction/board-figures";
import { loadBenchmarkBoard } from "@/lib/boards/benchmark-board";
import { findPublicEntry } from "@/lib/boards/public-entry";
import { createActor, type Actor } from "../helpers/actors";
import {
  createSubmission,
  decide,
  getSubmission,
  submitForReview,
  uploadResults,
  validMeta,
} from "../helpers/api-calls";
import {
  bookReferences,
  EXTRACTION_SLUG,
  importExtractionFixture,
  predictionLines,
  readBookFile,
  referenceId,
} from "../helpers/extraction-benchmark";

let alice: Actor;
let moderator: Actor;
const auth = () => ({ authorization: alice.bearer });
const bytes = (text: string) => new TextEncoder().encode(text);

beforeAll(async () => {
  alice = await createActor("user", "alice");
  moderator = await createActor("moderator", "mo");
  expect((await importExtractionFixture()).outcome).toBe("first-version");
});

async function newExtractionSubmission(modelName = "Llama-Extract"): Promise<string> {
  const created = await createSubmission(auth(), { ...validMeta, modelName, benchmark: EXTRACTION_SLUG });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.benchmark).toMatchObject({ slug: EXTRACTION_SLUG, kind: "extraction" });
  return String(created.body.id);
}

/** What the pure scorer gives for the same predictions against the same references. */
function expectedReport(predictions: ExtractionPrediction[]) {
  const result = scoreExtraction({
    references: bookReferences(),
    predictions,
    matching: "aligned",
    normalization: "none",
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.report;
}

describe("a submission's benchmark", () => {
  it("is fixed at creation: a PATCH naming another benchmark is refused, one without it keeps it", async () => {
    const id = await newExtractionSubmission("Fixed-Benchmark");
    const patch = (meta: unknown) =>
      submissionRoute.PATCH(
        new Request(`http://portal.test/api/v1/submissions/${id}`, {
          method: "PATCH",
          headers: { "content-type": "application/json", ...auth() },
          body: JSON.stringify(meta),
        }),
        { params: Promise.resolve({ id }) },
      );
    const refused = await patch({ ...validMeta, benchmark: "mr-ben" });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('"pointer":"benchmark"');
    const kept = await patch({ ...validMeta, description: "Edited." });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({
      benchmark: { slug: EXTRACTION_SLUG },
      model: { description: "Edited." },
    });
  });
});

describe("uploading predictions to an extraction benchmark", () => {
  it("rescores JSON Lines of {id, prediction} on the server and stores every record and field, as the pure scorer computes", async () => {
    const id = await newExtractionSubmission();
    const lines = predictionLines("Llama_results.json", "0-shot");
    const upload = await uploadResults(auth(), id, "0", bytes(lines), { "x-file-name": "llama_0shot.jsonl" });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);

    const predictions = lines.split("\n").map((line) => {
      const parsed = JSON.parse(line) as { id: string; prediction: string };
      return { id: parsed.id, text: parsed.prediction };
    });
    const expected = expectedReport(predictions);
    const submission = await getSubmission(auth(), id);
    const scoring = (submission.body.results as Record<string, { scoring: Record<string, unknown> }>)["0"]!.scoring;
    expect(scoring).toMatchObject({ records: 100, matching: "aligned", normalization: "none@1" });
    expect(Math.abs((scoring.f1 as number) - expected.summary.f1)).toBeLessThan(1e-12);
    expect(Math.abs((scoring.recall as number) - expected.summary.recall)).toBeLessThan(1e-12);
    // The book's own parse: 66 of Llama's 0-shot predictions hold one JSON object.
    expect(expected.diagnostics.parsed).toBe(66);
    const stored = await db.scoredRecord.findMany({
      where: { scoring: { runs: { some: { submissionId: id } } } },
      orderBy: { position: "asc" },
      select: { detail: true, outcome: true, submitted: true, truthRecord: { select: { key: true } } },
    });
    expect(stored).toHaveLength(100);
    expect(stored.filter((record) => record.outcome === "ok")).toHaveLength(66);
    expect(stored.map((record) => (record.detail as { correct: number }).correct)).toEqual(
      expected.records.map((record) => record.correct),
    );
    expect(stored[0]!.truthRecord.key).toBe(referenceId(0));
    expect(stored[0]!.submitted).toBe(predictions[0]!.text);
  });

  it("takes the book's whole results file and scores the uploaded shot, never against the file's own references", async () => {
    const id = await newExtractionSubmission("Llama-Book");
    const book = readBookFile("Llama_results.json");
    const honest = await uploadResults(auth(), id, "1", bytes(JSON.stringify(book)));
    expect(honest.status, JSON.stringify(honest.body)).toBe(201);

    // The same file with one reference replaced by its own prediction: trusted, it would score perfectly.
    const tampered = structuredClone(book);
    const shot = tampered["1-shot"];
    const index = shot.predictions.findIndex((text) => parsePrediction({ text }).ok);
    const prediction = shot.predictions[index]!;
    shot.references[index] = prediction.slice(prediction.indexOf("{"), prediction.lastIndexOf("}") + 1);
    const other = await newExtractionSubmission("Llama-Tampered");
    const upload = await uploadResults(auth(), other, "1", bytes(JSON.stringify(tampered)));
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);

    const scoringOf = async (submissionId: string) =>
      db.fileScoring.findFirstOrThrow({
        where: { runs: { some: { submissionId } } },
        select: { score: true, report: true },
      });
    const [a, b] = [await scoringOf(id), await scoringOf(other)];
    expect(b.score).toBe(a.score);
    expect((a.report as { submittedReferences: unknown }).submittedReferences).toEqual({
      given: 100,
      differing: 0,
      positions: [],
    });
    expect((b.report as { submittedReferences: unknown }).submittedReferences).toEqual({
      given: 100,
      differing: 1,
      positions: [index],
    });
  });

  it("scores the same whole book file once per shot: the 1-shot upload is not the 0-shot scoring reused", async () => {
    const id = await newExtractionSubmission("Llama-Both");
    const bytesOfBook = bytes(JSON.stringify(readBookFile("Llama_results.json")));
    for (const shots of ["0", "1"] as const)
      expect((await uploadResults(auth(), id, shots, bytesOfBook)).status).toBe(201);
    const runs = await db.submissionRun.findMany({
      where: { submissionId: id },
      orderBy: { shots: "asc" },
      select: { fileId: true, scoring: { select: { summary: true, score: true } } },
    });
    expect(runs[0]!.fileId).toBe(runs[1]!.fileId);
    expect(runs.map((run) => (run.scoring!.summary as { shots: number }).shots)).toEqual([0, 1]);
    const predictionsOf = (shot: "0-shot" | "1-shot") =>
      readBookFile("Llama_results.json")[shot].predictions.map((text) => ({ id: null, text }));
    expect(runs.map((run) => run.scoring!.score)).toEqual([
      expectedReport(predictionsOf("0-shot")).summary.f1,
      expectedReport(predictionsOf("1-shot")).summary.f1,
    ]);
  });

  it("scores a prediction without any JSON object as zero and counts it, without failing the file", async () => {
    const id = await newExtractionSubmission("Chatty");
    const lines = [
      JSON.stringify({ id: referenceId(0), prediction: "I cannot extract this reaction." }),
      JSON.stringify({ id: referenceId(1), prediction: "```json\n{ not json }\n```" }),
    ];
    const upload = await uploadResults(auth(), id, "0", bytes(lines.join("\n")));
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const scoring = await db.fileScoring.findFirstOrThrow({
      where: { runs: { some: { submissionId: id } } },
      select: { score: true, report: true },
    });
    expect(scoring.score).toBe(0);
    const diagnostics = (scoring.report as { diagnostics: Record<string, { total: number }> }).diagnostics;
    expect(diagnostics.unparseable).toMatchObject({ total: 2, noObject: 1, invalidJson: 1 });
    expect(diagnostics.missing!.total).toBe(98);
  });
});

describe("moderating and ranking an extraction entry", () => {
  it("ranks an approved entry on its benchmark's board, and never on MR-Ben's", async () => {
    const id = await newExtractionSubmission("Sft-Extract");
    const book = readBookFile("sft_results.json");
    for (const shots of ["0", "1"] as const)
      expect((await uploadResults(auth(), id, shots, bytes(JSON.stringify(book)))).status).toBe(201);
    expect((await submitForReview(auth(), id)).status).toBe(200);
    const decided = await decide({ authorization: moderator.bearer }, id, { decision: "approve", revision: 1 });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);

    const board = await loadBenchmarkBoard(EXTRACTION_SLUG, 1);
    expect(board?.rows.map((row) => row.model.name)).toEqual(["Sft-Extract"]);
    const row = board!.rows[0]!;
    expect(row.interval).not.toBeNull();
    expect(row.interval!.low).toBeLessThanOrEqual(row.score);
    expect(row.interval!.high).toBeGreaterThanOrEqual(row.score);
    const heatmapPaths = Object.keys((row.figures as ExtractionBoardFigures).fields);
    expect(heatmapPaths.length).toBeGreaterThan(0);
    const mrbenApproved = await db.submission.count({ where: { status: "approved", benchmark: { slug: "mr-ben" } } });
    expect(mrbenApproved).toBe(0);

    // The public API gives the same ranking, with the per-field F1 of the heatmap.
    const url = `http://portal.test/api/v1/benchmarks/${EXTRACTION_SLUG}/leaderboard?shots=1`;
    const response = await boardRoute.GET(new Request(url), { params: Promise.resolve({ slug: EXTRACTION_SLUG }) });
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      benchmark: { lists: string };
      entries: {
        model: { name: string };
        f1: number;
        fields: object;
        nodes: { f1: number } | null;
        anlsStar: number | null;
        diff: { missing: number; invented: number; wrong: number } | null;
        fieldCounts: Record<string, { truthLeaves: number; missing: number | null }>;
      }[];
    };
    expect(json.benchmark.lists).toBe("book");
    expect(json.entries.map((entry) => [entry.model.name, entry.f1])).toEqual([["Sft-Extract", row.score]]);
    const [exported] = json.entries;
    expect(Object.keys(exported!.fields).length).toBe(heatmapPaths.length);
    // Node F1, ANLS* and the values missing, invented and wrong, per file and per heatmap path.
    const figures = row.figures as ExtractionBoardFigures;
    expect(exported).toMatchObject({ nodes: figures.nodes, anlsStar: figures.anlsStar, diff: figures.diff });
    expect(typeof exported!.nodes?.f1).toBe("number");
    expect(Object.keys(exported!.fieldCounts).sort()).toEqual([...heatmapPaths].sort());
    expect(Object.values(exported!.fieldCounts).every((cell) => typeof cell.missing === "number")).toBe(true);
    const csv = await boardRoute.GET(new Request(`${url}&format=csv`), {
      params: Promise.resolve({ slug: EXTRACTION_SLUG }),
    });
    const [headerLine, first] = (await csv.text()).split("\r\n");
    const headers = headerLine!.split(",");
    expect(headers.slice(0, 15)).toEqual(
      "rank,model,organization,f1,f1_ci_low,f1_ci_high,recall,precision,node_recall,node_precision,node_f1,anls_star,missing,invented,wrong".split(
        ",",
      ),
    );
    // Four columns per heatmap path, in path order, then the price and flags every board has.
    expect(headers.slice(15, -3)).toEqual(
      [...heatmapPaths].sort().flatMap((path) => ["f1", "missing", "invented", "wrong"].map((f) => `${path}:${f}`)),
    );
    expect(headers.slice(-3)).toEqual(["price_input_usd_per_mtok", "price_output_usd_per_mtok", "flags"]);
    expect(first).toMatch(/^1,Sft-Extract,Test Lab,/);
    const cells = first!.split(",");
    const cell = (header: string) => Number(cells[headers.indexOf(header)]);
    expect([cell("node_recall"), cell("node_precision"), cell("node_f1")]).toEqual([
      figures.nodes!.recall,
      figures.nodes!.precision,
      figures.nodes!.f1,
    ]);
    expect([cell("missing"), cell("invented"), cell("wrong")]).toEqual([
      figures.diff!.missing,
      figures.diff!.invented,
      figures.diff!.wrong,
    ]);
    for (const path of heatmapPaths) {
      const { f1, missing, invented, wrong } = figures.fields[path]!;
      expect(["f1", "missing", "invented", "wrong"].map((f) => cell(`${path}:${f}`))).toEqual([
        f1,
        missing,
        invented,
        wrong,
      ]);
    }
    const missing = await boardRoute.GET(new Request(url), { params: Promise.resolve({ slug: "no-such-set" }) });
    expect(missing.status).toBe(404);

    // Its records are public; a pending entry's are not.
    const entry = await findPublicEntry({ slug: EXTRACTION_SLUG, submissionId: id, shots: 1 });
    expect(entry?.scoring.summary).toMatchObject({ records: 100 });
    const pending = await newExtractionSubmission("Still-Pending");
    expect(await findPublicEntry({ slug: EXTRACTION_SLUG, submissionId: pending, shots: 1 })).toBeNull();
    expect(await findPublicEntry({ slug: "mr-ben", submissionId: id, shots: 1 })).toBeNull();
  });

  it("cannot be sent for review before its 1-shot predictions are scored", async () => {
    const id = await newExtractionSubmission("Half");
    const lines = predictionLines("Llama_results.json", "0-shot");
    expect((await uploadResults(auth(), id, "0", bytes(lines))).status).toBe(201);
    const submitted = await submitForReview(auth(), id);
    expect(submitted.status).toBe(409);
    expect(JSON.stringify(submitted.body)).toContain("1-shot results are not scored yet");
  });
});
