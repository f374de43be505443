// A model's entries on the shared boards (every benchmark whose kind has no board of its own): for
// each benchmark, its rows in each shot setting, as the boards rank them. Read from the cached boards.
import "server-only";
import { SHOT_SETTINGS, type Shots } from "@/lib/benchmarks/kind";
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { getBenchmarkBoard, type BenchmarkBoard } from "./benchmark-board";
import { getBenchmarkList } from "./benchmark-list";

export interface ModelBoardEntries {
  benchmark: BenchmarkBoard["benchmark"];
  /** The shot settings the model ranks in, each with its row (one per setting: the board's). */
  settings: { shots: Shots; rows: BoardRow[] }[];
}

export async function getModelBoardEntries(modelSlug: string): Promise<ModelBoardEntries[]> {
  // A benchmark with a board of its own (MR-Ben) has no shared board: getBenchmarkBoard gives null.
  const benchmarks = await getBenchmarkList();
  const found = await Promise.all(
    benchmarks.map(async ({ slug }) => {
      const boards = await Promise.all(SHOT_SETTINGS.map((shots) => getBenchmarkBoard(slug, shots)));
      const settings = boards.flatMap((board) => {
        const rows = board?.rows.filter((row) => row.model.slug === modelSlug) ?? [];
        return board && rows.length > 0 ? [{ shots: board.shots, rows }] : [];
      });
      const benchmark = boards.find((board) => board !== null)?.benchmark;
      return benchmark && settings.length > 0 ? [{ benchmark, settings }] : [];
    }),
  );
  return found.flat();
}
