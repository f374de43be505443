// What a moderator enters for a reported entry: the model as a submission describes it, the
// source of the numbers, and per shot setting every subject's MR-Score in percent as published, or
// the average alone where the source gives only that (such an entry stands on the overall board
// only). Shared by the /moderation/reported/new form and the service; scores leave as fractions 0..1.
import { z } from "zod";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { ZHttpLink, ZSubmissionMetaFields } from "@/lib/validations/submission-meta";

const SETTINGS = ["0", "1"] as const;
type Setting = (typeof SETTINGS)[number];

const ZTypedScore = z.union([z.number(), z.string()]).optional().nullable();

/** "42.1" -> 0.421; percent with at most one decimal, as the paper and the site publish them. */
function percentToFraction(value: number): number {
  return Math.round(value * 10) / 1000;
}

function readPercent(raw: string | number): { ok: true; value: number } | { ok: false; message: string } {
  const text = String(raw).trim();
  if (!/^\d{1,3}(\.\d)?$/.test(text))
    return { ok: false, message: "must be a percentage such as 42.1 (at most one decimal)" };
  const value = Number(text);
  if (value > 100) return { ok: false, message: "must be between 0 and 100" };
  return { ok: true, value };
}

const isBlank = (value: string | number | null | undefined) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The schema for the board's current subjects (the form shows one field per subject and setting). */
export function reportedEntrySchema(subjects: readonly string[]) {
  const ZSettingInput = z.record(z.string(), ZTypedScore).optional();
  return ZSubmissionMetaFields.pick({
    modelName: true,
    modelLink: true,
    organization: true,
    description: true,
    parameterCount: true,
    openWeights: true,
  })
    .extend({
      sourceUrl: ZHttpLink,
      scores: z.object({ "0": ZSettingInput, "1": ZSettingInput }).strict(),
      means: z.object({ "0": ZTypedScore, "1": ZTypedScore }).strict().optional(),
    })
    .strict()
    .transform((input, context) => {
      const scores: Partial<Record<Setting, Record<string, number>>> = {};
      const means: Partial<Record<Setting, number>> = {};
      for (const setting of SETTINGS) {
        const typed = input.scores[setting] ?? {};
        const mean = input.means?.[setting];
        const unknown = Object.keys(typed).filter((key) => !subjects.includes(key) && !isBlank(typed[key]));
        for (const key of unknown)
          context.addIssue({
            code: "custom",
            path: ["scores", setting, key],
            message: `is not a subject of the current benchmark`,
          });
        if (subjects.every((key) => isBlank(typed[key]))) {
          // No subject given: the setting is the average alone, or not reported at all.
          if (mean === undefined || mean === null || isBlank(mean)) continue;
          const read = readPercent(mean);
          if (!read.ok) context.addIssue({ code: "custom", path: ["means", setting], message: read.message });
          else means[setting] = percentToFraction(read.value);
          continue;
        }
        if (!isBlank(mean))
          context.addIssue({
            code: "custom",
            path: ["means", setting],
            message: `must be empty when the subjects' ${setting}-shot scores are given: the average is their mean`,
          });
        const fractions: Record<string, number> = {};
        for (const key of subjects) {
          const raw = typed[key];
          if (raw === undefined || raw === null || isBlank(raw)) {
            context.addIssue({
              code: "custom",
              path: ["scores", setting, key],
              message: `is required: ${subjectLabel(key)} has no ${setting}-shot score (every subject of a setting is needed)`,
            });
            continue;
          }
          const read = readPercent(raw);
          if (!read.ok) context.addIssue({ code: "custom", path: ["scores", setting, key], message: read.message });
          else fractions[key] = percentToFraction(read.value);
        }
        scores[setting] = fractions;
      }
      if (!scores["0"] && !scores["1"] && Object.keys(means).length === 0 && context.issues.length === 0)
        context.addIssue({
          code: "custom",
          path: ["scores"],
          message: "need the scores of at least one shot setting (0-shot or 1-shot), per subject or the average",
        });
      return { ...input, scores, means };
    });
}

export type TReportedEntry = z.output<ReturnType<typeof reportedEntrySchema>>;
