// The export addresses of a shared board (a benchmark without a board of its own) as shown: its
// shot setting and past day, as CSV and JSON (docs/api.md).
export function sharedBoardExports({ slug, shots, asOf }: { slug: string; shots: 0 | 1; asOf?: string | null }): {
  csv: string;
  json: string;
} {
  const query = new URLSearchParams({ shots: String(shots) });
  if (asOf) query.set("asOf", asOf);
  const base = `/api/v1/benchmarks/${encodeURIComponent(slug)}/leaderboard?${query}`;
  return { csv: `${base}&format=csv`, json: base };
}
