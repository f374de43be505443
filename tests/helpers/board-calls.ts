// Calling the public read API's route handlers in-process with real Requests, as Next.js would.
import * as badgeRoute from "@/app/api/v1/badges/[file]/route";
import * as leaderboardCsvRoute from "@/app/api/v1/leaderboard.csv/route";
import * as leaderboardRoute from "@/app/api/v1/leaderboard/route";
import * as modelRoute from "@/app/api/v1/models/[slug]/route";
import type { LeaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { ORIGIN } from "./api-calls";

type Headers = Record<string, string>;

export function getLeaderboard(query = "", headers: Headers = {}): Promise<Response> {
  return leaderboardRoute.GET(new Request(`${ORIGIN}/api/v1/leaderboard${query}`, { headers }));
}

/** The JSON board, failing loudly on anything but a 200. */
export async function getLeaderboardJson(query = ""): Promise<LeaderboardJson> {
  const response = await getLeaderboard(query);
  if (response.status !== 200)
    throw new Error(`GET /api/v1/leaderboard${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as LeaderboardJson;
}

export function getLeaderboardCsv(query = "", headers: Headers = {}): Promise<Response> {
  return leaderboardCsvRoute.GET(new Request(`${ORIGIN}/api/v1/leaderboard.csv${query}`, { headers }));
}

export function getModel(slug: string, headers: Headers = {}): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/v1/models/${encodeURIComponent(slug)}`, { headers });
  return modelRoute.GET(request, { params: Promise.resolve({ slug }) });
}

/** `file` is the last path segment, e.g. "my-model.svg". */
export function getBadge(file: string, query = ""): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/v1/badges/${encodeURIComponent(file)}${query}`);
  return badgeRoute.GET(request, { params: Promise.resolve({ file }) });
}
