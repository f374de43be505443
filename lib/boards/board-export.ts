// GET /api/v1/benchmarks/{slug}/leaderboard?shots=0|1: a benchmark's shared board as JSON, or CSV for
// `?format=csv` or `Accept: text/csv` (docs/api.md): the rank and model of each entry, its score
// and interval under the score's name (`f1`, `f1Ci`), and what its kind exports of it. Built from
// the cached board.
import "server-only";
import { scoreKey } from "@/lib/benchmarks/kind";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { csvTable } from "@/lib/platform/csv";
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
      model: {
        name: row.model.name,
        slug: row.model.slug,
        link: row.model.link,
        organization: row.model.organization,
        parameterCount: row.model.parameterCount,
        openWeights: row.model.openWeights,
        price: row.model.price && {
          inputUsdPerMTok: row.model.price.input,
          outputUsdPerMTok: row.model.price.output,
        },
      },
      [key]: row.score,
      [`${key}Ci`]: row.interval,
      ...boardExport.entry(row),
      benchmarkVersion: row.benchmarkVersion,
      flags: row.flags.map(({ kind, note, since }) => ({ kind, note, since })),
    })),
  };
}

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
