// The k-shot demonstrations a 1-shot hosted run writes into its prompts: those the import stored for
// the run's benchmark version (k_shot_demo.json), so a run uses its own version's. Parsed once per
// content: each read asks only for the stored digest, and parses again when an import replaced it.
import "server-only";
import { db } from "@/lib/db";
import { err, type Result } from "@/lib/result";
import { parseKShotDemos, type KShotDemos } from "./k-shot-demos";

/** The version's demonstrations, or why a 1-shot run cannot have them. */
type DemosRead = Result<KShotDemos, { code: "no-demos" | "unreadable-demos"; message: string }>;

const parsed = new Map<string, { sha256: string; read: DemosRead }>();

export async function kShotDemosOf(versionId: string): Promise<DemosRead> {
  const digest = await db.benchmarkKShotDemos.findUnique({ where: { versionId }, select: { sha256: true } });
  if (!digest)
    return err({
      code: "no-demos",
      message:
        "1-shot runs need MR-Ben's k-shot demonstrations, and this benchmark version has none: import the data with its k_shot_demo.json (npm run db:import -- --data DIR)",
    });
  const cached = parsed.get(versionId);
  if (cached?.sha256 === digest.sha256) return cached.read;
  const stored = await db.benchmarkKShotDemos.findUniqueOrThrow({
    where: { versionId },
    select: { fileName: true, text: true, sha256: true },
  });
  // The import checked the file; a stored text that no longer reads is reported, not thrown.
  let data: unknown;
  try {
    data = JSON.parse(stored.text);
  } catch (error) {
    return err({
      code: "unreadable-demos",
      message: `the stored ${stored.fileName} does not read as JSON: ${(error as Error).message}`,
    });
  }
  const result = parseKShotDemos({ data, fileName: stored.fileName });
  const read: DemosRead = result.ok
    ? result
    : err({ code: "unreadable-demos", message: result.error.problems.join("; ") });
  parsed.set(versionId, { sha256: stored.sha256, read });
  return read;
}
