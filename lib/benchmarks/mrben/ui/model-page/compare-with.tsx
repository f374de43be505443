// "Compare with…": this model and one other, on /compare.
import { CompareForm, ModelOptions } from "../compare-form";

export function CompareWith({ slug, others }: { slug: string; others: Array<{ slug: string; modelName: string }> }) {
  if (others.length === 0) return null;
  return (
    <CompareForm className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="model" value={slug} />
      <label className="flex flex-col gap-1">
        <span className="text-slate-600">Compare with</span>
        <select name="model" className="rounded border border-slate-300 bg-white px-2 py-1">
          <ModelOptions models={others} />
        </select>
      </label>
    </CompareForm>
  );
}
