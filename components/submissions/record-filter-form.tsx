// The records page's filters, as its benchmark's kind offers them: a select each, sent as a GET form
// so the view lives in the address.
import type { RecordFilter } from "@/lib/benchmarks/kind-server";

const SELECT = "rounded border border-slate-300 px-2 py-1 text-sm";

export function RecordFilterForm({
  shots,
  filters,
  chosen,
}: {
  shots: 0 | 1;
  filters: RecordFilter[];
  chosen: Record<string, string>;
}) {
  if (filters.length === 0) return null;
  return (
    <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <input type="hidden" name="shots" value={shots} />
      {filters.map((filter) => (
        <label key={filter.name} className="text-sm">
          <span className="block text-xs text-slate-600">{filter.label}</span>
          <select name={filter.name} defaultValue={chosen[filter.name] ?? ""} className={SELECT}>
            {!filter.required && <option value="">any</option>}
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="submit"
        className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
      >
        Filter
      </button>
    </form>
  );
}
