// Which benchmark the results are for, each with its kind's one line on what is asked and scored.
import type { UploadHints } from "@/lib/benchmarks/kind";

export interface BenchmarkOption {
  slug: string;
  name: string;
  kind: string;
  /** The kind's one line on what a model does and how it is scored. */
  hint: string;
  upload: UploadHints;
  asks: { judgeModel: boolean; claimedScores: boolean };
}

export function BenchmarkChoice({
  options,
  value,
  onChange,
}: {
  options: BenchmarkOption[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold text-slate-900">The benchmark</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.slug}
            className={`flex cursor-pointer items-start gap-2 rounded border px-3 py-2 text-sm ${
              option.slug === value ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
            }`}
          >
            <input
              type="radio"
              name="benchmark"
              value={option.slug}
              checked={option.slug === value}
              onChange={() => onChange(option.slug)}
              className="mt-1"
            />
            <span>
              <span className="font-medium text-slate-900">{option.name}</span>
              <span className="block text-xs text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
