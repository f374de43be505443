// What an extraction scoring stores and shows beyond F1, against a real database: node-level
// figures, ANLS*, values missing, invented and wrong (per file, per field path, per record), the
// list mode and field rules, the chemistry panel, and scorings stored before any of these.
import { beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import {
  scoreExtraction,
  type ExtractionPrediction,
  type ExtractionReport,
} from "@/lib/benchmarks/extraction/extraction-score";
import { listExtractionRecords } from "@/lib/benchmarks/extraction/records";
import { loadExtractionRunReport } from "@/lib/benchmarks/extraction/run-report";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, getSubmission, uploadResults, validMeta } from "../helpers/api-calls";
import {
  bookReferences,
  EXTRACTION_SLUG,
  importExtractionFixture,
  predictionLines,
} from "../helpers/extraction-benchmark";

let alice: Actor;
let scoringId: string;
let apiScoring: Record<string, unknown>;
let expected: ExtractionReport;

const close = (actual: number | undefined | null, wanted: number) =>
  expect(Math.abs((actual ?? NaN) - wanted)).toBeLessThan(1e-12);

beforeAll(async () => {
  alice = await createActor("user", "alice");
  expect((await importExtractionFixture()).outcome).toBe("first-version");
  const auth = { authorization: alice.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName: "Diff-Llama", benchmark: EXTRACTION_SLUG });
  const id = String(created.body.id);
  const lines = predictionLines("Llama_results.json", "0-shot");
  const upload = await uploadResults(auth, id, "0", new TextEncoder().encode(lines));
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  const predictions: ExtractionPrediction[] = lines.split("\n").map((line) => {
    const parsed = JSON.parse(line) as { id: string; prediction: string };
    return { id: parsed.id, text: parsed.prediction };
  });
  const scored = scoreExtraction({
    references: bookReferences(),
    predictions,
    matching: "aligned",
    normalization: "none",
  });
  if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
  expected = scored.report;
  scoringId = (await db.fileScoring.findFirstOrThrow({ where: { runs: { some: { submissionId: id } } } })).id;
  const read = await getSubmission(auth, id);
  apiScoring = (read.body.results as Record<string, { scoring: Record<string, unknown> }>)["0"]!.scoring;
});

describe("a scored extraction file's report", () => {
  it("gives node-level figures, ANLS* and the file's missing, invented and wrong values as the pure scorer does", async () => {
    const report = (await loadExtractionRunReport(scoringId))!;
    const { summary } = expected;
    close(report.nodes?.f1, summary.nodes.f1);
    close(report.nodes?.recall, summary.nodes.recall);
    close(report.nodes?.precision, summary.nodes.precision);
    expect(report.nodes).toMatchObject({
      truthNodes: summary.nodes.micro.truthNodes,
      predictionNodes: summary.nodes.micro.predictionNodes,
    });
    close(report.anlsStar, summary.anlsStar);
    expect(report.diff).toEqual(summary.diff);
    expect(summary.diff.missing + summary.diff.invented + summary.diff.wrong).toBeGreaterThan(0);
    expect(report.lists).toBe("book");
    expect(report.fieldRules).toEqual([]);
    expect(report.chemistry).toBeNull();
  });

  it("stores every field path's missing, invented and wrong values as the scorer counts them", async () => {
    const stored = await db.extractionFieldScore.findMany({
      where: { scoringId },
      select: { path: true, correct: true, missing: true, invented: true, wrong: true },
    });
    const byPath = new Map(stored.map((row) => [row.path, row]));
    for (const field of expected.fields)
      expect(byPath.get(field.path), field.path).toEqual({
        path: field.path,
        correct: field.correct,
        missing: field.missing,
        invented: field.invented,
        wrong: field.wrong,
      });
    const report = (await loadExtractionRunReport(scoringId))!;
    const worst = report.fields[0]!;
    expect(worst).toMatchObject({ missing: byPath.get(worst.path)!.missing, wrong: byPath.get(worst.path)!.wrong });
  });

  it("keeps each record's missing, invented and wrong values, node F1 and ANLS*", async () => {
    const page = await listExtractionRecords(scoringId, { order: "reference" }, 1);
    const first = page.rows[0]!;
    const record = expected.records[0]!;
    expect(first).toMatchObject({
      missing: record.diff.missing,
      invented: record.diff.invented,
      wrong: record.diff.wrong,
      nodeF1: record.nodes.f1,
      anlsStar: record.anlsStar,
    });
  });

  it("gives the same figures and every field row through the submissions API", async () => {
    expect(apiScoring).toMatchObject({ lists: "book", diff: expected.summary.diff, withoutChemistry: null });
    close((apiScoring.nodes as { f1: number }).f1, expected.summary.nodes.f1);
    close(apiScoring.anlsStar as number, expected.summary.anlsStar);
    const fields = apiScoring.fields as { path: string; missing: number; invented: number; wrong: number }[];
    expect(fields).toHaveLength(await db.extractionFieldScore.count({ where: { scoringId } }));
    const paths = fields.map((field) => field.path);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sample = expected.fields.find((field) => field.missing > 0)!;
    expect(fields.find((field) => field.path === sample.path)).toMatchObject({ missing: sample.missing });
  });
});

describe("a report whose normalization compared chemistry", () => {
  it("shows what chemistry did, its unreadable values, and the F1 with (the scoring's) and without it", async () => {
    const scoring = await db.fileScoring.findUniqueOrThrow({ where: { id: scoringId } });
    const chemistry = {
      molecules: {
        names: { resolved: 7, unresolved: 2 },
        smiles: { canonicalized: 11, invalid: 1 },
        matchedByStructure: 4,
      },
      formulas: { reduced: 3, unparseable: 1, matchedByReduction: 2 },
      problems: {
        total: 4,
        listed: [
          {
            referenceId: "rxn-004",
            side: "prediction",
            path: "inputs.m1.components.[].identifiers.[].value",
            text: "C1CC",
            reason: "unclosed ring",
          },
        ],
      },
      without: { normalization: "ord-v1@1", recall: 0.1, precision: 0.2, f1: 0.125 },
    };
    const copy = await db.fileScoring.create({
      data: {
        fileId: scoring.fileId,
        benchmarkVersionId: scoring.benchmarkVersionId,
        scorerName: scoring.scorerName,
        scorerVersion: scoring.scorerVersion,
        variant: "chemistry-by-hand",
        score: scoring.score,
        summary: scoring.summary as Prisma.InputJsonObject,
        report: {
          ...(scoring.report as Prisma.InputJsonObject),
          rules: [{ pattern: "inputs.*.components.[].identifiers.[].value", rule: "molecule", options: {} }],
          chemistry,
        },
      },
    });
    const report = (await loadExtractionRunReport(copy.id))!;
    expect(report.fieldRules).toEqual([
      { pattern: "inputs.*.components.[].identifiers.[].value", rule: "molecule", options: {} },
    ]);
    expect(report.chemistry).toMatchObject({
      names: { resolved: 7, unresolved: 2 },
      smiles: { canonicalized: 11, invalid: 1 },
      formulas: { reduced: 3, unparseable: 1 },
      matchedByStructure: 4,
      matchedByReduction: 2,
      problems: { total: 4, listed: chemistry.problems.listed },
      withChemistry: { f1: scoring.score },
      without: chemistry.without,
    });
  });
});

describe("a scoring stored before these figures existed", () => {
  it("reads them as not counted, never as 0, and its field rows' new counts as 0", async () => {
    const scoring = await db.fileScoring.findUniqueOrThrow({ where: { id: scoringId } });
    const { nodes, anlsStar, diff, lists, withoutChemistry, ...oldSummary } = scoring.summary as Record<
      string,
      unknown
    >;
    expect([nodes, anlsStar, diff, lists, withoutChemistry].every((value) => value !== undefined)).toBe(true);
    const { rules, chemistry, ...oldReport } = scoring.report as Record<string, unknown>;
    expect(rules).toEqual([]);
    expect(chemistry).toBeNull();
    const old = await db.fileScoring.create({
      data: {
        fileId: scoring.fileId,
        benchmarkVersionId: scoring.benchmarkVersionId,
        scorerName: scoring.scorerName,
        scorerVersion: "1.0.0-before",
        score: scoring.score,
        summary: oldSummary as Prisma.InputJsonObject,
        report: oldReport as Prisma.InputJsonObject,
        // Rows as the earlier schema wrote them: no missing, invented or wrong (the columns' defaults).
        fields: {
          create: [
            { path: "name", correct: 1, truthLeaves: 2, predictionLeaves: 1, recall: 0.5, precision: 1, f1: 0.667 },
          ],
        },
      },
    });
    const report = (await loadExtractionRunReport(old.id))!;
    expect(report).toMatchObject({
      nodes: null,
      anlsStar: null,
      diff: null,
      chemistry: null,
      lists: "book",
      fieldRules: [],
    });
    expect(report.fields).toEqual([
      expect.objectContaining({ path: "name", correct: 1, missing: 0, invented: 0, wrong: 0 }),
    ]);
  });
});
