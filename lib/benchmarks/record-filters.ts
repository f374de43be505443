// A records page's filters from its URL, by the list its benchmark's kind gives: a value the list
// does not offer falls back to the filter's default or to "any"; the shot setting and the page
// number are every records page's.
import type { RecordFilter } from "@/lib/benchmarks/kind-server";
import { firstValue, zPageParam } from "@/lib/validations/url-params";

export type UrlParams = Record<string, string | string[] | undefined>;

/** The chosen value of each filter that has one (a filter on "any" is absent). */
export function chosenFilters(filters: RecordFilter[], params: UrlParams): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const filter of filters) {
    const value = firstValue(params[filter.name]);
    const offered = typeof value === "string" && filter.options.some((option) => option.value === value);
    const picked = offered ? value : filter.default;
    if (picked !== undefined) chosen[filter.name] = picked;
  }
  return chosen;
}

/** The page number from `?page=`, 1 when absent or not a page number. */
export function pageParam(params: UrlParams): number {
  return zPageParam(10_000).parse(params.page);
}

/** The query string of a records page: its filters, shot setting and page (1 is left out). */
export function recordsQuery(state: { shots: 0 | 1; filters: Record<string, string>; page: number }): string {
  const query = new URLSearchParams({ shots: String(state.shots), ...state.filters });
  if (state.page > 1) query.set("page", String(state.page));
  return query.toString();
}
