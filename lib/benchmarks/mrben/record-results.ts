// The item drill-down of a scored MR-Ben file: its records, filtered by subject, outcome and what
// they earned, a page at a time; one record with its benchmark item.
import "server-only";
import type { RecordFilter, RecordPage } from "@/lib/benchmarks/kind-server";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SUBJECTS } from "@/lib/benchmarks/mrben/mr-score";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";

const RECORDS_PER_PAGE = 50;

const YES_NO = [
  { value: "yes", label: "yes" },
  { value: "no", label: "no" },
];

export const MRBEN_RECORD_FILTERS: RecordFilter[] = [
  {
    name: "subject",
    label: "Subject",
    options: SUBJECTS.map((subject) => ({ value: subject, label: subjectLabel(subject) })),
  },
  {
    name: "outcome",
    label: "Outcome",
    options: [
      { value: "tp", label: "tp: correct, said correct" },
      { value: "tn", label: "tn: incorrect, said incorrect" },
      { value: "fp", label: "fp: incorrect, said correct" },
      { value: "fn", label: "fn: correct, said incorrect" },
      { value: "unscored", label: "not scored (unknown item)" },
    ],
  },
  { name: "step", label: "Step earned", options: YES_NO },
  { name: "reason", label: "Reason earned", options: YES_NO },
];

const OUTCOMES = ["tp", "tn", "fp", "fn"] as const;

function whereOf(scoringId: string, filters: Record<string, string>): Prisma.RecordResultWhereInput {
  const outcome = OUTCOMES.find((value) => value === filters.outcome);
  return {
    scoringId,
    ...(filters.subject ? { subject: filters.subject } : {}),
    ...(filters.outcome === "unscored" ? { outcome: null } : outcome ? { outcome } : {}),
    ...(filters.step ? { stepEarned: filters.step === "yes" } : {}),
    ...(filters.reason ? { reasonEarned: filters.reason === "yes" } : {}),
  };
}

const ROW_SELECT = {
  id: true,
  subject: true,
  recordIndex: true,
  outcome: true,
  predictedCorrectness: true,
  predictedStep: true,
  stepEarned: true,
  reasonEarned: true,
  verdict: true,
  item: { select: { questionUuid: true, sampledModel: true, correctness: true, firstErrorStep: true } },
} as const;

/** A records table row (its id a string: RecordResult ids are bigint). */
export type RecordResultRow = Omit<Prisma.RecordResultGetPayload<{ select: typeof ROW_SELECT }>, "id"> & { id: string };

export async function listRecordResults(
  scoringId: string,
  filters: Record<string, string>,
  page: number,
): Promise<Omit<RecordPage, "rows"> & { rows: RecordResultRow[] }> {
  const where = whereOf(scoringId, filters);
  const [total, rows] = await Promise.all([
    db.recordResult.count({ where }),
    db.recordResult.findMany({
      where,
      orderBy: [{ subject: "asc" }, { recordIndex: "asc" }],
      skip: (page - 1) * RECORDS_PER_PAGE,
      take: RECORDS_PER_PAGE,
      select: ROW_SELECT,
    }),
  ]);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / RECORDS_PER_PAGE)),
    rows: rows.map((row) => ({ ...row, id: row.id.toString() })),
  };
}

export async function getRecordResult({ scoringId, recordId }: { scoringId: string; recordId: bigint }) {
  return db.recordResult.findFirst({
    where: { id: recordId, scoringId },
    include: {
      item: {
        select: {
          questionUuid: true,
          sampledModel: true,
          question: true,
          options: true,
          steps: true,
          correctness: true,
          firstErrorStep: true,
          errorReason: true,
          rectifiedFirstErrorStep: true,
          originalSubject: true,
        },
      },
    },
  });
}

export type RecordResultDetail = NonNullable<Awaited<ReturnType<typeof getRecordResult>>>;
