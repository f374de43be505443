// The form that opens /compare, shared by the compare page's picker and a model page's "Compare
// with": a plain GET (works without JavaScript) whose repeated `model` fields /compare turns
// into its ?models=a,b address.
import type { ReactNode } from "react";

export function CompareForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <form action="/compare" method="get" className={className}>
      {children}
      <button type="submit" className="rounded bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-900">
        Compare
      </button>
    </form>
  );
}

/** One option per model, by its display name. */
export function ModelOptions({ models }: { models: Array<{ slug: string; modelName: string }> }) {
  return models.map((model) => (
    <option key={model.slug} value={model.slug}>
      {model.modelName}
    </option>
  ));
}
