// A board's export addresses as shown: the JSON and the CSV of what the page shows (its shot
// setting, part, tier of entries, past day), for every board (docs/api.md).

/** Where a board's exports are: JSON at `path`; CSV at `csvPath`, or by ?format=csv on `path`. */
export interface ExportAddress {
  path: string;
  csvPath?: string;
}

/** The two addresses with `query` in its order, leaving out what is not set. */
export function boardExports(
  address: ExportAddress,
  query: Record<string, string | null | undefined>,
): { csv: string; json: string } {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const json = `${address.path}?${params}`;
  return { csv: address.csvPath ? `${address.csvPath}?${params}` : `${json}&format=csv`, json };
}

/** A shared board's exports (a benchmark without a board of its own). */
export function sharedBoardExports({ slug, shots, asOf }: { slug: string; shots: 0 | 1; asOf?: string | null }) {
  return boardExports(
    { path: `/api/v1/benchmarks/${encodeURIComponent(slug)}/leaderboard` },
    { shots: String(shots), asOf },
  );
}
