// What a hosted run has done and how fast: answered of total, requests and tokens against its cap,
// the rate over the last minute and the time left at that rate, the cost so far at the
// submission's prices, the judge stage's progress, and its files. Never its API key.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hostedRunFileUrl } from "./run-files";
import { HOSTED_RUN_SETTING_FIELDS } from "./run-settings";

/** The rate is measured over this window (or since the run started, when that is shorter). */
const RATE_WINDOW_SECONDS = 60;

const RUN_FIELDS = {
  id: true,
  status: true,
  ...HOSTED_RUN_SETTING_FIELDS,
  concurrency: true,
  maxRequests: true,
  maxTotalTokens: true,
  failureCode: true,
  failureDetail: true,
  requests: true,
  spentTokens: true,
  promptTokens: true,
  completionTokens: true,
  implausibleUsage: true,
  answeredItems: true,
  totalItems: true,
  judgeStage: true,
  judgeModel: true,
  judgeFailureCode: true,
  judgeFailureDetail: true,
  judgeTotal: true,
  judgedRecords: true,
  judgeFailedRecords: true,
  judgeRequests: true,
  judgePromptTokens: true,
  judgeCompletionTokens: true,
  startedAt: true,
  finishedAt: true,
  createdAt: true,
  sealedApiKey: true,
  submission: { select: { priceInputUsdPerMTok: true, priceOutputUsdPerMTok: true } },
  files: {
    orderBy: { shots: "asc" },
    select: {
      shots: true,
      fileName: true,
      file: { select: { sha256: true, sizeBytes: true } },
      scoredFileName: true,
      scoredFile: { select: { sha256: true, sizeBytes: true } },
    },
  },
  submissionRuns: { where: { status: "scored" }, select: { id: true, shots: true } },
} satisfies Prisma.HostedRunSelect;

type RunRow = Prisma.HostedRunGetPayload<{ select: typeof RUN_FIELDS }>;

export interface HostedRunProgress {
  id: string;
  status: string;
  endpoint: { baseUrl: string; model: string; hasApiKey: boolean };
  settings: {
    temperature: number;
    topP: number;
    shots: number[];
    maxTokens: number | null;
    stopTokenIds: number[];
    concurrency: number;
    subjects: string[];
    itemLimit: number | null;
  };
  cap: { maxRequests: number | null; maxTotalTokens: number | null };
  failure: { code: string; detail: string | null } | null;
  /** Answers settled (answered or failed), and of those the ones whose every attempt failed. */
  answered: number;
  failedRequests: number;
  total: number;
  requests: number;
  tokens: { prompt: number; completion: number; spent: number };
  /** Answers whose reported usage was past any plausible bound: their estimate was counted instead. */
  implausibleUsage: number;
  /** Answers settled per second over the last minute. */
  ratePerSecond: number;
  /** At that rate, while the run runs; null when it does not or nothing settled lately. */
  secondsLeft: number | null;
  /** USD at the submission's prices per million tokens; null without prices. */
  costUsd: number | null;
  /** Kept for the pages that read it: the same as judge.stage. */
  judgeStage: string | null;
  judge: HostedJudgeProgress;
  /** Each shot's first-stage file and, once the judge stage wrote it, its scored file, with where to download them. */
  files: HostedRunFileJson[];
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface HostedJudgeProgress {
  /** null until the first stage completes; then pending, running, completed or failed. */
  stage: string | null;
  model: string | null;
  /** Records that need a verdict, those judged, and those whose judge requests failed after the retries. */
  total: number;
  judged: number;
  failed: number;
  requests: number;
  tokens: { prompt: number; completion: number };
  /** Why the stage failed: no-judge-configured, judge-requests-failed, scoring-failed... */
  failure: { code: string; detail: string | null } | null;
  /** The submission's scored runs the stage made, by shot setting. */
  submissionRuns: { shots: number; runId: string }[];
}

interface StageFile {
  fileName: string;
  sha256: string;
  sizeBytes: number;
  download: string;
}

interface HostedRunFileJson extends StageFile {
  shots: number;
  scored: StageFile | null;
}

interface AnswerCounts {
  /** Settled within the rate's window. */
  recent: number;
  failed: number;
}

async function answerCounts(runIds: string[]): Promise<Map<string, AnswerCounts>> {
  const counts = new Map(runIds.map((id) => [id, { recent: 0, failed: 0 }]));
  if (runIds.length === 0) return counts;
  const [recent, failed] = await Promise.all([
    db.hostedAnswer.groupBy({
      by: ["runId"],
      where: { runId: { in: runIds }, settledAt: { gt: new Date(Date.now() - RATE_WINDOW_SECONDS * 1000) } },
      _count: { _all: true },
    }),
    db.hostedAnswer.groupBy({
      by: ["runId"],
      where: { runId: { in: runIds }, status: "failed" },
      _count: { _all: true },
    }),
  ]);
  for (const row of recent) counts.get(row.runId)!.recent = row._count._all;
  for (const row of failed) counts.get(row.runId)!.failed = row._count._all;
  return counts;
}

function progressOf(
  run: RunRow,
  submissionId: string,
  { recent, failed }: AnswerCounts,
  now = Date.now(),
): HostedRunProgress {
  const since = run.startedAt ? (now - run.startedAt.getTime()) / 1000 : RATE_WINDOW_SECONDS;
  const window = Math.max(1, Math.min(RATE_WINDOW_SECONDS, since));
  const ratePerSecond = recent / window;
  const left = run.totalItems - run.answeredItems;
  const { priceInputUsdPerMTok: input, priceOutputUsdPerMTok: output } = run.submission;
  return {
    id: run.id,
    status: run.status.replace("_", "-"),
    endpoint: { baseUrl: run.baseUrl, model: run.model, hasApiKey: run.sealedApiKey !== null },
    settings: {
      temperature: run.temperature,
      topP: run.topP,
      shots: run.shots,
      maxTokens: run.maxTokens,
      stopTokenIds: run.stopTokenIds,
      concurrency: run.concurrency,
      subjects: run.subjects,
      itemLimit: run.itemLimit,
    },
    cap: { maxRequests: run.maxRequests, maxTotalTokens: run.maxTotalTokens },
    failure: run.failureCode ? { code: run.failureCode, detail: run.failureDetail } : null,
    answered: run.answeredItems,
    failedRequests: failed,
    total: run.totalItems,
    requests: run.requests,
    tokens: { prompt: run.promptTokens, completion: run.completionTokens, spent: run.spentTokens },
    implausibleUsage: run.implausibleUsage,
    ratePerSecond,
    secondsLeft: run.status === "running" && ratePerSecond > 0 ? Math.ceil(left / ratePerSecond) : null,
    costUsd:
      input !== null && output !== null ? (run.promptTokens * input + run.completionTokens * output) / 1_000_000 : null,
    judgeStage: run.judgeStage,
    judge: {
      stage: run.judgeStage,
      model: run.judgeModel,
      total: run.judgeTotal,
      judged: run.judgedRecords,
      failed: run.judgeFailedRecords,
      requests: run.judgeRequests,
      tokens: { prompt: run.judgePromptTokens, completion: run.judgeCompletionTokens },
      failure: run.judgeFailureCode ? { code: run.judgeFailureCode, detail: run.judgeFailureDetail } : null,
      submissionRuns: run.submissionRuns.map((scored) => ({ shots: scored.shots, runId: scored.id })),
    },
    files: run.files.map((file) => ({
      shots: file.shots,
      fileName: file.fileName,
      sha256: file.file.sha256,
      sizeBytes: Number(file.file.sizeBytes),
      download: hostedRunFileUrl({ submissionId, runId: run.id, shots: file.shots, stage: "first-stage" }),
      scored:
        file.scoredFile && file.scoredFileName
          ? {
              fileName: file.scoredFileName,
              sha256: file.scoredFile.sha256,
              sizeBytes: Number(file.scoredFile.sizeBytes),
              download: hostedRunFileUrl({ submissionId, runId: run.id, shots: file.shots, stage: "scored" }),
            }
          : null,
    })),
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}

/** One run of a submission, or null when the submission has no such run. */
export async function getHostedRunProgress({
  submissionId,
  runId,
}: {
  submissionId: string;
  runId: string;
}): Promise<HostedRunProgress | null> {
  const run = await db.hostedRun.findFirst({ where: { id: runId, submissionId }, select: RUN_FIELDS });
  if (!run) return null;
  return progressOf(run, submissionId, (await answerCounts([run.id])).get(run.id)!);
}

/** A submission's hosted runs, newest first. */
export async function listHostedRuns({ submissionId }: { submissionId: string }): Promise<HostedRunProgress[]> {
  const runs = await db.hostedRun.findMany({
    where: { submissionId },
    orderBy: { createdAt: "desc" },
    select: RUN_FIELDS,
  });
  const counts = await answerCounts(runs.map((run) => run.id));
  return runs.map((run) => progressOf(run, submissionId, counts.get(run.id)!));
}
