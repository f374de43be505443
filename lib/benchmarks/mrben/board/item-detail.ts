// One benchmark item with its ground truth and how every model on the board answered it, in
// both shot settings (so the page needs no query string and can be cached whole).
import "server-only";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { boardRuns, type BoardRun } from "@/lib/benchmarks/mrben/board/board-runs";
import { cachedQuery } from "@/lib/platform/cache/cached-query";
import { SHOT_SETTINGS, type BoardData, type Shots } from "@/lib/benchmarks/mrben/board/types";

export type ItemAnswer = {
  slug: string;
  modelName: string;
  outcome: "tp" | "tn" | "fp" | "fn" | null;
  predictedCorrectness: string;
  predictedStep: string | null;
  verdictEarned: boolean;
  stepEarned: boolean;
  reasonEarned: boolean;
  /** What the model wrote, as the file gave it. */
  solutionCorrectness: string;
  firstErrorStep: string;
  errorReason: string;
  rawResponse: string;
  /** The judge's verdict on the error reason, and the judge. */
  verdict: string | null;
  judgeModel: string | null;
};

export type ItemDetail = {
  id: string;
  subject: string;
  subjectLabel: string;
  originalSubject: string;
  questionUuid: string;
  sampledModel: string;
  position: number;
  benchmarkVersion: number;
  question: string;
  options: unknown;
  steps: unknown;
  correctness: "correct" | "incorrect";
  firstErrorStep: string;
  errorReason: unknown;
  rectifiedFirstErrorStep: unknown;
  /** Per shot setting, every board entry's answer (entries without an answer are listed in `unanswered`). */
  answers: Record<`${Shots}`, { answered: ItemAnswer[]; unanswered: string[] }>;
};

type AnswerRow = Omit<ItemAnswer, "slug" | "modelName" | "verdictEarned"> & { runId: string };

export type RunsBySetting = Record<`${Shots}`, BoardRun[]>;

export function runsBySetting(board: BoardData): RunsBySetting {
  return { "0": boardRuns(board, 0), "1": boardRuns(board, 1) };
}

export async function loadItemDetail({
  itemId,
  runs,
}: {
  itemId: string;
  runs: RunsBySetting;
}): Promise<ItemDetail | null> {
  const item = await db.benchmarkItem.findUnique({
    where: { id: itemId },
    include: { subject: { select: { key: true } }, version: { select: { number: true } } },
  });
  if (!item) return null;
  const perShots = SHOT_SETTINGS.map((shots) => ({ shots, runs: runs[`${shots}`] }));
  const runIds = perShots.flatMap(({ runs }) => runs.map((run) => run.runId));
  const rows = runIds.length
    ? await db.$queryRaw<AnswerRow[]>`
        SELECT DISTINCT ON (sr.id) sr.id AS "runId", r.outcome::text AS outcome,
          r."predictedCorrectness", r."predictedStep", r."stepEarned", r."reasonEarned",
          r."solutionCorrectness", r."firstErrorStep", r."errorReason", r."rawResponse", r.verdict, r."judgeModel"
        FROM "SubmissionRun" sr JOIN "RecordResult" r ON r."scoringId" = sr."scoringId"
        WHERE sr.id = ANY(${runIds}::text[]) AND r."itemId" = ${itemId}
        ORDER BY sr.id, r."recordIndex"`
    : [];
  const byRun = new Map(rows.map((row) => [row.runId, row]));
  const answers = {} as ItemDetail["answers"];
  for (const { shots, runs: settingRuns } of perShots) {
    const answered: ItemAnswer[] = [];
    const unanswered: string[] = [];
    for (const run of settingRuns) {
      const row = byRun.get(run.runId);
      if (!row) {
        unanswered.push(run.modelName);
        continue;
      }
      const { runId: _runId, ...answer } = row;
      answered.push({
        ...answer,
        slug: run.slug,
        modelName: run.modelName,
        verdictEarned: row.outcome === "tp" || row.outcome === "tn",
      });
    }
    answered.sort((a, b) => a.modelName.localeCompare(b.modelName, "en", { numeric: true }));
    answers[`${shots}`] = { answered, unanswered };
  }
  return {
    id: item.id,
    subject: item.subject.key,
    subjectLabel: subjectLabel(item.subject.key),
    originalSubject: item.originalSubject,
    questionUuid: item.questionUuid,
    sampledModel: item.sampledModel,
    position: item.position,
    benchmarkVersion: item.version.number,
    question: item.question,
    options: item.options,
    steps: item.steps,
    correctness: item.correctness,
    firstErrorStep: item.firstErrorStep,
    errorReason: item.errorReason,
    rectifiedFirstErrorStep: item.rectifiedFirstErrorStep,
    answers,
  };
}

const cachedDetail = cachedQuery("item-detail", (itemId: string, runs: RunsBySetting) =>
  loadItemDetail({ itemId, runs }),
);

/** The item page's data; the board's runs are part of the cache key, so a new board reloads it. */
export async function getItemDetail(itemId: string): Promise<ItemDetail | null> {
  return cachedDetail(itemId, runsBySetting(await getBoardData()));
}
