// "Compare with…": a plain GET form (works without JavaScript); /compare turns the repeated
// `model` fields into its ?models=a,b address.
export function CompareWith({ slug, others }: { slug: string; others: Array<{ slug: string; modelName: string }> }) {
  if (others.length === 0) return null;
  return (
    <form action="/compare" method="get" className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="model" value={slug} />
      <label className="flex flex-col gap-1">
        <span className="text-slate-600">Compare with</span>
        <select name="model" className="rounded border border-slate-300 bg-white px-2 py-1">
          {others.map((other) => (
            <option key={other.slug} value={other.slug}>
              {other.modelName}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-900">
        Compare
      </button>
    </form>
  );
}
