import type { Metadata, Route } from "next";
import Link from "next/link";
import { loadReviewQueue, type QueueEntry } from "@/lib/moderation/review-queue";
import { RECOMMENDED_JUDGE_MODEL } from "@/lib/moderation/review-signals";
import { FlagList } from "./_components/flag-list";
import { requirePageRole } from "@/lib/auth/gates";
import { RunSignalsCell } from "./_components/run-signals-cell";

export const metadata: Metadata = { title: "Moderation queue" };
export const dynamic = "force-dynamic";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function History({ history }: { history: QueueEntry["history"] }) {
  return (
    <span className="text-xs tabular-nums">
      {history.approved} approved, {history.rejected} rejected, {history.pending} pending, {history.withdrawn} withdrawn
    </span>
  );
}

/** The judge the submitter named, and those the verdicts name, each marked when not the recommended one. */
function JudgeCell({ entry }: { entry: QueueEntry }) {
  if (entry.benchmark.kind !== "mrben") return <p className="text-slate-500">not used (no judge stage)</p>;
  const fromVerdicts = [...new Set(entry.runs.flatMap((run) => run.judgeModels))];
  const mark = (model: string) =>
    entry.unexpectedJudges.includes(model) ? (
      <span className="font-semibold text-amber-900"> ⚠ not recommended</span>
    ) : null;
  return (
    <div className="space-y-1">
      <p>
        Stated: <code className="break-all">{entry.judgeModel}</code>
        {mark(entry.judgeModel)}
      </p>
      {fromVerdicts.length > 0 && (
        <p>
          In the verdicts:{" "}
          {fromVerdicts.map((model) => (
            <span key={model} className="block">
              <code className="break-all">{model}</code>
              {mark(model)}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

export default async function ModerationQueuePage() {
  await requirePageRole("moderator");
  const queue = await loadReviewQueue();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Moderation queue</h1>
          <p className="text-sm text-slate-600">
            Pending submissions, the longest-waiting first. The recommended judge is{" "}
            <code>{RECOMMENDED_JUDGE_MODEL}</code>.
          </p>
        </div>
        <nav className="flex gap-4 text-sm">
          <Link href="/moderation/reported" className="text-brand-700 underline">
            Reported entries
          </Link>
          <Link href="/moderation/audit" className="text-brand-700 underline">
            Audit log
          </Link>
        </nav>
      </header>
      {queue.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          Nothing is waiting for review.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm" data-testid="moderation-queue">
            <thead className="bg-slate-100 text-left text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Submission
                </th>
                <th scope="col" className="px-3 py-2">
                  0-shot
                </th>
                <th scope="col" className="px-3 py-2">
                  1-shot
                </th>
                <th scope="col" className="px-3 py-2">
                  Judge
                </th>
                <th scope="col" className="px-3 py-2">
                  Submitter&apos;s history
                </th>
                <th scope="col" className="px-3 py-2">
                  Flags
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {queue.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2">
                    <Link href={`/moderation/${entry.id}` as Route} className="font-medium text-brand-700 underline">
                      {entry.modelName}
                    </Link>
                    <p className="text-xs text-slate-700" data-testid="queue-benchmark">
                      {entry.benchmark.name}
                    </p>
                    <p className="text-xs text-slate-500">
                      by {entry.submitter.label}
                      {entry.submittedAt && <>, submitted {date.format(entry.submittedAt)} UTC</>}
                    </p>
                  </td>
                  <td className="px-3 py-2">
                    <RunSignalsCell run={entry.runs[0]} kind={entry.benchmark.kind} />
                  </td>
                  <td className="px-3 py-2">
                    <RunSignalsCell run={entry.runs[1]} kind={entry.benchmark.kind} />
                  </td>
                  <td className="px-3 py-2 text-xs">
                    <JudgeCell entry={entry} />
                  </td>
                  <td className="px-3 py-2">
                    <History history={entry.history} />
                  </td>
                  <td className="px-3 py-2 text-xs">
                    <FlagList flags={entry.flags} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
