// The ranking rules as the public API serves them, on entries written to a real database with
// chosen scores and intervals: sorting, ties, incomplete coverage, rank bands, which submission
// counts, and the JSON, CSV, models and badge formats.
import { beforeAll, describe, expect, it } from "vitest";
import * as benchmarkBoardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import type { LeaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import type { ModelJson } from "@/lib/benchmarks/mrben/board/model-json";
import { getBadge, getLeaderboard, getLeaderboardCsv, getLeaderboardJson, getModel } from "../helpers/board-calls";
import { ORIGIN } from "../helpers/api-calls";
import { BOARD_SUBJECTS, seedBoardEntry, uniformRun } from "../helpers/board-entries";

const uniform = (score: number, ci?: [number, number]) => uniformRun(score, BOARD_SUBJECTS, ci);

let renamedNewest: string;

beforeAll(async () => {
  await seedBoardEntry({
    slug: "alpha",
    modelName: "Alpha",
    runs: { "0": uniform(0.6, [0.56, 0.64]), "1": uniform(0.7) },
  });
  await seedBoardEntry({ slug: "beta", modelName: "Beta", runs: { "0": uniform(0.5, [0.45, 0.57]) } });
  await seedBoardEntry({ slug: "gamma", modelName: "Gamma", runs: { "0": uniform(0.4) } });
  await seedBoardEntry({ slug: "delta", modelName: "Delta", runs: { "0": uniform(0.4) } });
  await seedBoardEntry({ slug: "eps", modelName: "Eps", runs: { "0": uniform(0.3) } });
  await seedBoardEntry({
    slug: "partial",
    modelName: "Partial",
    runs: { "0": { subjects: { math: 0.9, coding: { mrScore: 0.9, rankable: false }, logic: 0.9 } } },
  });
  await seedBoardEntry({ slug: "pending-model", status: "pending", runs: { "0": uniform(0.95) } });
  await seedBoardEntry({ slug: "rejected-model", status: "rejected", runs: { "0": uniform(0.95) } });
  await seedBoardEntry({ slug: "renamed", approvedAt: new Date("2026-01-01"), runs: { "0": uniform(0.99) } });
  renamedNewest = await seedBoardEntry({
    slug: "renamed",
    approvedAt: new Date("2026-02-01"),
    runs: { "0": uniform(0.2) },
  });
  await invalidateBoard(); // outside a Next.js server it only announces the expired tag
});

const ranks = (board: LeaderboardJson) => board.entries.map((entry) => [entry.model.slug, entry.rank]);

describe("the overall board", () => {
  let board: LeaderboardJson;
  beforeAll(async () => {
    board = await getLeaderboardJson("?shots=0");
  });

  it("sorts by mean MR-Score; ties share a rank and the next rank skips; unranked entries come last", () => {
    expect(ranks(board)).toEqual([
      ["alpha", 1],
      ["beta", 2],
      ["delta", 3],
      ["gamma", 3],
      ["eps", 5],
      ["renamed", 6],
      ["partial", null],
    ]);
  });

  it("gives an entry with an incomplete subject no overall rank, and says why", () => {
    const partial = board.entries.find((entry) => entry.model.slug === "partial");
    expect(partial).toMatchObject({ rank: null, rankBand: null, unrankedReason: "Incomplete coverage: Coding" });
    expect(partial?.subjects?.coding).toEqual({ mrScore: { value: 0.9, ciLow: null, ciHigh: null }, rankable: false });
  });

  it("derives rank bands from the stored intervals, and from the points where intervals are missing", () => {
    expect(board.entries.map((entry) => [entry.model.slug, entry.rankBand])).toEqual([
      ["alpha", { best: 1, worst: 2 }],
      ["beta", { best: 1, worst: 2 }],
      ["delta", { best: 3, worst: 4 }],
      ["gamma", { best: 3, worst: 4 }],
      ["eps", { best: 5, worst: 5 }],
      ["renamed", { best: 6, worst: 6 }],
      ["partial", null],
    ]);
    expect(board.entries[0]?.mrScore).toEqual({ value: 0.6, ciLow: 0.56, ciHigh: 0.64 });
  });

  it("lists only approved submissions, and for a model only its newest approved one", () => {
    const slugs = board.entries.map((entry) => entry.model.slug);
    expect(slugs).not.toContain("pending-model");
    expect(slugs).not.toContain("rejected-model");
    const renamed = board.entries.filter((entry) => entry.model.slug === "renamed");
    expect(renamed).toHaveLength(1);
    expect(renamed[0]?.submissionId).toBe(renamedNewest);
    expect(renamed[0]?.mrScore.value).toBeCloseTo(0.2);
  });

  it("follows the documented schema (version 1)", () => {
    expect(Object.keys(board).sort()).toEqual(
      [
        "asOf",
        "benchmark",
        "entries",
        "generatedAt",
        "level",
        "schemaVersion",
        "scorerVersions",
        "shots",
        "subject",
        "subjects",
        "tier",
        "updatedAt",
      ].sort(),
    );
    expect(board.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(board).toMatchObject({
      schemaVersion: 1,
      asOf: null,
      shots: 0,
      subject: null,
      level: null,
      tier: null,
      scorerVersions: ["mr-ben-scorer@1.0.0"],
    });
    expect(board.benchmark).toEqual({ slug: "mr-ben", name: "MR-Ben", version: 1 });
    const alpha = board.entries[0]!;
    expect(Object.keys(alpha).sort()).toEqual(
      [
        "approvedAt",
        "benchmarkVersion",
        "flags",
        "judgeModel",
        "levelMetrics",
        "links",
        "metrics",
        "model",
        "mrScore",
        "otherShots",
        "price",
        "rank",
        "rankBand",
        "reported",
        "scoredAt",
        "scorer",
        "serverJudged",
        "sourceUrl",
        "submissionId",
        "subjects",
        "tier",
        "unrankedReason",
        "verification",
      ].sort(),
    );
    // No judge audit here: nothing judged on this portal; no price given, no source reporting it.
    expect(alpha.serverJudged).toBeNull();
    expect(alpha.price).toBeNull();
    expect(alpha.reported).toBeNull();
    expect(alpha.flags).toEqual([]);
    // Seeded from uploaded files, not a hosted run.
    expect(alpha).toMatchObject({ verification: "verified", tier: "rescored" });
    expect(alpha.model).toEqual({
      slug: "alpha",
      name: "Alpha",
      organization: "Test Lab",
      link: "https://example.org/alpha",
      parameterCount: 7_000_000_000,
      openWeights: true,
    });
    expect(Object.keys(alpha.subjects ?? {})).toEqual(["math", "coding", "logic"]);
    expect(alpha.metrics).toBeNull();
    expect(alpha.otherShots?.value).toBeCloseTo(0.7);
    expect(alpha.links.resultsFile).toBe(`/api/v1/submissions/${alpha.submissionId}/results/0`);
  });
});

describe("subject boards", () => {
  it("rank an entry on its complete subjects though it has no overall rank", async () => {
    const math = await getLeaderboardJson("?shots=0&subject=math");
    expect(math.entries[0]).toMatchObject({ model: { slug: "partial" }, rank: 1, subjects: null });
    expect(math.entries[0]?.metrics).toMatchObject({ mcc: 0.9, accStep: 0.9, accReason: 0.9 });
    expect(math.subject).toEqual({ key: "math", label: "Math" });
    const coding = await getLeaderboardJson("?shots=0&subject=coding");
    expect(coding.entries.at(-1)).toMatchObject({ model: { slug: "partial" }, rank: null });
  });

  it("leave out entries without a run for the setting", async () => {
    const oneShot = await getLeaderboardJson("?shots=1");
    expect(ranks(oneShot)).toEqual([["alpha", 1]]);
    expect(oneShot.entries[0]?.otherShots).toEqual({ value: 0.6, ciLow: 0.56, ciHigh: 0.64 });
  });
});

describe("bad queries", () => {
  it("answer 400 problem+json naming a bad shots value or an unknown subject", async () => {
    for (const [query, named] of [
      ["?shots=2", "shots"],
      ["?subject=astrology", "subject"],
    ] as const) {
      const response = await getLeaderboard(query);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      const body = (await response.json()) as { detail: string; errors: Array<{ pointer: string }> };
      expect(body.errors.map((error) => error.pointer)).toEqual([named]);
    }
    expect((await getLeaderboardCsv("?subject=astrology")).status).toBe(400);
  });

  it("keep one tier's entries at their ranks on the whole board (?tier=), and name a bad tier", async () => {
    const rescored = await getLeaderboardJson("?shots=0&tier=rescored");
    expect(rescored.tier).toBe("rescored");
    expect(ranks(rescored)).toEqual(ranks(await getLeaderboardJson("?shots=0")));
    expect((await getLeaderboardJson("?shots=0&tier=evaluated")).entries).toEqual([]);
    const response = await getLeaderboard("?tier=verified");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ pointer: string; detail: string }> };
    expect(body.errors).toEqual([
      expect.objectContaining({ pointer: "tier", detail: expect.stringContaining("evaluated, rescored, reported") }),
    ]);
  });
});

describe("CSV", () => {
  it("is served at leaderboard.csv with a header row, one row per entry and a file name", async () => {
    const response = await getLeaderboardCsv("?shots=0");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="mr-ben-v1-overall-0shot.csv"');
    const lines = (await response.text()).split("\r\n");
    expect(lines.at(-1)).toBe("");
    const [header, first] = lines;
    expect(header?.split(",").slice(0, 6)).toEqual([
      "rank",
      "rank_best",
      "rank_worst",
      "unranked_reason",
      "model_slug",
      "model",
    ]);
    expect(header).toContain("math_ci_low");
    expect(header).toContain("scorer_version");
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(first?.startsWith("1,1,2,,alpha,Alpha,")).toBe(true);
  });

  it("is served at /leaderboard for Accept: text/csv, and JSON stays the default for browsers", async () => {
    const csv = await getLeaderboard("?shots=0&subject=logic", { accept: "text/csv" });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("vary")).toBe("accept");
    expect((await csv.text()).split("\r\n")[0]).toContain("acc_reason");
    const browser = await getLeaderboard("", { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    expect(browser.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("is public data that caches must revalidate, with an ETag for cheap 304s", async () => {
    const first = await getLeaderboard("?shots=0");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    const etag = first.headers.get("etag")!;
    const again = await getLeaderboard("?shots=0", { "if-none-match": etag });
    expect(again.status).toBe(304);
  });
});

describe("models API", () => {
  it("returns a model's runs with per-subject scores, ranks and its original files", async () => {
    const response = await getModel("alpha");
    expect(response.status).toBe(200);
    const model = (await response.json()) as ModelJson;
    expect(model.model.slug).toBe("alpha");
    expect(model.runs["0"]).toMatchObject({ rank: 1, rankBand: { best: 1, worst: 2 }, mrScore: { value: 0.6 } });
    expect(model.runs["1"]).toMatchObject({ rank: 1, scorer: { name: "mr-ben-scorer", version: "1.0.0" } });
    expect(model.runs["0"]?.subjects.math).toMatchObject({ label: "Math", mrScore: { ciLow: 0.56 }, rank: 2 });
    expect(model.runs["0"]?.file.download).toBe(`/api/v1/submissions/${model.submissionId}/results/0`);
  });

  it("gives a partial entry's subject ranks but no overall rank", async () => {
    const model = (await (await getModel("partial")).json()) as ModelJson;
    expect(model.runs["0"]).toMatchObject({ rank: null, unrankedReason: "Incomplete coverage: Coding" });
    expect(model.runs["0"]?.subjects.math?.rank).toBe(1);
    expect(model.runs["1"]).toBeNull();
  });

  it("is a 404 problem for unknown models and models without an approved entry", async () => {
    for (const slug of ["no-such-model", "pending-model", "rejected-model"]) {
      const response = await getModel(slug);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
    }
  });
});

describe("badges", () => {
  it("show the MR-Score with one decimal and the overall rank", async () => {
    const response = await getBadge("beta.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const svg = await response.text();
    expect(svg).toContain(">MR-Score 50.0 (#2)<");
    expect(svg.startsWith("<svg")).toBe(true);
  });

  it("say unranked for an entry without an overall rank, and read ?shots=1", async () => {
    expect(await (await getBadge("partial.svg")).text()).toContain("MR-Score 90.0 (unranked)");
    expect(await (await getBadge("alpha.svg", "?shots=1")).text()).toContain("MR-Score 70.0 (#1)");
  });

  it("are a grey 'not found' badge with 404 for an unknown model or a missing setting", async () => {
    for (const [file, query] of [
      ["nobody.svg", ""],
      ["pending-model.svg", ""],
      ["beta.svg", "?shots=1"],
    ] as const) {
      const response = await getBadge(file, query);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(">not found<");
    }
  });
});

describe("MR-Ben's board at the address every benchmark's board has", () => {
  it("sends /api/v1/benchmarks/mr-ben/leaderboard to /api/v1/leaderboard with the same query, CSV by its path", async () => {
    const redirected = async (query: string) => {
      const response = await benchmarkBoardRoute.GET(
        new Request(`${ORIGIN}/api/v1/benchmarks/mr-ben/leaderboard${query}`),
        { params: Promise.resolve({ slug: "mr-ben" }) },
      );
      return { status: response.status, location: response.headers.get("location") };
    };
    expect(await redirected("?shots=1&asOf=2026-02-01")).toEqual({
      status: 307,
      location: "/api/v1/leaderboard?shots=1&asOf=2026-02-01",
    });
    expect(await redirected("?shots=0&format=csv")).toEqual({
      status: 307,
      location: "/api/v1/leaderboard.csv?shots=0",
    });
    expect(await redirected("")).toEqual({ status: 307, location: "/api/v1/leaderboard" });
  });
});
