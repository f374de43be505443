// Plain BoardData for unit tests of the board's pure modules: entries described by their scores
// only, everything else filled with plausible values.
import type {
  BoardData,
  IntervalScore,
  ModelEntry,
  RunResult,
  Shots,
  SubjectResult,
} from "@/lib/benchmarks/mrben/board/types";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";

const TEST_SUBJECTS = ["math", "coding", "logic"] as const;

/** A subject's score: a number, or [value, ciLow, ciHigh], optionally with `{ rankable: false }`. */
type SubjectSpec = number | [number, number, number] | { score: number | [number, number, number]; rankable: boolean };

type RunSpec = {
  mean?: number | [number, number, number];
  subjects?: Partial<Record<string, SubjectSpec>>;
  scorerVersion?: string;
};

export type EntrySpec = {
  slug: string;
  name?: string;
  partial?: boolean;
  runs: Partial<Record<`${Shots}`, RunSpec>>;
};

function interval(spec: number | [number, number, number]): IntervalScore {
  return typeof spec === "number"
    ? { value: spec, ciLow: null, ciHigh: null }
    : { value: spec[0], ciLow: spec[1], ciHigh: spec[2] };
}

function subjectResult(key: string, spec: SubjectSpec): SubjectResult {
  const { score, rankable } = typeof spec === "object" && !Array.isArray(spec) ? spec : { score: spec, rankable: true };
  const mrScore = interval(score);
  return {
    subject: key,
    mcc: mrScore.value,
    accStep: mrScore.value,
    accReason: mrScore.value,
    score: mrScore,
    rankable,
    matchedItems: rankable ? 100 : 90,
    benchmarkItems: 100,
  };
}

function buildRun(entry: EntrySpec, shots: Shots, spec: RunSpec): RunResult {
  const subjectSpecs = spec.subjects ?? Object.fromEntries(TEST_SUBJECTS.map((key) => [key, 0.5]));
  const subjects: Record<string, SubjectResult> = {};
  for (const [key, subject] of Object.entries(subjectSpecs)) {
    if (subject !== undefined) subjects[key] = subjectResult(key, subject);
  }
  const values = Object.values(subjects).map((subject) => subject.score.value);
  const mean = spec.mean ?? values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  return {
    runId: `${entry.slug}-run-${shots}`,
    submissionId: `${entry.slug}-submission`,
    shots,
    scorer: { name: "mr-ben-scorer", version: spec.scorerVersion ?? "1.0.0" },
    benchmarkVersion: 1,
    fileName: `${entry.slug}_${shots}shot.json`,
    sizeBytes: 1000,
    sha256: "0".repeat(64),
    scoredAt: "2026-01-01T00:00:00.000Z",
    mean: interval(mean),
    subjects,
  };
}

function buildEntry(spec: EntrySpec): ModelEntry {
  const runs: ModelEntry["runs"] = {};
  for (const shots of [0, 1] as const) {
    const run = spec.runs[`${shots}`];
    if (run) runs[`${shots}`] = buildRun(spec, shots, run);
  }
  return {
    slug: spec.slug,
    modelName: spec.name ?? spec.slug,
    modelLink: `https://example.org/${spec.slug}`,
    organization: "Example Lab",
    description: "",
    parameterCount: 7_000_000_000,
    openWeights: true,
    judgeModel: "gpt-4-turbo-2024-04-09",
    temperature: 0,
    submissionId: `${spec.slug}-submission`,
    approvedAt: "2026-01-01T00:00:00.000Z",
    verification: "verified",
    tier: "rescored",
    sourceUrl: null,
    price: null,
    reportedBeside: null,
    flags: [],
    partial: spec.partial ?? false,
    runs,
  };
}

export function buildBoard(entries: EntrySpec[], subjects: readonly string[] = TEST_SUBJECTS): BoardData {
  return {
    benchmark: { slug: "mr-ben", name: "MR-Ben", version: 1 },
    subjects: subjects.map((key) => ({ key, label: subjectLabel(key), itemCount: 100 })),
    entries: entries.map(buildEntry),
    generatedAt: "2026-01-01T00:00:00.000Z",
    updatedAt: null,
  };
}
