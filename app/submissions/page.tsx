import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { RunStatusBadge, SubmissionStatusBadge } from "@/components/ui/status-badge";
import { requirePageUser } from "@/lib/auth/gates";
import { findBenchmarkKind } from "@/lib/benchmarks/registry";
import { formatPercent } from "@/lib/platform/percent";
import { listUserSubmissions } from "@/lib/submissions/load-submission";

export const metadata: Metadata = { title: "Your submissions" };
export const dynamic = "force-dynamic";

type Listed = Awaited<ReturnType<typeof listUserSubmissions>>[number];

/** The run that counts, with its benchmark kind's score (MR-Score, F1). */
function ShotCell({ submission, shots }: { submission: Listed; shots: number }) {
  const run = submission.runs.find((candidate) => candidate.shots === shots);
  if (!run) return <span className="text-slate-500">not uploaded</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <RunStatusBadge status={run.status} />
      {run.scoring && (
        <span className="tabular-nums">
          <span className="text-xs text-slate-500">{findBenchmarkKind(submission.benchmark.kind)?.scoreLabel}</span>{" "}
          {formatPercent(run.scoring.score)}
        </span>
      )}
    </span>
  );
}

export default async function SubmissionsPage() {
  const user = await requirePageUser("/submissions");
  const submissions = await listUserSubmissions(user.id);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Your submissions"
        actions={
          <Link
            href="/submit"
            className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Submit results
          </Link>
        }
      />
      {submissions.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          You have not submitted anything yet.
        </p>
      ) : (
        <DataTable
          caption="Your submissions"
          boxed
          rows={submissions}
          rowKey={(submission) => submission.id}
          columns={[
            {
              key: "model",
              header: "Model",
              rowHeader: true,
              cell: (submission) => (
                <Link href={`/submissions/${submission.id}`} className="font-medium text-brand-700 underline">
                  {submission.modelName}
                </Link>
              ),
            },
            { key: "benchmark", header: "Benchmark", cell: (submission) => submission.benchmark.name },
            {
              key: "status",
              header: "Status",
              cell: (submission) => <SubmissionStatusBadge status={submission.status} />,
            },
            { key: "0", header: "0-shot", cell: (submission) => <ShotCell submission={submission} shots={0} /> },
            { key: "1", header: "1-shot", cell: (submission) => <ShotCell submission={submission} shots={1} /> },
            {
              key: "created",
              header: "Created",
              cell: (submission) => submission.createdAt.toISOString().slice(0, 10),
            },
          ]}
        />
      )}
    </div>
  );
}
