// npm run db:import's body (scripts/db-import.ts): validates a benchmark's files with its kind's
// reader, then imports them in one transaction; nothing is written unless all of it is valid.
import { parseArgs } from "node:util";
import { DatasetImportError } from "@/lib/benchmarks/kind-server";
import { benchmarkKinds, defaultBenchmarkKind, findBenchmarkKind, slugReservedFrom } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { fail, runCommand, type CommandIo } from "@/lib/platform/command-io";

const MAX_PROBLEMS_SHOWN = 50;

/** `npm run db:import -- --data DIR [--kind KIND] [--if-absent]`: 0 done, 1 refused data, 2 bad usage. */
export function runDbImport(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const names = benchmarkKinds().map((kind) => kind.name);
    const listed = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
    const USAGE = `usage: npm run db:import -- --data DIR [--if-absent] [--kind ${names.join("|")}]`;

    let flags: { data?: string; "if-absent"?: boolean; kind?: string };
    try {
      flags = parseArgs({
        args,
        options: { data: { type: "string" }, "if-absent": { type: "boolean" }, kind: { type: "string" } },
      }).values;
    } catch (error) {
      fail(2, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    }
    if (!flags.data) fail(2, `--data DIR is required.\n${USAGE}`);
    const kind =
      findBenchmarkKind(flags.kind ?? defaultBenchmarkKind().name) ??
      fail(2, `--kind must be ${listed}, not "${flags.kind}".\n${USAGE}`);
    if (!env.DATABASE_URL) fail(2, "DATABASE_URL is not set: run this through `npm run db:import`.");

    const fixed = kind.fixedBenchmark;
    if (
      flags["if-absent"] &&
      fixed &&
      (await db.benchmarkVersion.count({ where: { benchmark: { slug: fixed.slug } } })) > 0
    ) {
      io.out(`${fixed.name} is already imported; skipping (run \`npm run db:import -- --data DIR\` to update it).`);
      return 0;
    }

    io.out(`Reading ${flags.data}`);
    const read = kind.readDataset(flags.data);
    if (!read.ok) {
      const { problems } = read.error;
      const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  ${problem}`);
      const more = problems.length - shown.length;
      fail(
        1,
        [
          `Nothing was imported: ${problems.length} problem(s) in the data.`,
          ...shown,
          ...(more > 0 ? [`  ...and ${more} more`] : []),
        ].join("\n"),
      );
    }
    const dataset = read.value;
    const reserved = slugReservedFrom(dataset.benchmark.slug, kind.name);
    if (reserved) fail(1, `Nothing was imported: the slug "${dataset.benchmark.slug}" is ${reserved.name}'s.`);
    for (const line of dataset.lines) io.out(line);

    try {
      const imported = await (await kind.server()).importDataset(dataset.dataset);
      for (const line of imported.lines) io.out(line);
    } catch (error) {
      if (error instanceof DatasetImportError) fail(1, `Nothing was imported: ${error.message}`);
      throw error;
    }
    return 0;
  });
}
