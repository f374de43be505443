import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { subjectLabel } from "@/lib/mrben";
import { getCurrentUser } from "@/lib/auth/current-user";
import { requirePageSubmission } from "@/lib/auth/gates";
import { SUBJECTS } from "@/lib/mr-score";
import { currentRuns, loadSubmission } from "@/lib/submissions/load-submission";
import { listRecordResults } from "@/lib/submissions/record-results";
import { ZRecordFilters, type TRecordFilters } from "@/lib/validations/record-filters";

export const metadata: Metadata = { title: "Items" };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function query(filters: TRecordFilters, change: Partial<TRecordFilters>): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged))
    if (value !== undefined && !(key === "page" && value === 1)) params.set(key, String(value));
  return params.toString();
}

const mark = (earned: boolean) => (earned ? "✓" : "·");

export default async function RecordsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const [viewer, loaded] = await Promise.all([getCurrentUser(), loadSubmission(id)]);
  const submission = requirePageSubmission(viewer, loaded);
  const filters = ZRecordFilters.parse(await searchParams);
  // An extraction benchmark's records are references with predictions: their own pages.
  if (submission.benchmark.kind === "extraction") redirect(`/submissions/${id}/predictions?shots=${filters.shots}`);
  const run = currentRuns(submission)[filters.shots];
  const scoringId = run?.status === "scored" ? run.scoring?.id : undefined;
  const list = scoringId ? await listRecordResults({ scoringId, filters }) : null;
  const select = "rounded border border-slate-300 px-2 py-1 text-sm";

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <p className="text-sm text-slate-500">
          <Link href={`/submissions/${id}?shots=${filters.shots}`} className="underline">
            {submission.modelName}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold text-brand-900">Items, {filters.shots}-shot</h1>
      </header>

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <input type="hidden" name="shots" value={filters.shots} />
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Subject</span>
          <select name="subject" defaultValue={filters.subject ?? ""} className={select}>
            <option value="">any</option>
            {SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subjectLabel(subject)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Outcome</span>
          <select name="outcome" defaultValue={filters.outcome ?? ""} className={select}>
            <option value="">any</option>
            <option value="tp">tp: correct, said correct</option>
            <option value="tn">tn: incorrect, said incorrect</option>
            <option value="fp">fp: incorrect, said correct</option>
            <option value="fn">fn: correct, said incorrect</option>
            <option value="unscored">not scored (unknown item)</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Step earned</span>
          <select name="step" defaultValue={filters.step ?? ""} className={select}>
            <option value="">any</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-xs text-slate-600">Reason earned</span>
          <select name="reason" defaultValue={filters.reason ?? ""} className={select}>
            <option value="">any</option>
            <option value="yes">yes</option>
            <option value="no">no</option>
          </select>
        </label>
        <button
          type="submit"
          className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          Filter
        </button>
      </form>

      {!list ? (
        <p className="text-sm text-slate-600">The {filters.shots}-shot results are not scored.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" role="status">
            {list.total.toLocaleString("en-US")} item(s); page {filters.page} of {list.pages}.
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-sm">
              <thead className="bg-slate-100 text-left text-xs text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Record
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Truth
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Model said
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Outcome
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Step
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Reason
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Verdict
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.rows.map((row) => (
                  <tr key={String(row.id)}>
                    <td className="px-3 py-2">
                      <Link
                        href={`/submissions/${id}/records/${row.id}?shots=${filters.shots}`}
                        className="text-brand-700 underline"
                      >
                        {row.subject}[{row.recordIndex}]
                      </Link>
                      {row.item && <span className="ml-2 text-xs text-slate-500">{row.item.sampledModel}</span>}
                    </td>
                    <td className="px-3 py-2">
                      {row.item
                        ? `${row.item.correctness}${row.item.correctness === "incorrect" ? `, step ${row.item.firstErrorStep || "''"}` : ""}`
                        : "unknown item"}
                    </td>
                    <td className="px-3 py-2">
                      {row.predictedCorrectness || "''"}
                      {row.predictedStep !== null ? `, step ${row.predictedStep || "''"}` : ""}
                    </td>
                    <td className="px-3 py-2 font-mono">{row.outcome ?? "–"}</td>
                    <td className="px-3 py-2">{mark(row.stepEarned)}</td>
                    <td className="px-3 py-2">{mark(row.reasonEarned)}</td>
                    <td className="max-w-48 truncate px-3 py-2" title={row.verdict ?? ""}>
                      {row.verdict ?? "–"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages" className="flex gap-3 text-sm">
            {filters.page > 1 && (
              <Link
                className="text-brand-700 underline"
                href={`/submissions/${id}/records?${query(filters, { page: filters.page - 1 })}`}
              >
                Previous page
              </Link>
            )}
            {filters.page < list.pages && (
              <Link
                className="text-brand-700 underline"
                href={`/submissions/${id}/records?${query(filters, { page: filters.page + 1 })}`}
              >
                Next page
              </Link>
            )}
          </nav>
        </>
      )}
    </div>
  );
}
