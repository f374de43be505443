// GET /api/v1/benchmarks/{slug}/leaderboard?shots=0|1: a benchmark's shared board as JSON, or CSV for
// `?format=csv` or `Accept: text/csv` (docs/api.md): the rank and model of each entry, its score
// and interval under the score's name (`f1`, `f1Ci`), and what its kind exports of it. Built from
// the cached board.
import "server-only";
import { scoreKey } from "@/lib/benchmarks/kind";
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { csvTable } from "@/lib/platform/csv";
import type { ShownFlag } from "@/lib/validations/entry-flag";
import type { BenchmarkBoard } from "./benchmark-board";

export async function benchmarkBoardJson(board: BenchmarkBoard) {
  const kind = benchmarkKind(board.benchmark.kind);
  const { boardExport } = await kind.server();
  const key = scoreKey(kind.scoreLabel);
  const { slug, name, description, versionNumber, settings, truthRecords } = board.benchmark;
  return {
    benchmark: {
      slug,
      name,
      description,
      versionNumber,
      kind: kind.name,
      scoreLabel: kind.scoreLabel,
      ...boardExport.benchmark({ settings, truthRecords }),
    },
    shots: board.shots,
    ...(board.subject ? { subject: board.subject } : {}),
    generatedAt: new Date().toISOString(),
    updatedAt: board.updatedAt,
    asOf: board.asOf,
    entries: board.rows.map((row) => ({
      rank: row.rank,
      submissionId: row.submissionId,
      model: modelExport(row.model),
      ...scoreExport(row, { key, boardExport }),
      benchmarkVersion: row.benchmarkVersion,
      flags: flagsExport(row.flags),
    })),
  };
}

/** An entry's model as the exports give it. */
export function modelExport(model: BoardRow["model"]) {
  return {
    name: model.name,
    slug: model.slug,
    link: model.link,
    organization: model.organization,
    parameterCount: model.parameterCount,
    openWeights: model.openWeights,
    price: model.price && { inputUsdPerMTok: model.price.input, outputUsdPerMTok: model.price.output },
  };
}

/** An entry's score and interval under the kind's score's name (`f1`, `f1Ci`), then what the kind exports of it. */
export function scoreExport(
  row: BoardRow,
  { key, boardExport }: { key: string; boardExport: { entry(row: BoardRow): Record<string, unknown> } },
): Record<string, unknown> {
  return { [key]: row.score, [`${key}Ci`]: row.interval, ...boardExport.entry(row) };
}

/** An entry's standing flags as the exports give them. */
export const flagsExport = (flags: readonly ShownFlag[]) =>
  flags.map(({ kind, note, since }) => ({ kind, note, since }));

export async function benchmarkBoardCsv(board: BenchmarkBoard): Promise<string> {
  const kind = benchmarkKind(board.benchmark.kind);
  const { boardExport } = await kind.server();
  const key = scoreKey(kind.scoreLabel);
  const columns = boardExport.csv(board.rows);
  return csvTable(
    [
      "rank",
      "model",
      "organization",
      key,
      `${key}_ci_low`,
      `${key}_ci_high`,
      ...columns.map((column) => column.header),
      "price_input_usd_per_mtok",
      "price_output_usd_per_mtok",
      "flags",
    ],
    board.rows.map((row) => [
      row.rank,
      row.model.name,
      row.model.organization,
      row.score,
      row.interval?.low ?? null,
      row.interval?.high ?? null,
      ...columns.map((column) => column.value(row)),
      row.model.price?.input ?? null,
      row.model.price?.output ?? null,
      row.flags.length ? row.flags.map((flag) => `${flag.kind}: ${flag.note}`).join("; ") : null,
    ]),
  );
}
