// The report page's way to the hosted evaluation: how many runs there are, and the link.
import Link from "next/link";

export function HostedRunsLink({
  submissionId,
  counts,
}: {
  submissionId: string;
  counts: { total: number; active: number };
}) {
  return (
    <section
      aria-labelledby="hosted-heading"
      className="flex flex-wrap items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <div>
        <h2 id="hosted-heading" className="text-base font-semibold text-slate-900">
          Hosted evaluation
        </h2>
        <p className="text-slate-700" data-testid="hosted-runs-count">
          {counts.total === 0
            ? "Let the portal run the evaluation against your model's endpoint instead of uploading files."
            : `${counts.total} run${counts.total === 1 ? "" : "s"}${counts.active > 0 ? `, ${counts.active} in progress` : ""}.`}
        </p>
      </div>
      <Link href={`/submissions/${submissionId}/hosted`} className="font-medium text-brand-700 underline">
        {counts.total === 0 ? "Run it on the portal" : "See the runs"}
      </Link>
    </section>
  );
}
