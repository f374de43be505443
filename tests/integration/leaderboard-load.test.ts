// What the board reads from the database: only approved submissions, the newest approved one
// per model, and per shot setting its newest scored run.
import { beforeAll, describe, expect, it } from "vitest";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import type { BoardData } from "@/lib/benchmarks/mrben/board/types";
import { seedBoardEntry } from "../helpers/board-entries";

const full = (score: number) => ({ subjects: { math: score, coding: score, logic: score } });
const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));

let board: BoardData;
let newestId: string;

beforeAll(async () => {
  await seedBoardEntry({ slug: "alpha", runs: { "0": full(0.5), "1": full(0.6) }, parameterCount: 70_000_000_000n });
  await seedBoardEntry({ slug: "pending-model", status: "pending", runs: { "0": full(0.9) } });
  await seedBoardEntry({ slug: "rejected-model", status: "rejected", runs: { "0": full(0.9) } });
  await seedBoardEntry({ slug: "versioned", approvedAt: hour(1), runs: { "0": full(0.1) } });
  newestId = await seedBoardEntry({ slug: "versioned", approvedAt: hour(2), runs: { "0": full(0.3) } });
  await seedBoardEntry({ slug: "versioned", status: "pending", runs: { "0": full(0.99) } });
  await seedBoardEntry({
    slug: "rerun",
    runs: {
      "0": [
        { ...full(0.2), createdAt: hour(1) },
        { ...full(0.4), createdAt: hour(2) },
        { ...full(0.8), createdAt: hour(3), failed: true },
      ],
    },
  });
  await seedBoardEntry({ slug: "no-runs", runs: {} });
  await seedBoardEntry({ slug: "only-failed", runs: { "0": { ...full(0.5), failed: true } } });
  board = await getBoardData();
});

describe("loadBoardData", () => {
  it("lists only approved submissions that have a scored run", () => {
    expect(board.entries.map((entry) => entry.slug).sort()).toEqual(["alpha", "rerun", "versioned"]);
  });

  it("takes the newest approved submission of a model", () => {
    const versioned = board.entries.find((entry) => entry.slug === "versioned");
    expect(versioned?.submissionId).toBe(newestId);
    expect(versioned?.runs["0"]?.mean.value).toBeCloseTo(0.3);
  });

  it("takes the newest scored run of each shot setting, ignoring a newer failed one", () => {
    const rerun = board.entries.find((entry) => entry.slug === "rerun");
    expect(rerun?.runs["0"]?.mean.value).toBeCloseTo(0.4);
    expect(rerun?.runs["1"]).toBeUndefined();
  });

  it("gives the benchmark's subjects in the official order and plain serialisable values", () => {
    expect(board.benchmark).toEqual({ slug: "mr-ben", name: "MR-Ben", version: 1 });
    expect(board.subjects.map((subject) => subject.key)).toEqual(["math", "coding", "logic"]);
    expect(board.subjects[0]).toEqual({ key: "math", label: "Math", itemCount: 100 });
    const alpha = board.entries.find((entry) => entry.slug === "alpha")!;
    expect(alpha.parameterCount).toBe(70_000_000_000);
    expect(Object.keys(alpha.runs["1"]!.subjects)).toEqual(["math", "coding", "logic"]);
    expect(alpha.runs["0"]!.mean).toEqual({ value: 0.5, ciLow: null, ciHigh: null });
    expect(JSON.parse(JSON.stringify(board))).toEqual(board);
  });

  it("reads straight from the database outside a Next.js server, where invalidating only announces the tag", async () => {
    await expect(invalidateBoard()).resolves.toBeUndefined();
    await seedBoardEntry({ slug: "late", runs: { "0": full(0.7) } });
    expect((await getBoardData()).entries.map((entry) => entry.slug)).toContain("late");
  });
});
