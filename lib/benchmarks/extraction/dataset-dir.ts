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

export type ExtractionDatasetResult = ({ ok: true } & ExtractionDataset) | { ok: false; problems: string[] };

export function readExtractionDatasetDir(dir: string): ExtractionDatasetResult {
  const read = (name: string): { ok: true; text: string } | { ok: false; problem: string } => {
    try {
      return { ok: true, text: readFileSync(path.join(dir, name), "utf8") };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return { ok: false, problem: `${name}: ${code === "ENOENT" ? "missing" : `cannot be read (${code})`} in ${dir}` };
    }
  };
  const manifestFile = read(MANIFEST_FILE);
  const referencesFile = read(REFERENCES_FILE);
  const problems: string[] = [];
  if (!manifestFile.ok) problems.push(manifestFile.problem);
  if (!referencesFile.ok) problems.push(referencesFile.problem);
  if (!manifestFile.ok || !referencesFile.ok) return { ok: false, problems };

  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(manifestFile.text);
  } catch (error) {
    problems.push(`${MANIFEST_FILE}: not JSON (${(error as Error).message})`);
  }
  const manifest = manifestJson === undefined ? null : ZManifest.safeParse(manifestJson);
  if (manifest && !manifest.success)
    for (const issue of manifest.error.issues)
      problems.push(`${MANIFEST_FILE}: ${issue.path.join(".") || "(file)"} ${issue.message}`);
  const references = readReferencesJsonl({ text: referencesFile.text });
  if (!references.ok) {
    for (const problem of references.problems)
      problems.push(`${REFERENCES_FILE} line ${problem.line}: ${problem.message}`);
    if (references.total > references.problems.length)
      problems.push(`${REFERENCES_FILE}: ...and ${references.total - references.problems.length} more problems`);
  }
  if (problems.length > 0 || !manifest?.success || !references.ok) return { ok: false, problems };
  const scoring = checkScoringRules(
    manifest.data,
    references.references.map((reference) => reference.reference),
  );
  if (!scoring.ok) return { ok: false, problems: scoring.problems.map((problem) => `${MANIFEST_FILE}: ${problem}`) };
  const { fields: _declared, recordKey, ...rest } = manifest.data;
  return {
    ok: true,
    manifest: { ...rest, fields: scoring.fields, ...(recordKey !== undefined && { recordKey }) },
    references: references.references,
  };
}

/** The field rules and record key, refused with the offending key named when the references lack their paths. */
function checkScoringRules(
  manifest: { fields?: unknown; recordKey?: string },
  references: ExtractionReference["reference"][],
): { ok: true; fields: FieldRuleDescription[] } | { ok: false; problems: string[] } {
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
  if (messages.length > 0 || !compiled.ok) return { ok: false, problems: messages };
  return { ok: true, fields: compiled.rules.describe() };
}
