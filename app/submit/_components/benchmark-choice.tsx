// Which benchmark the results are for: MR-Ben or one of the imported extraction benchmarks.
import type { BenchmarkKind } from "@/lib/generated/prisma/enums";

export interface BenchmarkOption {
  slug: string;
  name: string;
  kind: BenchmarkKind;
}

const KIND_HINTS: Record<BenchmarkKind, string> = {
  mrben: "judge solutions step by step; scored by MR-Score",
  extraction: "turn text into JSON; scored field by field (F1)",
};

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
              <span className="block text-xs text-slate-600">{KIND_HINTS[option.kind]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
