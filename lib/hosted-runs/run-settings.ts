// The settings of the hosted runs behind a model's board entries, for its public page: the runs whose
// scored files are scored runs of its approved submissions, newest first. The endpoint shows as its host alone: a
// base URL's path may carry a tenant or a token, and the public needs only where the model ran.
import "server-only";
import { db } from "@/lib/db";

export interface HostedRunSettings {
  runId: string;
  submissionId: string;
  benchmarkName: string;
  /** The endpoint's host (and port), never its path. */
  host: string;
  model: string;
  temperature: number;
  topP: number;
  shots: number[];
  maxTokens: number | null;
  stopTokenIds: number[];
  /** Only these subjects (empty: all) and the first N items of each (null: all). */
  subjects: string[];
  itemLimit: number | null;
  /** When the run ended. */
  date: Date;
  requests: number;
  tokens: { prompt: number; completion: number };
}

const hostOf = (baseUrl: string): string => (URL.canParse(baseUrl) ? new URL(baseUrl).host : "unknown host");

/** What a run was asked to do: its endpoint, model, sampling and limits (never its key). */
export const HOSTED_RUN_SETTING_FIELDS = {
  baseUrl: true,
  model: true,
  temperature: true,
  topP: true,
  shots: true,
  maxTokens: true,
  stopTokenIds: true,
  subjects: true,
  itemLimit: true,
} as const;

export async function loadHostedRunSettings({ modelSlug }: { modelSlug: string }): Promise<HostedRunSettings[]> {
  const runs = await db.hostedRun.findMany({
    // Behind an entry: a scored run of an approved submission came from it (its judge stage completed).
    where: {
      status: "completed",
      submission: { modelSlug, status: "approved" },
      submissionRuns: { some: { status: "scored" } },
    },
    orderBy: [{ finishedAt: "desc" }, { createdAt: "desc" }],
    select: {
      id: true,
      submissionId: true,
      ...HOSTED_RUN_SETTING_FIELDS,
      finishedAt: true,
      createdAt: true,
      requests: true,
      promptTokens: true,
      completionTokens: true,
      submission: { select: { benchmark: { select: { name: true } } } },
    },
  });
  return runs.map((run) => ({
    runId: run.id,
    submissionId: run.submissionId,
    benchmarkName: run.submission.benchmark.name,
    host: hostOf(run.baseUrl),
    model: run.model,
    temperature: run.temperature,
    topP: run.topP,
    shots: [...run.shots].sort(),
    maxTokens: run.maxTokens,
    stopTokenIds: run.stopTokenIds,
    subjects: run.subjects,
    itemLimit: run.itemLimit,
    date: run.finishedAt ?? run.createdAt,
    requests: run.requests,
    tokens: { prompt: run.promptTokens, completion: run.completionTokens },
  }));
}
