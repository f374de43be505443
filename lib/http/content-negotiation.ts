// Which representation a request's Accept header prefers, for the exports that answer JSON or CSV.

/** A media type's quality in an Accept header and how specifically it was named (2 exact, 1 a type wildcard, 0 the any-type wildcard, -1 absent). */
function preference(accept: string, type: string): { q: number; specificity: number } {
  const [major] = type.split("/");
  let found = { q: 0, specificity: -1 };
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (specificity <= found.specificity) continue;
    const q = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
    found = { q: Number.isFinite(q) ? q : 0, specificity };
  }
  return found;
}

/**
 * CSV when the Accept header names text/csv and ranks it above JSON: by quality, then by how
 * specifically each is named (so "text/csv" beside the any-type wildcard is CSV, and a browser's Accept is JSON).
 */
export function prefersCsv(accept: string | null): boolean {
  if (!accept || !/text\/csv/i.test(accept)) return false;
  const csv = preference(accept, "text/csv");
  const json = preference(accept, "application/json");
  return csv.q > 0 && (csv.q > json.q || (csv.q === json.q && csv.specificity > json.specificity));
}
