// npm run reported:import -- FILE [--if-absent]
// Imports a published leaderboard file (the MR-Ben authors' table) as reported entries: checked whole
// first (nothing is written if any row is wrong), then one transaction; again, it changes nothing and
// says so; a changed figure updates its entry with an audit event (actor "cli"). --if-absent skips a
// source already imported (what `npm start` does with MRBEN_PUBLISHED_BOARD).
// Run through scripts/with-database.ts, which provides DATABASE_URL or the embedded server.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { readPublishedBoard } from "@/lib/benchmarks/mrben/published-board-file";
import { hasImportedSource, importReportedBoard } from "@/lib/moderation/import-reported-board";

const USAGE = "usage: npm run reported:import -- FILE [--if-absent]";
const MAX_PROBLEMS_SHOWN = 50;

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

let parsed: ReturnType<typeof parseArgs<{ options: { "if-absent": { type: "boolean" } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { "if-absent": { type: "boolean" } }, allowPositionals: true });
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
  console.log(
    `${board.sourceUrl} is already imported; skipping (run \`npm run reported:import -- ${file}\` to update).`,
  );
  await db.$disconnect();
  process.exit(0);
}

const imported = await importReportedBoard(board);
const total = board.rows.length;
if (imported.added.length === 0 && imported.updated.length === 0) {
  console.log(`Nothing changed: the ${total} entries from ${board.sourceUrl} are as the file says.`);
} else {
  console.log(
    `Imported ${total} entries from ${board.sourceUrl}: ${imported.added.length} added, ${imported.updated.length} updated, ${imported.unchanged} unchanged.`,
  );
  if (imported.updated.length > 0) console.log(`Updated: ${imported.updated.join(", ")}`);
}
await db.$disconnect();
