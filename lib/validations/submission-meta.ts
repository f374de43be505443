// What a submitter tells about the model and the evaluation: the old GitHub issue template's
// questions plus what a leaderboard needs. Shared by the /submit form and the API.
import { z } from "zod";
import { multiLineText, oneLineText } from "./free-text";

/** A benchmark's URL-safe identity (`mr-ben`, `ord-reactions`). */
export const BENCHMARK_SLUG = /^[a-z0-9][a-z0-9-]{1,62}$/;

export const DEFAULT_JUDGE_MODEL = "gpt-4-turbo-2024-04-09";

const requiredOneLine = (max: number) => oneLineText({ max, required: "is required" });

/** A link to the model: absolute http(s) only, so no `javascript:` or `data:` link can ever render. */
export const ZHttpLink = requiredOneLine(500).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  },
  { error: "must be an http:// or https:// link" },
);

const UNITS: Record<string, bigint> = { "": 1n, K: 1_000n, M: 1_000_000n, B: 1_000_000_000n, T: 1_000_000_000_000n };
const MAX_PARAMETERS = 100_000_000_000_000n; // 100T: anything larger is a typo

/** "7B", "13.5b", "350M", "1.8T", "7000000000" or a number -> an exact parameter count. */
export function parseParameterCount(input: string | number): bigint | null {
  const raw = String(input)
    .trim()
    .replace(/[_,\s]/g, "");
  const match = /^(\d+(?:\.\d+)?)([kKmMbBtT]?)$/.exec(raw);
  if (!match) return null;
  const [, number = "", unit = ""] = match;
  const [whole = "0", fraction = ""] = number.split(".");
  const scale = UNITS[unit.toUpperCase()] ?? 1n;
  const fractionScale = 10n ** BigInt(fraction.length);
  const value = (BigInt(whole) * fractionScale + BigInt(fraction || "0")) * scale;
  if (value % fractionScale !== 0n) return null; // "1.5" parameters
  const count = value / fractionScale;
  return count > 0n && count <= MAX_PARAMETERS ? count : null;
}

const ZParameterCount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
    const count = parseParameterCount(value);
    if (count === null) {
      context.addIssue({ code: "custom", message: 'must be a parameter count such as "7B", "350M" or 7000000000' });
      return z.NEVER;
    }
    return count;
  });

const ZPercent = z
  .number({ error: "must be a number" })
  .finite()
  .min(0, { error: "must be between 0 and 100" })
  .max(100, { error: "must be between 0 and 100" });

/** A part of a benchmark a score is claimed for (an MR-Ben subject: `math`, `coding`). */
const ZPartKey = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,62}$/, { error: "must be a part of the benchmark, such as math" });

/** A claimed score for one shot setting, in percent as the official script prints it: the mean, and by part. */
const ZClaim = z
  .object({
    mean: ZPercent.optional(),
    subjects: z.record(ZPartKey, ZPercent).optional(),
  })
  .strict();

export const ZClaimedScores = z.object({ "0": ZClaim.optional(), "1": ZClaim.optional() }).strict();

/** An API price in US dollars per million tokens; empty is "not given". */
const ZPrice = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
    const price = typeof value === "number" ? value : Number(value.trim().replace(/^\$/, ""));
    if (!Number.isFinite(price) || price < 0 || price > 100_000) {
      context.addIssue({ code: "custom", message: "must be a price in US dollars per million tokens, such as 2.5" });
      return z.NEVER;
    }
    return price;
  });

/** What is wrong with one field of the metadata, and where. */
export interface FieldError {
  pointer: string;
  detail: string;
}

/** The metadata's fields alone (no rule across fields), for schemas that pick or omit some. */
export const ZSubmissionMetaFields = z
  .object({
    modelName: requiredOneLine(120),
    modelLink: ZHttpLink,
    description: multiLineText({ max: 5000, required: "is required" }),
    organization: requiredOneLine(120),
    parameterCount: ZParameterCount,
    openWeights: z.boolean({ error: "must be true or false" }),
    /** API price per million input and output tokens, USD: both or neither. */
    priceInputUsdPerMTok: ZPrice,
    priceOutputUsdPerMTok: ZPrice,
    temperature: z
      .number({ error: "must be a number" })
      .finite()
      .min(0, { error: "must be between 0 and 2" })
      .max(2, { error: "must be between 0 and 2" }),
    judgeModel: requiredOneLine(120).default(DEFAULT_JUDGE_MODEL),
    notes: multiLineText({ max: 5000 }).default(""),
    claimedScores: ZClaimedScores.nullable().optional(),
    /** The results cover part of the benchmark on purpose: sent for review without the rest, and shown so. */
    partial: z.boolean({ error: "must be true or false" }).default(false),
    /** The benchmark the results are for, by slug (MR-Ben when absent); set at creation, then fixed. */
    benchmark: z
      .string({ error: "must be a benchmark's slug" })
      .regex(BENCHMARK_SLUG, { error: "must be a benchmark's slug, such as mr-ben" })
      .optional(),
  })
  .strict();

export const ZSubmissionMeta = ZSubmissionMetaFields.superRefine((meta, context) => {
  const input = meta.priceInputUsdPerMTok;
  const output = meta.priceOutputUsdPerMTok;
  if ((input === null) !== (output === null))
    context.addIssue({
      code: "custom",
      path: [input === null ? "priceInputUsdPerMTok" : "priceOutputUsdPerMTok"],
      message: "is required with the other price: give the price of input and of output tokens, or neither",
    });
});

export type TSubmissionMetaInput = z.input<typeof ZSubmissionMeta>;
export type TSubmissionMeta = z.output<typeof ZSubmissionMeta>;
export type TClaimedScores = z.output<typeof ZClaimedScores>;

/** zod issues as the API's per-field errors. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const pointer = issue.path.map(String).join(".") || "(body)";
    const detail = issue.code === "unrecognized_keys" ? `unknown field(s): ${issue.keys.join(", ")}` : issue.message;
    return { pointer, detail: `${pointer} ${detail}`.replace(/^\(body\) /, "") };
  });
}
