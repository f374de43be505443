// A predictions file scored as its benchmark's settings say: list mode, field rules and
// normalization. A normalization that compares chemistry resolves the file's molecules first
// (RDKit here, OPSIN in a child process: loaded only when a benchmark asks for them).
import {
  compileFieldRules,
  needsChemistry,
  scoreExtraction,
  scoreExtractionResolving,
  type ExtractionInputError,
  type ExtractionPrediction,
  type ExtractionReference,
  type ExtractionScoreResult,
  type MoleculeQuery,
} from "@/lib/benchmarks/extraction/extraction-score";
import type { ExtractionSettings } from "./settings";

export async function scorePredictions({
  references,
  predictions,
  settings,
}: {
  references: ExtractionReference[];
  predictions: ExtractionPrediction[];
  settings: Pick<ExtractionSettings, "matching" | "normalization" | "lists" | "fields" | "recordKey">;
}): Promise<ExtractionScoreResult> {
  const compiled = compileFieldRules(settings.fields ?? {});
  if (!compiled.ok)
    return {
      ok: false,
      errors: compiled.problems.map((problem): ExtractionInputError => ({
        code: "invalid-field-rules",
        message: `The benchmark's field rule ${problem.key} ${problem.message}`,
      })),
    };
  const input = {
    references,
    predictions,
    matching: settings.matching,
    normalization: settings.normalization,
    lists: settings.lists,
    fields: compiled.rules,
    ...(settings.recordKey !== undefined && { recordKey: settings.recordKey }),
  };
  if (!needsChemistry(settings.normalization)) return scoreExtraction(input);
  const { chemistryUnavailable, resolveMolecules } = await import("./chemistry/resolve-molecules");
  const unavailable = chemistryUnavailable();
  if (unavailable) return { ok: false, errors: [{ code: "chemistry-unavailable", message: unavailable }] };
  return scoreExtractionResolving(input, (queries: MoleculeQuery[]) => resolveMolecules(queries));
}
