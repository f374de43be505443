// The paper's analyses through the portal: computed by the worker's sweep from the database's
// records and items (equal to the independent Python computation on the uploaded file), on the
// difficulty boards, and in the API as JSON and CSV.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as analysesRoute from "@/app/api/v1/models/[slug]/analyses/route";
import { sweepAnalyses } from "@/lib/benchmarks/mrben/analyses/analyses-sweeper";
import { scoringsNeedingAnalyses } from "@/lib/benchmarks/mrben/analyses/file-analyses";
import { db } from "@/lib/db";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { ANALYSES_VERSION, storedAnalyses, type FileAnalyses } from "@/lib/benchmarks/mrben/mr-score";
import { createActor } from "../helpers/actors";
import { ORIGIN } from "../helpers/api-calls";
import { importTheBenchmark } from "../helpers/benchmark";
import { getLeaderboard, getLeaderboardJson } from "../helpers/board-calls";
import { generatedResults, seedEntry } from "../helpers/seeded-entries";
import { HAS_PYTHON, PROJECT_ROOT, runPython } from "../helpers/shared-data";

const SUBJECTS = ["math", "physics", "coding"];
type ResultsFile = ReturnType<typeof generatedResults>;
let file: ResultsFile;
let submissionId: string;
const dir = mkdtempSync(path.join(tmpdir(), "mrben-analyses-"));

async function scoringOf(shots: 0 | 1) {
  const run = await db.submissionRun.findFirstOrThrow({
    where: { submissionId, shots },
    select: { scoring: { select: { id: true, analyses: true, analysesVersion: true } } },
  });
  return run.scoring!;
}

function getAnalyses(slug: string, query = "", headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/api/v1/models/${slug}/analyses${query}`, { headers });
  return analysesRoute.GET(request, { params: Promise.resolve({ slug }) });
}

beforeAll(async () => {
  await importTheBenchmark({ only: SUBJECTS });
  const alice = await createActor("user", "alice");
  file = generatedResults({ model: "An", shots: 0, subjects: SUBJECTS, seed: 21 });
  const other = generatedResults({ model: "Bn", shots: 0, subjects: SUBJECTS, seed: 22 });
  submissionId = await seedEntry({ actor: alice, modelName: "Analysed", files: { "0": file } });
  await seedEntry({ actor: alice, modelName: "Other", files: { "0": other } });
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the analyses of a scored file", () => {
  it("are missing until the worker's sweep computes them, then stored with their version", async () => {
    expect(storedAnalyses(await scoringOf(0))).toBeNull();
    expect((await loadBoardData()).entries.every((entry) => entry.runs["0"]!.levels === undefined)).toBe(true);
    expect(await sweepAnalyses()).toBe(2);
    expect(await scoringsNeedingAnalyses(10)).toEqual([]);
    const scoring = await scoringOf(0);
    expect(scoring.analysesVersion).toBe(ANALYSES_VERSION);
    expect(storedAnalyses(scoring)).not.toBeNull();
  });

  it.skipIf(!HAS_PYTHON)("equal the independent Python computation on the uploaded file", async () => {
    const stored = storedAnalyses(await scoringOf(0))!;
    const uploaded = path.join(dir, "uploaded.json");
    writeFileSync(uploaded, JSON.stringify(file));
    const reference = JSON.parse(
      runPython([path.join(PROJECT_ROOT, "tests/python/analyses_reference.py"), uploaded]),
    ) as Record<string, unknown>;
    const strip = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(strip)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => key !== "interval" && key !== "version")
                .map(([key, inner]) => [key, strip(inner)]),
            )
          : value;
    expect(strip(stored)).toEqual(reference);
    expect(Object.keys(stored.byDifficulty).sort()).toEqual(["college", "high_school", "none"]);
  });

  it("are recomputed when stored by an older definition", async () => {
    const { id } = await scoringOf(0);
    await db.fileScoring.update({ where: { id }, data: { analysesVersion: ANALYSES_VERSION - 1 } });
    expect(await scoringsNeedingAnalyses(10)).toEqual([id]);
    expect(storedAnalyses(await scoringOf(0))).toBeNull();
    expect(await sweepAnalyses()).toBe(1);
    expect((await scoringOf(0)).analysesVersion).toBe(ANALYSES_VERSION);
  });
});

describe("the difficulty boards", () => {
  let analyses: FileAnalyses;
  beforeAll(async () => {
    analyses = storedAnalyses(await scoringOf(0))!;
    await invalidateBoard();
  });

  it("rank by the level's MR-Score, with its interval and parts, in JSON and CSV", async () => {
    const board = await getLeaderboardJson("?shots=0&level=college");
    expect(board.level).toBe("college");
    const entry = board.entries.find((candidate) => candidate.submissionId === submissionId)!;
    const college = analyses.byDifficulty.college!;
    expect(entry.mrScore).toEqual({
      value: college.mr_score,
      ciLow: college.interval!.low,
      ciHigh: college.interval!.high,
    });
    expect(entry.levelMetrics).toEqual({
      mcc: college.mcc,
      accStep: college.acc_step,
      accReason: college.acc_reason,
      records: college.records,
    });
    const values = board.entries.map((candidate) => candidate.mrScore.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const csv = await (await getLeaderboard("?level=high_school", { accept: "text/csv" })).text();
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toContain(",level,mr_score,");
    expect(header).toContain(",mcc,acc_step,acc_reason,records,");
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.includes(",high_school,"))).toBe(true);
  });

  it("refuse an unknown level, and a level with a subject, naming the parameter", async () => {
    for (const query of ["?level=phd", "?level=college&subject=math"]) {
      const response = await getLeaderboard(query);
      expect(response.status).toBe(400);
      const problem = (await response.json()) as { errors: { pointer: string }[] };
      expect(problem.errors.map((error) => error.pointer)).toEqual(["level"]);
    }
  });
});

describe("GET /api/v1/models/{slug}/analyses", () => {
  it("gives a board entry's analyses as JSON, and as a long CSV", async () => {
    const json = await getAnalyses("analysed");
    expect(json.status).toBe(200);
    const body = (await json.json()) as { model: { slug: string }; runs: Record<string, { analyses: FileAnalyses }> };
    expect(body.model.slug).toBe("analysed");
    expect(body.runs["0"]!.analyses).toEqual(storedAnalyses(await scoringOf(0)));
    expect(body.runs["1"]).toBeUndefined();

    const csv = await (await getAnalyses("analysed", "?format=csv")).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("shots,breakdown,group,metric,value");
    const analyses = body.runs["0"]!.analyses;
    expect(lines).toContain(`0,difficulty,college,mr_score,${analyses.byDifficulty.college!.mr_score}`);
    expect(lines).toContain(`0,flag,incorrect_solutions,recall,${analyses.flag.recall}`);
    expect(lines).toContain(
      `0,flag_confusion,truth_incorrect,said_incorrect,${analyses.flag.confusion.incorrect.incorrect}`,
    );
    expect((await getAnalyses("analysed", "", { accept: "text/csv" })).headers.get("content-type")).toMatch(
      /^text\/csv/,
    );
  });

  it("is a 404 for a model not on the board and a 400 for an unknown format", async () => {
    expect((await getAnalyses("nobody")).status).toBe(404);
    expect((await getAnalyses("analysed", "?format=xml")).status).toBe(400);
  });
});
