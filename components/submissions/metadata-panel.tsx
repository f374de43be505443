// A submission's metadata as its submitter gave it. The page says whether its kind asks for a judge model.
import type { LoadedSubmission } from "@/lib/submissions/load-submission";
import { ExternalLink } from "@/components/external-link";
import { formatPrice } from "@/lib/benchmarks/price";

function formatParameters(count: bigint | null): string {
  if (count === null) return "not given";
  const units: Array<[bigint, string]> = [
    [1_000_000_000_000n, "T"],
    [1_000_000_000n, "B"],
    [1_000_000n, "M"],
  ];
  for (const [size, unit] of units) {
    if (count >= size)
      return `${(Number(count) / Number(size)).toLocaleString("en-US", { maximumFractionDigits: 2 })}${unit}`;
  }
  return count.toLocaleString("en-US");
}

export function MetadataPanel({ submission, asksJudge }: { submission: LoadedSubmission; asksJudge: boolean }) {
  const rows: Array<[string, React.ReactNode]> = [
    ["Organization", submission.organization],
    [
      "Link",
      <ExternalLink key="link" href={submission.modelLink} className="break-all text-brand-700 underline">
        {submission.modelLink}
      </ExternalLink>,
    ],
    ["Parameters", formatParameters(submission.parameterCount)],
    ["Weights", submission.openWeights ? "open" : "closed"],
    [
      "Price",
      formatPrice(
        submission.priceInputUsdPerMTok === null || submission.priceOutputUsdPerMTok === null
          ? null
          : { input: submission.priceInputUsdPerMTok, output: submission.priceOutputUsdPerMTok },
      ) + (submission.priceInputUsdPerMTok === null ? "" : " per M input / output tokens"),
    ],
    ["Temperature", String(submission.temperature)],
    // A kind without a judge stage does not ask for one: the stored default means nothing there.
    ...(asksJudge ? [["Judge model", submission.judgeModel] as [string, string]] : []),
    ...(submission.partial
      ? [["Coverage", "partial on purpose (leaves subjects out by design)"] as [string, string]]
      : []),
  ];
  return (
    <section aria-labelledby="metadata-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="metadata-heading" className="sr-only">
        Model and evaluation
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 whitespace-pre-wrap text-sm text-slate-700">{submission.description}</p>
      {submission.notes && (
        <p className="mt-2 whitespace-pre-wrap text-sm text-slate-600">
          <span className="font-medium">Notes: </span>
          {submission.notes}
        </p>
      )}
    </section>
  );
}
