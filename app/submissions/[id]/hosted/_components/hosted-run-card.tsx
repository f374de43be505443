// One hosted run: its status (and why it stopped), a progress bar, rate and time left, requests and
// tokens against its spending cap, cost at the submission's prices, the judge stage, its files and,
// while it runs, a Cancel button for whoever may cancel it; after a judge stage that failed for a
// reason a second try can mend, a button to try it again.
import type { HostedRunProgress } from "@/lib/hosted-runs/progress";
import {
  capUseText,
  costText,
  formatCount,
  isActiveRun,
  isRetryableJudgeFailure,
  judgeStageText,
  rateText,
  statusText,
  timeLeftText,
  tokensText,
} from "@/lib/hosted-runs/progress-text";
import { CancelRunButton } from "./cancel-run-button";
import { RetryJudgeButton } from "./retry-judge-button";

const STATUS_STYLE: Record<string, string> = {
  queued: "bg-slate-100 text-slate-800",
  running: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
  "cap-reached": "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
};

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function HostedRunCard({
  submissionId,
  run,
  canCancel,
  canRetryJudge,
}: {
  submissionId: string;
  run: HostedRunProgress;
  canCancel: boolean;
  /** The viewer may try a failed judge stage again (its submitter, while the submission can change). */
  canRetryJudge: boolean;
}) {
  const active = isActiveRun(run.status);
  const percent = run.total > 0 ? (100 * run.answered) / run.total : 0;
  const left = timeLeftText(run.secondsLeft);
  const cost = costText(run.costUsd);
  const judge = judgeStageText(run.judge);
  const headingId = `hosted-run-${run.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      data-testid="hosted-run"
      data-run-id={run.id}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {run.endpoint.model} · {run.settings.shots.map((k) => `${k}-shot`).join(" and ")}
          <span className="sr-only"> run started {when.format(run.createdAt)} UTC</span>
        </h3>
        <span
          className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[run.status] ?? STATUS_STYLE.queued}`}
          data-testid="hosted-run-status"
        >
          {statusText(run.status, run.judge.stage)}
        </span>
      </header>
      {run.failure && run.status !== "completed" && (
        <p className={run.status === "failed" ? "text-red-800" : "text-slate-700"} data-testid="hosted-run-failure">
          {run.status === "failed" ? "Why it failed: " : "Why it stopped: "}
          {run.failure.detail ?? run.failure.code} ({run.failure.code}).
        </p>
      )}
      <div>
        <progress
          className="h-2 w-full accent-brand-600"
          max={Math.max(1, run.total)}
          value={run.answered}
          aria-label={`Answers of the run of ${run.endpoint.model}`}
          aria-valuetext={`${run.answered} of ${run.total} answered`}
        />
        <p className="mt-1 text-slate-700" data-testid="hosted-run-progress">
          {run.failedRequests > 0
            ? `${formatCount(run.answered)} of ${formatCount(run.total)} settled (${percent.toFixed(0)}%): ` +
              `${formatCount(run.answered - run.failedRequests)} answered, ${formatCount(run.failedRequests)} failed`
            : `${formatCount(run.answered)} of ${formatCount(run.total)} answered (${percent.toFixed(0)}%)`}
          {active ? ` · ${rateText(run.ratePerSecond)}` : ""}
          {active && left ? ` · ${left} left` : ""}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <Fact label="Tokens so far" testId="hosted-run-tokens">
          {tokensText(run.tokens)}
          {run.implausibleUsage > 0
            ? ` · ${formatCount(run.implausibleUsage)} answer(s) reported an implausible usage; their estimate was counted`
            : ""}
        </Fact>
        <Fact label="Requests (cap)" testId="hosted-run-requests">
          {capUseText(run.requests, run.cap.maxRequests, "requests")}
        </Fact>
        <Fact label="Tokens (cap)" testId="hosted-run-token-cap">
          {capUseText(run.tokens.spent, run.cap.maxTotalTokens, "tokens")}
        </Fact>
        <Fact label="Cost so far" testId="hosted-run-cost">
          {cost ?? "no price given for this submission"}
        </Fact>
        {judge && (
          <Fact label="Judge stage" testId="hosted-run-judge">
            {judge}
          </Fact>
        )}
        <Fact label="Started">
          {run.startedAt ? `${when.format(run.startedAt)} UTC` : "not yet"}
          {run.finishedAt ? `, ended ${when.format(run.finishedAt)} UTC` : ""}
        </Fact>
      </dl>
      <details className="text-slate-700">
        <summary className="cursor-pointer text-brand-700">Settings</summary>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-3">
          <Fact label="Endpoint">
            <span className="break-all">{run.endpoint.baseUrl}</span>
            {run.endpoint.hasApiKey ? " (with an API key, kept encrypted until the run ends)" : ""}
          </Fact>
          <Fact label="Temperature / top_p">
            {run.settings.temperature} / {run.settings.topP}
          </Fact>
          <Fact label="Max tokens">{run.settings.maxTokens ?? "the API's own limit"}</Fact>
          <Fact label="Stop token ids">
            {run.settings.stopTokenIds.length > 0 ? run.settings.stopTokenIds.join(", ") : "none"}
          </Fact>
          <Fact label="Concurrency">{run.settings.concurrency}</Fact>
          <Fact label="Subjects">
            {run.settings.subjects.length > 0 ? run.settings.subjects.join(", ") : "all"}
            {run.settings.itemLimit !== null ? `, the first ${run.settings.itemLimit} items` : ""}
          </Fact>
        </dl>
      </details>
      {run.files.length > 0 && (
        <div>
          <h4 className="font-medium text-slate-900">Files</h4>
          <ul className="list-disc pl-5 text-slate-700" data-testid="hosted-run-files">
            {run.files.flatMap((file) =>
              [file, file.scored].map((stage, index) =>
                stage ? (
                  <li key={`${file.shots}-${index}`}>
                    <a href={stage.download} download className="break-all font-mono text-brand-700 underline">
                      {stage.fileName}
                    </a>{" "}
                    ({index === 0 ? "first stage" : "scored"}, {formatCount(stage.sizeBytes)} bytes, SHA-256{" "}
                    <span className="break-all font-mono">{stage.sha256.slice(0, 12)}…</span>)
                  </li>
                ) : null,
              ),
            )}
          </ul>
        </div>
      )}
      {active && canCancel && <CancelRunButton submissionId={submissionId} runId={run.id} />}
      {canRetryJudge && run.judge.stage === "failed" && isRetryableJudgeFailure(run.judge.failure?.code) && (
        <RetryJudgeButton submissionId={submissionId} runId={run.id} />
      )}
    </article>
  );
}
