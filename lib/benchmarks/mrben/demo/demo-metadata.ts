// The metadata of a demo entry: defaults that say where it came from, overridden per model by an
// optional models.json beside the results files:
//   { "<model as in the file name>": { "modelName"?, "modelLink"?, "organization"?, "description"?,
//     "parameterCount"?, "openWeights"?, "priceInputUsdPerMTok"?, "priceOutputUsdPerMTok"?, "temperature"?,
//     "judgeModel"?, "notes"? } }
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_JUDGE_MODEL,
  ZSubmissionMeta,
  ZSubmissionMetaFields,
  type TSubmissionMeta,
  type TSubmissionMetaInput,
} from "@/lib/validations/submission-meta";
import { MODELS_FILE } from "./results-folder";

export const MR_BEN_REPOSITORY = "https://github.com/dvlab-research/Mr-Ben";

const ZModelOverrides = z.record(z.string(), ZSubmissionMetaFields.omit({ claimedScores: true }).partial().strict());
type ModelOverrides = Record<string, Partial<TSubmissionMetaInput>>;

export type ModelsFileResult = { ok: true; overrides: ModelOverrides; found: boolean } | { ok: false; message: string };

export function readModelsFile(dir: string): ModelsFileResult {
  const file = path.join(dir, MODELS_FILE);
  if (!existsSync(file)) return { ok: true, overrides: {}, found: false };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return { ok: false, message: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
  // Validated as input: the submission's own schema checks the merged metadata below.
  const parsed = ZModelOverrides.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      message: `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    };
  return { ok: true, overrides: data as ModelOverrides, found: true };
}

export function demoMetadata({
  modelName,
  overrides = {},
}: {
  modelName: string;
  overrides?: Partial<TSubmissionMetaInput>;
}): { ok: true; meta: TSubmissionMeta } | { ok: false; message: string } {
  const parsed = ZSubmissionMeta.safeParse({
    modelName,
    modelLink: MR_BEN_REPOSITORY,
    organization: "Unknown",
    description: `Imported by the demo command (npm run demo) from the results files of ${modelName}. Organization, size and license are not known.`,
    parameterCount: null,
    openWeights: false,
    temperature: 0,
    judgeModel: DEFAULT_JUDGE_MODEL,
    ...overrides,
  });
  if (parsed.success) return { ok: true, meta: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
  };
}
