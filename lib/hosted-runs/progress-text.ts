// A hosted run's progress in words, for the pages: its status, rate, time left, spending against
// its cap and cost. Pure, so the wording is tested without a server.

export type HostedRunStatus = "queued" | "running" | "completed" | "cancelled" | "cap-reached" | "failed";

const STATUS_TEXT: Record<HostedRunStatus, string> = {
  queued: "queued",
  running: "running",
  completed: "completed",
  cancelled: "cancelled",
  "cap-reached": "stopped at its spending cap",
  failed: "failed",
};

/**
 * A run's status in words. Its answers complete the first stage only: a run whose judge stage then
 * failed is not "completed", it has its answers and a failed judge stage.
 */
export const statusText = (status: string, judgeStage: string | null = null): string =>
  status === "completed" && judgeStage === "failed"
    ? "answers collected, judge stage failed"
    : (STATUS_TEXT[status as HostedRunStatus] ?? status);

/** Still asking (or about to): the page keeps refreshing and offers to cancel. */
export const isActiveRun = (status: string): boolean => status === "queued" || status === "running";

const integer = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 4 });

export const formatCount = (value: number): string => integer.format(value);

/** "42 answers per minute" from answers per second. */
export const rateText = (ratePerSecond: number): string =>
  `${oneDecimal.format(ratePerSecond * 60)} answers per minute`;

/** "about 3 min 20 s", "about 2 h 5 min", or null when there is no estimate. */
export function timeLeftText(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `about ${minutes} min ${Math.round(seconds % 60)} s`;
  return `about ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** "120 of 1,000 requests" or "120 requests (no cap)". */
export function capUseText(used: number, cap: number | null, noun: string): string {
  return cap === null
    ? `${integer.format(used)} ${noun} (no cap)`
    : `${integer.format(used)} of ${integer.format(cap)} ${noun} (${oneDecimal.format((100 * used) / cap)}%)`;
}

export const costText = (costUsd: number | null): string | null => (costUsd === null ? null : usd.format(costUsd));

/** "1,234 prompt + 400 completion tokens". */
export const tokensText = ({ prompt, completion }: { prompt: number; completion: number }): string =>
  `${integer.format(prompt)} prompt + ${integer.format(completion)} completion tokens`;

/** The judge stage failures a second try can mend: the judge was down, or none was configured. */
export const isRetryableJudgeFailure = (code: string | null | undefined): boolean =>
  code === "judge-requests-failed" || code === "no-judge-configured";

/** Whether the judge stage still has work: the page keeps refreshing until it ends. */
export const isJudgingRun = (judgeStage: string | null): boolean =>
  judgeStage === "pending" || judgeStage === "running";

/**
 * The judge stage in a sentence: "judging: 40 of 120 records judged (judge-1)", "judged: 120 records
 * (judge-1)", "failed: <why>"; null before the first stage completes.
 */
export function judgeStageText(judge: {
  stage: string | null;
  model: string | null;
  total: number;
  judged: number;
  failure: { code: string; detail: string | null } | null;
}): string | null {
  const by = judge.model ? ` (${judge.model})` : "";
  switch (judge.stage) {
    case null:
      return null;
    case "pending":
      return "waiting for the judge";
    case "running":
      return `judging: ${integer.format(judge.judged)} of ${integer.format(judge.total)} records judged${by}`;
    case "completed":
      return `judged: ${integer.format(judge.judged)} records${by}; the scored files are the submission's runs`;
    case "failed":
      return `the judge stage failed: ${judge.failure?.detail ?? judge.failure?.code ?? "no reason recorded"}`;
    default:
      return judge.stage;
  }
}
