// A board's export addresses as shown: the JSON and the CSV of what the page shows (its shot
// setting, subject, level, tier of entries, past day), for every board (docs/api.md).

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

/** The exports of a board as a page shows it. */
export function viewExports(
  address: ExportAddress,
  view: { shots: 0 | 1; subject?: string; level?: string | null; tier?: string | null; asOf?: string | null },
): { csv: string; json: string } {
  const { shots, subject, level, tier, asOf } = view;
  return boardExports(address, { shots: String(shots), subject, level, tier, asOf });
}

/** A shared board's export address (a benchmark without a board of its own). */
export const sharedBoardAddress = (slug: string): ExportAddress => ({
  path: `/api/v1/benchmarks/${encodeURIComponent(slug)}/leaderboard`,
});
