// Every board's exports, kept as files: the JSON and CSV documents of MR-Ben's board and of a shared
// board (today's and as of a past day, every shot setting, a subject, a tier) and a model's document
// on each, on one seeded database. A change to how boards are loaded or exported shows here as a difference in
// the stored documents, which the change's commit then lists (issue 32: "equal, or every difference
// listed"). Ids, hashes and the moments the test itself made are replaced by placeholders.
import { beforeAll, describe, expect, it } from "vitest";
import * as benchmarkBadgeRoute from "@/app/api/v1/benchmarks/[slug]/badges/[file]/route";
import * as benchmarkBoardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { db } from "@/lib/db";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { createActor } from "../helpers/actors";
import { ORIGIN } from "../helpers/api-calls";
import { getBadge, getLeaderboard, getLeaderboardCsv, getModel } from "../helpers/board-calls";
import { BOARD_SUBJECTS, ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { EXTRACTION_SLUG, importExtractionFixture } from "../helpers/extraction-benchmark";
import { decideAt, seedSharedEntry } from "../helpers/shared-board-entries";

const SNAPSHOTS = "./__snapshots__/board-exports";
const startedAt = new Date();
const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

beforeAll(async () => {
  const moderator = await createActor("moderator", "exports-mod");
  const mod = { id: moderator.id, label: "exports-mod" };

  // MR-Ben: a model approved twice (the newer submission is its entry), one with a subject not fully
  // covered, one partial on purpose, a flagged one, and reported entries alone and beside a verified one.
  const version = await ensureBoardBenchmark();
  await db.benchmarkVersion.update({ where: { id: version.id }, data: { createdAt: day("2025-12-01") } });
  const mrben = async (slug: string, runs: Parameters<typeof seedBoardEntry>[0]["runs"], approved: string) => {
    const id = await seedBoardEntry({ slug, modelName: slug.toUpperCase(), status: "pending", runs });
    await decideAt(id, "approve", day(approved), mod);
    return id;
  };
  const at = (iso: string) => ({ createdAt: day(iso) });
  await mrben("alpha", { "0": { ...uniformRun(0.9), ...at("2026-01-02") } }, "2026-01-03");
  await mrben(
    "alpha",
    { "0": { ...uniformRun(0.6, BOARD_SUBJECTS, [0.55, 0.65]), ...at("2026-01-10") }, "1": uniformRun(0.7) },
    "2026-01-12",
  );
  await db.submission.updateMany({
    where: { modelSlug: "alpha" },
    data: { priceInputUsdPerMTok: 1.5, priceOutputUsdPerMTok: 6 },
  });
  const beta = await mrben(
    "beta",
    { "0": { subjects: { math: 0.5, coding: { mrScore: 0.5, rankable: false }, logic: 0.5 }, ...at("2026-01-04") } },
    "2026-01-05",
  );
  await mrben("gamma", { "0": { subjects: { math: 0.8, coding: 0.8 }, ...at("2026-01-06") } }, "2026-01-07");
  await db.submission.updateMany({ where: { modelSlug: "gamma" }, data: { partial: true } });
  await mrben("eps", { "0": { ...uniformRun(0.6), ...at("2026-01-08") } }, "2026-01-09");
  await db.entryFlag.create({
    data: {
      kind: "contamination_suspected",
      note: "Seen in training data.",
      submissionId: beta,
      createdById: moderator.id,
      createdAt: day("2026-01-06"),
    },
  });
  const reported = (slug: string, scores: object, meanScores: object | null, created: string) =>
    db.reportedEntry.create({
      data: {
        modelName: slug.toUpperCase(),
        modelSlug: slug,
        modelLink: `https://example.org/${slug}`,
        organization: "Paper Lab",
        description: `${slug} as a paper reports it`,
        openWeights: false,
        sourceUrl: `https://example.org/${slug}/paper`,
        scores,
        ...(meanScores ? { meanScores } : {}),
        createdById: moderator.id,
        createdAt: day(created),
      },
    });
  await reported("delta", { "0": { math: 0.45, coding: 0.35, logic: 0.4 } }, null, "2026-01-04");
  await reported("omega", {}, { "0": 0.52, "1": 0.5 }, "2026-01-04");
  await reported("alpha", {}, { "0": 0.58 }, "2026-01-04");

  // A shared board: a model approved twice, one whose newest upload is still processing, one unpublished.
  await importExtractionFixture();
  const benchmark = await db.benchmark.findUniqueOrThrow({
    where: { slug: EXTRACTION_SLUG },
    select: { id: true, versions: { select: { id: true } } },
  });
  const shared = { id: benchmark.id, versionId: benchmark.versions[0]!.id };
  const extraction = async (slug: string, scores: Partial<Record<0 | 1, number | null>>, uploaded: string) =>
    seedSharedEntry({ userId: moderator.id, benchmark: shared, slug, scores, uploaded: day(uploaded) });
  await decideAt(await extraction("ex-a", { 0: 0.7, 1: 0.6 }, "2026-01-02"), "approve", day("2026-01-03"), mod);
  await decideAt(await extraction("ex-b", { 0: 0.5 }, "2026-01-02"), "approve", day("2026-01-03"), mod);
  await decideAt(await extraction("ex-b", { 0: 0.3, 1: 0.2 }, "2026-01-08"), "approve", day("2026-01-09"), mod);
  const exC = await extraction("ex-c", { 0: 0.4 }, "2026-01-02");
  await decideAt(exC, "approve", day("2026-01-03"), mod);
  const later = await db.submissionRun.create({
    data: {
      submissionId: exC,
      shots: 0,
      status: "processing",
      fileName: "ex-c_0shot.jsonl",
      createdAt: day("2026-01-10"),
    },
  });
  expect(later.status).toBe("processing");
  const exD = await extraction("ex-d", { 0: 0.9 }, "2026-01-02");
  await decideAt(exD, "approve", day("2026-01-03"), mod);
  await decideAt(exD, "unpublish", day("2026-01-11"), mod);
  await invalidateBoard();
});

/** The document with what differs from run to run replaced: ids, hashes and moments of the test. */
function normalized(text: string): string {
  const ids = new Map<string, string>();
  return text
    .replace(/\bc[a-z0-9]{24}\b/g, (id) => {
      if (!ids.has(id)) ids.set(id, `<id-${ids.size + 1}>`);
      return ids.get(id)!;
    })
    .replace(/\b[0-9a-f]{64}\b/g, "<sha256>")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, (moment) =>
      new Date(moment) >= startedAt ? "<during the test>" : moment,
    );
}

async function document(response: Response): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const type = response.headers.get("content-type") ?? "";
  return normalized(type.includes("json") ? `${JSON.stringify(JSON.parse(text), null, 2)}\n` : text);
}

const sharedBoard = (query: string) =>
  benchmarkBoardRoute.GET(new Request(`${ORIGIN}/api/v1/benchmarks/${EXTRACTION_SLUG}/leaderboard${query}`), {
    params: Promise.resolve({ slug: EXTRACTION_SLUG }),
  });

describe("every board's exports", () => {
  it.each([
    ["mrben-0shot.json", "?shots=0"],
    ["mrben-1shot.json", "?shots=1"],
    ["mrben-math.json", "?shots=0&subject=math"],
    ["mrben-reported.json", "?shots=0&tier=reported"],
    ["mrben-asof.json", "?shots=0&asOf=2026-01-08"],
  ])("MR-Ben's board: %s", async (file, query) => {
    await expect(await document(await getLeaderboard(query))).toMatchFileSnapshot(`${SNAPSHOTS}/${file}`);
  });

  it.each([
    ["mrben-0shot.csv", "?shots=0"],
    ["mrben-coding.csv", "?shots=0&subject=coding"],
    ["mrben-asof-1shot.csv", "?shots=1&asOf=2026-01-08"],
  ])("MR-Ben's board: %s", async (file, query) => {
    await expect(await document(await getLeaderboardCsv(query))).toMatchFileSnapshot(`${SNAPSHOTS}/${file}`);
  });

  it("MR-Ben's model document", async () => {
    await expect(await document(await getModel("alpha"))).toMatchFileSnapshot(`${SNAPSHOTS}/mrben-model-alpha.json`);
  });

  it("a shared board's model document", async () => {
    await expect(await document(await getModel("ex-b"))).toMatchFileSnapshot(`${SNAPSHOTS}/shared-model-ex-b.json`);
  });

  it.each([
    ["shared-0shot.json", "?shots=0"],
    ["shared-1shot.json", "?shots=1"],
    ["shared-asof.json", "?shots=0&asOf=2026-01-08"],
    ["shared-0shot.csv", "?shots=0&format=csv"],
    ["shared-asof.csv", "?shots=0&asOf=2026-01-10&format=csv"],
  ])("a shared board: %s", async (file, query) => {
    await expect(await document(await sharedBoard(query))).toMatchFileSnapshot(`${SNAPSHOTS}/${file}`);
  });

  it("a model's badge on a shared board and on MR-Ben's, which a shared badge address sends to", async () => {
    const badge = (slug: string, file: string, query = "") =>
      benchmarkBadgeRoute.GET(new Request(`${ORIGIN}/api/v1/benchmarks/${slug}/badges/${file}${query}`), {
        params: Promise.resolve({ slug, file }),
      });
    const svg = async (response: Response) => {
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      return /<title>(.*)<\/title>/.exec(await response.text())?.[1];
    };
    const ranked = await badge(EXTRACTION_SLUG, "ex-a.svg");
    expect([ranked.status, await svg(ranked)]).toEqual([200, "ORD reaction extraction: F1 70.0 (#1)"]);
    const oneShot = await badge(EXTRACTION_SLUG, "ex-b.svg", "?shots=1");
    expect([oneShot.status, await svg(oneShot)]).toEqual([200, "ORD reaction extraction 1-shot: F1 20.0 (#2)"]);
    const missing = await badge(EXTRACTION_SLUG, "ex-d.svg");
    expect([missing.status, await svg(missing)]).toEqual([404, "ORD reaction extraction: not found"]);
    expect((await badge(EXTRACTION_SLUG, "ex-a.svg", "?shots=2")).status).toBe(400);
    expect((await badge("no-such-benchmark", "ex-a.svg")).status).toBe(404);

    const elsewhere = await badge("mr-ben", "alpha.svg", "?shots=1");
    expect([elsewhere.status, elsewhere.headers.get("location")]).toEqual([307, "/api/v1/badges/alpha.svg?shots=1"]);
    expect(await svg(await getBadge("alpha.svg"))).toBe("MR-Ben: MR-Score 60.0 (#1)");
  });
});
