import Link from "next/link";

const SHOT_SETTINGS = [
  { value: "0", label: "0-shot" },
  { value: "1", label: "1-shot" },
] as const;

export function LeaderboardEmpty({ shots, subjects }: { shots: "0" | "1"; subjects: string[] }) {
  return (
    <section aria-labelledby="leaderboard-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leaderboard-heading" className="text-xl font-semibold text-slate-900">
          Rankings
        </h2>
        <nav aria-label="Evaluation setting" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm">
          {SHOT_SETTINGS.map((setting) => (
            <Link
              key={setting.value}
              href={setting.value === "0" ? "/" : `/?shots=${setting.value}`}
              aria-current={shots === setting.value ? "page" : undefined}
              className={
                shots === setting.value
                  ? "rounded bg-brand-600 px-3 py-1 font-medium text-white"
                  : "rounded px-3 py-1 text-slate-700 hover:bg-slate-100"
              }
            >
              {setting.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">MR-Score by model, {shots}-shot</caption>
          <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">Rank</th>
              <th scope="col" className="px-3 py-2">Model</th>
              {subjects.map((subject) => (
                <th key={subject} scope="col" className="px-3 py-2 text-right">{subject}</th>
              ))}
              <th scope="col" className="px-3 py-2 text-right">MR-Score</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={subjects.length + 3} className="px-3 py-10 text-center text-slate-600">
                No results are approved yet. Approved submissions appear here, rescored by the portal from their
                original files.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
