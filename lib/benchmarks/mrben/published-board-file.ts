// A published leaderboard as a file (the MR-Ben authors' table: ../shared/mrben/published-leaderboard.json),
// read and checked whole before anything is imported: every row's model, size, average MR-Score per
// shot setting (percent, as published) and API price. Pure: the command line and the tests read it.
import { z } from "zod";
import { multiLineText, oneLineText } from "@/lib/validations/free-text";
import { modelSlug } from "@/lib/benchmarks/model-slug";

/** A reported entry as a published board gives it, ready to store. */
export interface PublishedRow {
  modelName: string;
  modelSlug: string;
  organization: string;
  description: string;
  parameterCount: bigint | null;
  openWeights: boolean;
  /** Per shot setting, the average MR-Score as a fraction (42.1 -> 0.421). */
  means: { "0"?: number; "1"?: number };
  price: { input: number; output: number } | null;
  modelLink: string;
}

export interface PublishedBoard {
  /** The first http(s) address of the file's `source`: where the numbers come from. */
  sourceUrl: string;
  judgeModel: string | null;
  rows: PublishedRow[];
}

export type PublishedBoardRead = { ok: true; board: PublishedBoard } | { ok: false; problems: string[] };

const SIZE = /^(\d+(?:\.\d+)?)\s*([MBT])$/i;
const MULTIPLIER: Record<string, number> = { M: 1e6, B: 1e9, T: 1e12 };

/** "1.8B" -> 1800000000n; null when the file gives no size. */
function parameterCount(size: string | null): bigint | null {
  if (size === null) return null;
  const [, digits, unit] = SIZE.exec(size)!;
  return BigInt(Math.round(Number(digits) * MULTIPLIER[unit!.toUpperCase()]!));
}

const ZPercent = z
  .number({ error: "must be a number (an average MR-Score in percent)" })
  .min(0, { error: "must be between 0 and 100" })
  .max(100, { error: "must be between 0 and 100" });
const ZUsd = z.number({ error: "must be a number of US dollars" }).min(0).max(100_000);
const ZHttp = z.url({ protocol: /^https?$/, error: "must be an http(s) address" });

const ZRow = z
  .object({
    group: oneLineText({ max: 200 }).optional(),
    model: oneLineText({ max: 100, required: "must name the model" }),
    params: z
      .string()
      .trim()
      .regex(SIZE, { error: 'must be a size such as "7B", "1.8B" or "350M", or null' })
      .nullable()
      .optional(),
    organization: oneLineText({ max: 100 }).optional(),
    link: ZHttp.optional(),
    mrScore: z
      .object({ "0": ZPercent.optional(), "1": ZPercent.optional() })
      .strict()
      .refine((scores) => scores["0"] !== undefined || scores["1"] !== undefined, {
        error: "needs the average of at least one shot setting (0 or 1)",
      }),
    usdPerMTok: z.object({ input: ZUsd, output: ZUsd }).strict().nullable().optional(),
  })
  .strict();

const ZFile = z
  .object({
    source: multiLineText({}).refine((text) => firstAddress(text) !== null, {
      error: "must hold the http(s) address the figures come from",
    }),
    what: multiLineText({}).optional(),
    judgeModel: oneLineText({ max: 100, required: "must name the judge model" }).optional(),
    rows: z.array(z.unknown()).min(1, { error: "must list at least one model" }).max(1000),
  })
  .strict();

function firstAddress(text: string): string | null {
  for (const word of text.split(/[\s(),]+/)) if (/^https?:\/\//.test(word) && URL.canParse(word)) return word;
  return null;
}

/** Percent with one decimal, as published, to a fraction: 45.8 -> 0.458. */
const fraction = (percent: number) => Math.round(percent * 10) / 1000;

/** Reads the file's text; every problem is named with its place (`rows[3].mrScore.0`). */
export function readPublishedBoard(text: string): PublishedBoardRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${(error as Error).message}`] };
  }
  const file = ZFile.safeParse(json);
  if (!file.success) return { ok: false, problems: file.error.issues.map(describe) };
  const problems: string[] = [];
  const rows: PublishedRow[] = [];
  const seen = new Map<string, number>();
  file.data.rows.forEach((raw, index) => {
    const parsed = ZRow.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(describe({ ...issue, path: ["rows", index, ...issue.path] }));
      return;
    }
    const row = parsed.data;
    const modelName = row.params ? `${row.model}-${row.params}` : row.model;
    const slug = modelSlug(modelName);
    const earlier = seen.get(slug);
    if (earlier !== undefined) {
      problems.push(`rows[${index}].model: "${modelName}" is the same model as rows[${earlier}]`);
      return;
    }
    seen.set(slug, index);
    const means: PublishedRow["means"] = {};
    if (row.mrScore["0"] !== undefined) means["0"] = fraction(row.mrScore["0"]);
    if (row.mrScore["1"] !== undefined) means["1"] = fraction(row.mrScore["1"]);
    rows.push({
      modelName,
      modelSlug: slug,
      organization: row.organization ?? "",
      description: row.group ? `As published by the benchmark's authors (${row.group}).` : "",
      parameterCount: parameterCount(row.params ?? null),
      openWeights: /open/i.test(row.group ?? ""),
      means,
      price: row.usdPerMTok ?? null,
      modelLink: row.link ?? "",
    });
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    board: { sourceUrl: firstAddress(file.data.source)!, judgeModel: file.data.judgeModel ?? null, rows },
  };
}

function describe(issue: { path: PropertyKey[]; message: string }): string {
  const place = issue.path.reduce<string>(
    (text, part) => (typeof part === "number" ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    "",
  );
  return `${place || "(file)"}: ${issue.message}`;
}
