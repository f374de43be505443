// QA's server part: its answers as truth records, a scored record per question, and what moderation,
// the records pages, the boards and the API read of a scoring. Built only from the portal's kits.
import "server-only";
import type { KindServer, KindViewTypes, StoredScoring } from "@/lib/benchmarks/kind-server";
import {
  listScoredRecords,
  sampleScoredRecords,
  scoredRecordAtKey,
  storeScoredRecords,
} from "@/lib/benchmarks/scored-records/scored-records";
import { importTruthRecords } from "@/lib/benchmarks/truth-records/import-truth-records";
import { currentVersion, loadTruthRecords } from "@/lib/benchmarks/truth-records/load-truth-records";
import type { QaDataset } from "./dataset";
import type { QaAnswers } from "./kind";
import type { QaResult, QaSubjectResult, QaTruth } from "./score";
import { db } from "@/lib/db";

const PER_PAGE = 50;
const SAMPLE_SIZE = 5;

export const OUTCOME_LABELS: Record<string, string> = { correct: "correct", wrong: "wrong", missing: "not answered" };

/** The figures a QA scoring keeps in FileScoring.summary. */
export interface QaSummary {
  items: number;
  answered: number;
  correct: number;
}

/** A benchmark's subjects, kept in its settings: their keys and labels in board order, and each question's. */
type QaSubjects = {
  subjects: { key: string; label: string }[];
  subjectOf: Record<string, string>;
};

function subjectSettings(items: QaDataset["items"]): QaSubjects | Record<string, never> {
  if (!items.some((item) => item.subject)) return {};
  const keys = [...new Set(items.map((item) => item.subject ?? ""))];
  return {
    subjects: keys.map((key) => ({ key, label: key.charAt(0).toUpperCase() + key.slice(1).replaceAll("_", " ") })),
    subjectOf: Object.fromEntries(items.map((item) => [item.id, item.subject ?? ""])),
  };
}

const readSubjects = (settings: unknown): QaSubjects | null => {
  const value = settings as Partial<QaSubjects> | null;
  return value?.subjects && value.subjectOf ? { subjects: value.subjects, subjectOf: value.subjectOf } : null;
};

/** Each subject's figures in a scoring's summary (a benchmark with subjects). */
const summarySubjects = (summary: unknown) =>
  ((summary ?? {}) as { subjects?: Record<string, QaSubjectResult> }).subjects ?? {};

export function readQaSummary(summary: unknown): QaSummary {
  const value = (summary ?? {}) as Partial<QaSummary>;
  return { items: value.items ?? 0, answered: value.answered ?? 0, correct: value.correct ?? 0 };
}

/** What the records table and the record page show of a scored question. */
export interface QaRecordRow {
  position: number;
  id: string;
  outcome: string;
}

export interface QaRecordDetail extends QaRecordRow {
  answer: string | null;
  truth: string;
}

/** What QA's server part makes for its pages. */
export interface QaPages extends KindViewTypes {
  recordRow: QaRecordRow;
  recordDetail: QaRecordDetail;
  sampledRecord: QaRecordDetail;
  boardFigures: QaSummary;
  modelPage: never;
}

export const qaServer: KindServer<Record<string, never>, QaDataset, QaTruth, QaAnswers, QaResult, QaPages> = {
  async importDataset({ manifest, items }) {
    const summary = await importTruthRecords({
      kind: "qa",
      noun: "answers",
      benchmark: {
        slug: manifest.slug,
        name: manifest.name,
        description: manifest.description,
        settings: subjectSettings(items),
      },
      records: items.map((item) => ({ key: item.id, text: item.answer, canonicalText: item.answer })),
    });
    return {
      outcome: summary.outcome,
      versionNumber: summary.versionNumber,
      records: summary.records,
      lines: [`${summary.outcome}: ${manifest.name} version ${summary.versionNumber}, ${summary.records} questions.`],
    };
  },

  async currentTruth(benchmark) {
    const version = await currentVersion(benchmark.id);
    if (!version) return null;
    const subjects = readSubjects(benchmark.settings);
    const truth = await loadTruthRecords(version.id, "qa", ({ rowIds, keys, texts }) => ({
      ids: keys,
      answers: texts,
      rowIds,
      ...(subjects ? { subjects: keys.map((key) => subjects.subjectOf[key] ?? "") } : {}),
    }));
    return { versionId: version.id, versionNumber: version.number, truth };
  },

  async storeDetails(tx, { scoringId, truth, result }) {
    await storeScoredRecords(
      tx,
      scoringId,
      result.records.map((record) => ({
        truthRecordId: truth.truth.rowIds[record.position]!,
        position: record.position,
        score: record.outcome === "correct" ? 1 : 0,
        outcome: record.outcome,
        submitted: record.answer,
        detail: {},
      })),
    );
  },

  approvalBlockers: async () => [],
  async reviewRun(scoring, { shots }) {
    const summary = readQaSummary(scoring.summary);
    const unknown = (scoring.report as { unknownCount?: number } | null)?.unknownCount ?? 0;
    const unanswered = summary.items - summary.answered;
    return {
      lines: [
        { label: "Accuracy", value: (scoring.score * 100).toFixed(1), testId: `signals-accuracy-${shots}` },
        { label: "Answered", value: `${summary.answered} / ${summary.items}` },
        { label: "Unknown ids", value: String(unknown) },
      ],
      flags: [
        ...(unanswered > 0 ? [`${shots}-shot: ${unanswered} question(s) not answered`] : []),
        ...(unknown > 0 ? [`${shots}-shot: ${unknown} answer(s) for no question`] : []),
      ],
    };
  },

  recordFilters: [
    {
      name: "outcome",
      label: "Answer",
      options: Object.entries(OUTCOME_LABELS).map(([value, label]) => ({ value, label })),
    },
  ],
  async listRecords(scoring, filters, page) {
    const list = await listScoredRecords({
      scoringId: scoring.id,
      outcome: filters.outcome,
      order: "truth",
      page,
      perPage: PER_PAGE,
    });
    return {
      total: list.total,
      pages: list.pages,
      rows: list.rows.map((row): QaRecordRow => ({ position: row.position, id: row.key, outcome: row.outcome })),
    };
  },
  async getRecord(scoring, key) {
    const found = await scoredRecordAtKey(scoring.id, key);
    if (!found) return null;
    const { record, previous, next } = found;
    const detail: QaRecordDetail = {
      position: record.position,
      id: record.key,
      outcome: record.outcome,
      answer: record.submitted,
      truth: record.truthText,
    };
    return { detail, previous, next };
  },
  async sampleRecords(scoring, seed) {
    const rows = await sampleScoredRecords(scoring.id, seed, SAMPLE_SIZE);
    return rows.map((row): QaRecordDetail => ({
      position: row.position,
      id: row.key,
      outcome: row.outcome,
      answer: row.submitted,
      truth: row.truthText,
    }));
  },

  async scoringJson(scoring: StoredScoring) {
    return { ...readQaSummary(scoring.summary), accuracy: scoring.score, report: scoring.report };
  },
  boardFigures: async (scorings) =>
    new Map(scorings.map((scoring) => [scoring.id, { ...readQaSummary(scoring.summary) }])),
  boardSubjects: {
    async list(versionIds) {
      const versions = await db.benchmarkVersion.findMany({
        where: { id: { in: versionIds } },
        select: { id: true, benchmark: { select: { settings: true } } },
      });
      return new Map(
        versions.map(({ id, benchmark }) => {
          const subjects = readSubjects(benchmark.settings);
          const counts = Object.values(subjects?.subjectOf ?? {}).reduce(
            (count, key) => count.set(key, (count.get(key) ?? 0) + 1),
            new Map<string, number>(),
          );
          return [
            id,
            (subjects?.subjects ?? []).map((subject) => ({ ...subject, itemCount: counts.get(subject.key) ?? 0 })),
          ];
        }),
      );
    },
    async scores(scorings) {
      return new Map(
        scorings.map((scoring) => [
          scoring.id,
          Object.fromEntries(
            Object.entries(summarySubjects(scoring.summary)).map(([key, figures]) => [
              key,
              {
                score: { value: figures.accuracy, ciLow: figures.interval.low, ciHigh: figures.interval.high },
                // Exact match scores every question, answered or not: a subject is always covered whole.
                matchedItems: figures.items,
                benchmarkItems: figures.items,
              },
            ]),
          ),
        ]),
      );
    },
  },
  boardExport: {
    benchmark: () => ({}),
    entry: (row) => ({ ...row.figures }),
    csv: () => [
      { header: "answered", value: (row) => row.figures.answered },
      { header: "correct", value: (row) => row.figures.correct },
    ],
  },
};
