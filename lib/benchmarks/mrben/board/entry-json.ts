// The pieces of a board entry that every export document (leaderboard-json.ts, model-json.ts)
// writes the same way: scores with intervals, the model, the submission and the API links.
// Part of the public contract (docs/api.md): keep the field names and their order.
import type { EntryTier, IntervalScore, ModelEntry, Shots } from "@/lib/benchmarks/mrben/board/types";

export type ScoreJson = { value: number; ciLow: number | null; ciHigh: number | null };

export type EntryModelJson = {
  slug: string;
  name: string;
  organization: string;
  link: string;
  parameterCount: number | null;
  openWeights: boolean;
};

export type EntrySubmissionJson = {
  submissionId: string;
  approvedAt: string;
  /** "reported": MR-Scores as a source published them, not rescored (no file, no intervals). */
  verification: "verified" | "reported";
  /** "evaluated": the portal asked the model itself (hosted runs); "rescored": uploaded files rescored here; "reported". */
  tier: EntryTier;
  /** The reported entry's source; null for verified entries. */
  sourceUrl: string | null;
  judgeModel: string | null;
  /** API price in USD per million tokens, when the submission or a source gives it. */
  price: { inputUsdPerMTok: number; outputUsdPerMTok: number } | null;
  /** A verified entry's model as a source reports it: its average per shot setting (fractions). */
  reported: { mean: { "0": number | null; "1": number | null }; sourceUrl: string } | null;
  /** Moderators' standing flags on the entry ("contamination_suspected", "setup_differs"), with their notes. */
  flags: { kind: string; note: string; since: string }[];
};

export const scoreJson = ({ value, ciLow, ciHigh }: IntervalScore): ScoreJson => ({ value, ciLow, ciHigh });

/** The model; the model document also carries its description, after the link. */
export function entryModelJson(entry: ModelEntry): EntryModelJson;
export function entryModelJson(
  entry: ModelEntry,
  options: { withDescription: true },
): EntryModelJson & { description: string };
export function entryModelJson(entry: ModelEntry, { withDescription = false } = {}) {
  return {
    slug: entry.slug,
    name: entry.modelName,
    organization: entry.organization,
    link: entry.modelLink,
    ...(withDescription ? { description: entry.description } : {}),
    parameterCount: entry.parameterCount,
    openWeights: entry.openWeights,
  };
}

export function entrySubmissionJson(entry: ModelEntry): EntrySubmissionJson {
  return {
    submissionId: entry.submissionId,
    approvedAt: entry.approvedAt,
    verification: entry.verification,
    tier: entry.tier,
    sourceUrl: entry.sourceUrl,
    judgeModel: entry.judgeModel,
    price: entry.price && { inputUsdPerMTok: entry.price.input, outputUsdPerMTok: entry.price.output },
    reported: entry.reportedBeside && {
      mean: { "0": entry.reportedBeside.means["0"] ?? null, "1": entry.reportedBeside.means["1"] ?? null },
      sourceUrl: entry.reportedBeside.sourceUrl,
    },
    flags: entry.flags.map(({ kind, note, since }) => ({ kind, note, since })),
  };
}

/** The model's badge, 0-shot unless asked for the 1-shot one. */
export function badgeUrl(slug: string, shots: Shots = 0): string {
  return `/api/v1/badges/${encodeURIComponent(slug)}.svg${shots === 1 ? "?shots=1" : ""}`;
}

/** The original results file of a run, as uploaded (public once the submission is approved). */
export function resultsFileUrl(submissionId: string, shots: Shots): string {
  return `/api/v1/submissions/${encodeURIComponent(submissionId)}/results/${shots}`;
}

/** A reported entry has no results file here. */
export function entryResultsFileUrl(entry: ModelEntry, shots: Shots): string | null {
  return entry.verification === "reported" ? null : resultsFileUrl(entry.submissionId, shots);
}
