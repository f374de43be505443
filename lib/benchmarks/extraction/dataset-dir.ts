// An extraction benchmark on disk: `benchmark.json` (its identity and how it is scored) and
// `references.jsonl` (the references, one per line). Read for `db:import --kind extraction` and
// for `npm run score -- FILE --kind extraction --truth DIR`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  checkRulePaths,
  compileFieldRules,
  compilePathPattern,
  getNormalization,
  NORMALIZATIONS,
  readReferencesJsonl,
  referencePaths,
  type ExtractionReference,
  type FieldRuleDescription,
  type ListMode,
  type MatchingMode,
} from "@/lib/benchmarks/extraction/extraction-score";
import { BENCHMARK_SLUG } from "@/lib/validations/submission-meta";
import type { DatasetFailure } from "@/lib/benchmarks/kind";
import { err, ok, type Result } from "@/lib/result";

interface ExtractionManifest {
  slug: string;
  name: string;
  description: string;
  matching: MatchingMode;
  normalization: string;
  lists: ListMode;
  /** The field rules, checked against the references, in the order they are tried (empty: all exact). */
  fields: FieldRuleDescription[];
  /** A field path whose value identifies a record (lets optimal matching prune pairs). */
  recordKey?: string;
  source?: string;
  license?: string;
}

export const MANIFEST_FILE = "benchmark.json";
export const REFERENCES_FILE = "references.jsonl";

const ZManifest = z
  .object({
    slug: z
      .string()
      .regex(BENCHMARK_SLUG, { error: "must be lower-case letters, digits and dashes, 2 to 63 characters" }),
    name: z.string().trim().min(1).max(120),
    description: z.string().max(5000).default(""),
    matching: z.enum(["aligned", "optimal"]).default("aligned"),
    normalization: z
      .string()
      .default("none")
      .refine((name) => getNormalization(name) !== null, {
        error: `is not a known normalization (${Object.keys(NORMALIZATIONS).join(", ")})`,
      }),
    lists: z.enum(["book", "matched"]).default("book"),
    // Checked with the references below: a rule names paths the references must have.
    fields: z.unknown().optional(),
    recordKey: z.string().min(1).max(1000).optional(),
    source: z.string().max(500).optional(),
    license: z.string().max(200).optional(),
  })
  .strict();

export interface ExtractionDataset {
  manifest: ExtractionManifest;
  references: ExtractionReference[];
}

/** The folder read and checked whole; a missing or unreadable file is one of its problems. */
export type ExtractionDatasetResult = Result<ExtractionDataset, DatasetFailure>;

const invalid = (problems: string[]) => err({ code: "invalid-dataset" as const, problems });

export function readExtractionDatasetDir(dir: string): ExtractionDatasetResult {
  const read = (name: string): Result<string, string> => {
    try {
      return ok(readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return err(`${name}: ${code === "ENOENT" ? "missing" : `cannot be read (${code})`} in ${dir}`);
    }
  };
  const manifestFile = read(MANIFEST_FILE);
  const referencesFile = read(REFERENCES_FILE);
  const problems: string[] = [];
  if (!manifestFile.ok) problems.push(manifestFile.error);
  if (!referencesFile.ok) problems.push(referencesFile.error);
  if (!manifestFile.ok || !referencesFile.ok) return invalid(problems);

  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(manifestFile.value);
  } catch (error) {
    problems.push(`${MANIFEST_FILE}: not JSON (${(error as Error).message})`);
  }
  const manifest = manifestJson === undefined ? null : ZManifest.safeParse(manifestJson);
  if (manifest && !manifest.success)
    for (const issue of manifest.error.issues)
      problems.push(`${MANIFEST_FILE}: ${issue.path.join(".") || "(file)"} ${issue.message}`);
  const references = readReferencesJsonl({ text: referencesFile.value });
  if (!references.ok) {
    for (const problem of references.problems)
      problems.push(`${REFERENCES_FILE} line ${problem.line}: ${problem.message}`);
    if (references.total > references.problems.length)
      problems.push(`${REFERENCES_FILE}: ...and ${references.total - references.problems.length} more problems`);
  }
  if (problems.length > 0 || !manifest?.success || !references.ok) return invalid(problems);
  const scoring = checkScoringRules(
    manifest.data,
    references.references.map((reference) => reference.reference),
  );
  if (!scoring.ok) return invalid(scoring.error.map((problem) => `${MANIFEST_FILE}: ${problem}`));
  const { fields: _declared, recordKey, ...rest } = manifest.data;
  return ok({
    manifest: { ...rest, fields: scoring.value, ...(recordKey !== undefined && { recordKey }) },
    references: references.references,
  });
}

/** The field rules and record key, refused with the offending key named when the references lack their paths. */
function checkScoringRules(
  manifest: { fields?: unknown; recordKey?: string },
  references: ExtractionReference["reference"][],
): Result<FieldRuleDescription[], string[]> {
  const compiled = compileFieldRules(manifest.fields);
  // The rules that compiled have their paths checked too, so one pass names every problem.
  const problems = compiled.ok
    ? checkRulePaths(compiled.rules, references)
    : [...compiled.problems, ...checkRulePaths(compiled.partial, references)];
  const messages = problems.map((problem) => `${problem.key}: ${problem.message}`);
  if (manifest.recordKey !== undefined) {
    const pattern = compilePathPattern(manifest.recordKey);
    if (!pattern.ok || !pattern.pattern.plain || manifest.recordKey.includes("[]"))
      messages.push('recordKey: must be one field path, keys joined by "." (no "*", "**" or "[]")');
    else if (!referencePaths(references).leaves.has(manifest.recordKey))
      messages.push("recordKey: matches no field of the references");
  }
  if (messages.length > 0 || !compiled.ok) return err(messages);
  return ok(compiled.rules.describe());
}
