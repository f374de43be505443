// What the submitter told about the model, as text: nothing here is rendered as HTML.
import { formatDay, formatParameters, formatPercent } from "@/lib/benchmarks/mrben/board/format";
import { formatPrice } from "@/lib/benchmarks/price";
import type { ModelEntry } from "@/lib/benchmarks/mrben/board/types";
import { ExternalLink } from "@/components/external-link";

export function ModelMetadata({ entry }: { entry: ModelEntry }) {
  const reported = entry.verification === "reported";
  const rows: Array<[string, React.ReactNode]> = [
    ["Organization", entry.organization || "not given"],
    [
      "Link",
      entry.modelLink ? (
        <ExternalLink key="link" href={entry.modelLink} className="break-all text-brand-700 underline">
          {entry.modelLink}
        </ExternalLink>
      ) : (
        "not given"
      ),
    ],
    ["Parameters", formatParameters(entry.parameterCount)],
    ["Weights", entry.openWeights ? "open" : "closed"],
    ["Price", entry.price ? `${formatPrice(entry.price)} per million input / output tokens` : "not given"],
    ["Judge model", entry.judgeModel ?? "not reported"],
    ["Temperature", entry.temperature === null ? "not reported" : String(entry.temperature)],
    [reported ? "Added" : "Approved", formatDay(entry.approvedAt)],
  ];
  if (reported && entry.sourceUrl)
    rows.push([
      "Reported by",
      <ExternalLink key="source" href={entry.sourceUrl} className="break-all text-brand-700 underline">
        {entry.sourceUrl}
      </ExternalLink>,
    ]);
  if (entry.reportedBeside)
    rows.push([
      "Also reported",
      <span key="beside">
        {(["0", "1"] as const)
          .flatMap((shots) => {
            const mean = entry.reportedBeside?.means[shots];
            return mean === undefined ? [] : [`${shots}-shot ${formatPercent(mean)}`];
          })
          .join(" · ")}{" "}
        (
        <ExternalLink href={entry.reportedBeside.sourceUrl} className="text-brand-700 underline">
          source
        </ExternalLink>
        )
      </span>,
    ]);
  return (
    <section aria-labelledby="about-heading" className="space-y-3">
      <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
        About the model
      </h2>
      <p className="max-w-3xl whitespace-pre-wrap text-slate-700" data-testid="model-description">
        {entry.description}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="model-metadata">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
            <dd className="min-w-0 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
