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
        <nav
          aria-label="Evaluation setting"
          className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm"
        >
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
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
        <p className="font-medium text-slate-800">No results are approved yet.</p>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
          Approved submissions appear here for the {shots}-shot setting, rescored by the portal from their original
          files: the MR-Score of each subject{subjects.length > 0 ? ` (${subjects.join(", ")})` : ""} and their mean.
        </p>
      </div>
    </section>
  );
}
