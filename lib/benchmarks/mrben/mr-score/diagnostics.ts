// Collects the diagnostics reported with every score (mr-score.md "Diagnostics worth
// reporting"): bounded lists with exact totals, so a hostile file cannot bloat a report.
import type { SubjectScore } from "./metrics";
import { officialDivisionFailures } from "./metrics";
import type { Bounded, Diagnostics, Quirk, QuirkCounts } from "./types";

/** Entries kept per diagnostic list; totals stay exact. */
export const MAX_LISTED = 200;
/** Distinct verdict values / judge models listed (the most frequent first). */
export const MAX_DISTINCT_LISTED = 100;
/** Uploaded strings quoted in a report are cut to this many characters. */
const MAX_QUOTED_CHARS = 200;

function clip(text: string): string {
  return text.length <= MAX_QUOTED_CHARS ? text : `${text.slice(0, MAX_QUOTED_CHARS)}…`;
}

/** A JSON value quoted from an upload: short strings and scalars as they are, the rest described. */
export function quote(value: unknown): unknown {
  if (typeof value === "string") return clip(value);
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  return Array.isArray(value) ? "(an array)" : `(${typeof value})`;
}

function bounded<T>(): Bounded<T> {
  return { total: 0, items: [] };
}

function push<T>(list: Bounded<T>, item: T): void {
  list.total++;
  if (list.items.length < MAX_LISTED) list.items.push(item);
}

function topCounts(counts: Map<string, number>): [string, number][] {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_DISTINCT_LISTED);
}

const QUIRK_COUNTER: Record<Quirk, keyof QuirkCounts> = {
  "bare-digit-step": "bareDigitStep",
  "step-above-29": "stepAbove29",
  "incorrect-verdict-credited": "incorrectVerdictCredited",
  "coding-fall-through-credit": "codingFallThroughCredit",
  "coding-empty-truth-step": "codingEmptyTruthStep",
};

export class DiagnosticsCollector {
  readonly coverage: Diagnostics["coverage"] = {};
  readonly duplicates = bounded<{ subject: string; index: number; firstIndex: number }>();
  readonly unknownRecords = bounded<{
    subject: string;
    index: number;
    questionUuid: string | null;
    sampledModel: string | null;
  }>();
  readonly truthMismatches = bounded<{
    subject: string;
    index: number;
    fields: { field: string; uploaded: unknown; benchmark: string }[];
  }>();
  readonly unusualTruthValues = bounded<{ subject: string; index: number; value: string }>();
  readonly parseMismatches: Diagnostics["parseMismatches"] = {
    ...bounded<{ subject: string; index: number; fields: string[] }>(),
    byField: { solution_correctness: 0, first_error_step: 0, error_reason: 0 },
    rawResponseMissing: 0,
  };
  private readonly verdictValues = new Map<string, number>();
  private readonly verdictCounts = new Map<string, boolean>();
  private countedAsCorrect = 0;
  private notCountedAsCorrect = 0;
  private malformedVerdicts = 0;
  private readonly judgeModels = new Map<string, number>();
  readonly review: Diagnostics["review"] = {
    needingVerdict: 0,
    withVerdict: 0,
    needingWithoutVerdict: 0,
    readByScoring: 0,
    reviewFlagMismatches: 0,
  };
  readonly quirks: QuirkCounts = {
    bareDigitStep: 0,
    stepAbove29: 0,
    incorrectVerdictCredited: 0,
    codingFallThroughCredit: 0,
    codingEmptyTruthStep: 0,
  };
  readonly missingSubjects: string[] = [];

  addDuplicate(entry: { subject: string; index: number; firstIndex: number }): void {
    push(this.duplicates, entry);
  }
  addUnknownRecord(entry: {
    subject: string;
    index: number;
    questionUuid: string | null;
    sampledModel: string | null;
  }) {
    push(this.unknownRecords, entry);
  }
  addTruthMismatch(entry: {
    subject: string;
    index: number;
    fields: { field: string; uploaded: unknown; benchmark: string }[];
  }) {
    push(this.truthMismatches, entry);
  }
  addUnusualTruthValue(entry: { subject: string; index: number; value: string }): void {
    push(this.unusualTruthValues, { ...entry, value: clip(entry.value) });
  }
  addParseMismatch(entry: {
    subject: string;
    index: number;
    fields: (keyof Diagnostics["parseMismatches"]["byField"])[];
  }) {
    for (const field of entry.fields) this.parseMismatches.byField[field]++;
    push(this.parseMismatches, entry);
  }
  addRawResponseMissing(): void {
    this.parseMismatches.rawResponseMissing++;
  }
  addVerdict({
    verdict,
    countsAsCorrect,
    judgeModel,
  }: {
    verdict: string;
    countsAsCorrect: boolean;
    judgeModel: string | null;
  }) {
    const value = clip(verdict);
    this.verdictValues.set(value, (this.verdictValues.get(value) ?? 0) + 1);
    this.verdictCounts.set(value, countsAsCorrect);
    if (countsAsCorrect) this.countedAsCorrect++;
    else this.notCountedAsCorrect++;
    if (judgeModel !== null) {
      const model = clip(judgeModel);
      this.judgeModels.set(model, (this.judgeModels.get(model) ?? 0) + 1);
    }
  }
  addMalformedVerdict(): void {
    this.malformedVerdicts++;
  }
  addQuirks(quirks: readonly Quirk[]): void {
    for (const quirk of quirks) this.quirks[QUIRK_COUNTER[quirk]]++;
  }

  finish({ scores, firstStage }: { scores: Record<string, SubjectScore>; firstStage: boolean }): Diagnostics {
    const officialScriptWouldFail = Object.entries(scores)
      .map(([subject, score]) => ({ subject, reasons: officialDivisionFailures(score) }))
      .filter((entry) => entry.reasons.length > 0);
    return {
      coverage: this.coverage,
      missingSubjects: this.missingSubjects,
      duplicates: this.duplicates,
      unknownRecords: this.unknownRecords,
      truthMismatches: this.truthMismatches,
      unusualTruthValues: this.unusualTruthValues,
      parseMismatches: this.parseMismatches,
      verdicts: {
        values: topCounts(this.verdictValues).map(([value, count]) => ({
          value,
          count,
          countsAsCorrect: this.verdictCounts.get(value) ?? false,
        })),
        distinctValues: this.verdictValues.size,
        countedAsCorrect: this.countedAsCorrect,
        notCountedAsCorrect: this.notCountedAsCorrect,
        malformed: this.malformedVerdicts,
      },
      judgeModels: topCounts(this.judgeModels).map(([model, count]) => ({ model, count })),
      review: this.review,
      quirks: this.quirks,
      officialScriptWouldFail,
      firstStage,
    };
  }
}
