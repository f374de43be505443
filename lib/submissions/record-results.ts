// The item drill-down: a scored file's records, filtered, and one record with its benchmark item.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TRecordFilters } from "@/lib/validations/record-filters";

const RECORDS_PER_PAGE = 50;

function whereOf(scoringId: string, filters: TRecordFilters): Prisma.RecordResultWhereInput {
  return {
    scoringId,
    ...(filters.subject ? { subject: filters.subject } : {}),
    ...(filters.outcome === "unscored" ? { outcome: null } : filters.outcome ? { outcome: filters.outcome } : {}),
    ...(filters.step ? { stepEarned: filters.step === "yes" } : {}),
    ...(filters.reason ? { reasonEarned: filters.reason === "yes" } : {}),
  };
}

export async function listRecordResults({ scoringId, filters }: { scoringId: string; filters: TRecordFilters }) {
  const where = whereOf(scoringId, filters);
  const [total, rows] = await Promise.all([
    db.recordResult.count({ where }),
    db.recordResult.findMany({
      where,
      orderBy: [{ subject: "asc" }, { recordIndex: "asc" }],
      skip: (filters.page - 1) * RECORDS_PER_PAGE,
      take: RECORDS_PER_PAGE,
      select: {
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
      },
    }),
  ]);
  return { total, rows, pages: Math.max(1, Math.ceil(total / RECORDS_PER_PAGE)) };
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
