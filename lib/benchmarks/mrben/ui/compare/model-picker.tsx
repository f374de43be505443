// Choose two to four models and a setting; a plain GET form, so it works without JavaScript.
import type { ModelEntry } from "@/lib/benchmarks/mrben/board/types";
import { MAX_COMPARED } from "@/lib/benchmarks/mrben/board/compare-query";
import { CompareForm, ModelOptions } from "@/lib/benchmarks/mrben/ui/compare-form";

export function ModelPicker({ entries, selected, shots }: { entries: ModelEntry[]; selected: string[]; shots: 0 | 1 }) {
  const sorted = [...entries].sort((a, b) => a.modelName.localeCompare(b.modelName));
  return (
    <CompareForm className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      {Array.from({ length: MAX_COMPARED }, (_, index) => (
        <label key={index} className="flex min-w-0 flex-col gap-1">
          <span className="text-slate-600">
            Model {index + 1}
            {index >= 2 ? " (optional)" : ""}
          </span>
          <select
            name="model"
            defaultValue={selected[index] ?? ""}
            className="max-w-[14rem] rounded border border-slate-300 bg-white px-2 py-1"
          >
            <option value="">–</option>
            <ModelOptions models={sorted} />
          </select>
        </label>
      ))}
      <label className="flex flex-col gap-1">
        <span className="text-slate-600">Setting</span>
        <select
          name="shots"
          defaultValue={String(shots)}
          className="rounded border border-slate-300 bg-white px-2 py-1"
        >
          <option value="0">0-shot</option>
          <option value="1">1-shot</option>
        </select>
      </label>
    </CompareForm>
  );
}
