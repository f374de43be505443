// npm run reported:import -- FILE [--if-absent] (a command of MR-Ben's, run by scripts/kind-command.ts
// through scripts/with-database.ts): a published leaderboard file imported
// as reported entries, checked whole first, then one transaction; a changed figure is an audit event.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { readPublishedBoard } from "@/lib/benchmarks/mrben/published-board-file";
import { hasImportedSource, importReportedBoard } from "@/lib/benchmarks/mrben/reported/import-reported-board";
import { fail, runCommand, type CommandIo } from "@/lib/platform/command-io";

const USAGE = "usage: npm run reported:import -- FILE [--if-absent]";
const MAX_PROBLEMS_SHOWN = 50;

/** `npm run reported:import -- FILE [--if-absent]`: 0 done, 1 refused file, 2 bad usage. */
export function runReportedImport(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    let parsed: ReturnType<typeof parseArgs<{ options: { "if-absent": { type: "boolean" } }; allowPositionals: true }>>;
    try {
      parsed = parseArgs({ args, options: { "if-absent": { type: "boolean" } }, allowPositionals: true });
    } catch (error) {
      fail(2, `${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    }
    const [file, ...extra] = parsed.positionals;
    if (!file || extra.length > 0) fail(2, `${file ? "expected one FILE" : "missing FILE"}\n${USAGE}`);
    if (!env.DATABASE_URL) fail(2, "DATABASE_URL is not set: run this through `npm run reported:import`.");

    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      fail(2, `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n${USAGE}`);
    }
    const read = readPublishedBoard(text);
    if (!read.ok) {
      const shown = read.problems.slice(0, MAX_PROBLEMS_SHOWN).map((problem) => `  ${problem}`);
      const more = read.problems.length - shown.length;
      fail(
        1,
        [
          `Nothing was imported: ${read.problems.length} problem(s) in ${file}.`,
          ...shown,
          ...(more > 0 ? [`  ...and ${more} more`] : []),
        ].join("\n"),
      );
    }
    const { board } = read;
    if (parsed.values["if-absent"] && (await hasImportedSource(board.sourceUrl))) {
      io.out(
        `${board.sourceUrl} is already imported; skipping (run \`npm run reported:import -- ${file}\` to update).`,
      );
      return 0;
    }

    const imported = await importReportedBoard(board);
    const total = board.rows.length;
    if (imported.added.length === 0 && imported.updated.length === 0) {
      io.out(`Nothing changed: the ${total} entries from ${board.sourceUrl} are as the file says.`);
    } else {
      io.out(
        `Imported ${total} entries from ${board.sourceUrl}: ${imported.added.length} added, ${imported.updated.length} updated, ${imported.unchanged} unchanged.`,
      );
      if (imported.updated.length > 0) io.out(`Updated: ${imported.updated.join(", ")}`);
    }
    return 0;
  });
}
