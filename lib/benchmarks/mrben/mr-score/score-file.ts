// Scores a whole results file: checks its shape, scores each subject, and either returns the
// report or every reason the file cannot be scored. Invalid input is a value, never a throw.
import { BOOTSTRAP_RESAMPLES, bootstrapMrScore, subjectReplicates, type RecordContribution } from "./bootstrap";
import { DiagnosticsCollector } from "./diagnostics";
import { computeSubjectScore, meanMrScore, type SubjectCounts, type SubjectScore } from "./metrics";
import { SubjectScorer } from "./score-subject";
import { TruthIndex } from "./truth-index";
import {
  SUBJECTS,
  isSubject,
  type RecordOutcome,
  type ScoreInputError,
  type ScoreResult,
  type TruthSource,
} from "./types";
import { describeJsonType, isJsonObject } from "./validate-record";
import { SCORER } from "./version";

/** Errors listed in a failed result; the rest are counted in `omittedErrors`. */
export const MAX_REPORTED_ERRORS = 1000;

/**
 * Score a parsed results file. `truth.source` "file" takes each record's own ground truth,
 * exactly as the official script does; "benchmark" takes it from `truth.items` (the server's
 * database or the data files), and records matching no item are reported, not scored.
 * `includeItemKeys` (default true) fills RecordOutcome.itemKey; the CLI, which prints no
 * records, turns it off to skip writing every record's steps as canonical JSON.
 */
export function scoreResultsFile({
  results,
  truth,
  includeItemKeys = true,
}: {
  results: unknown;
  truth: TruthSource;
  includeItemKeys?: boolean;
}): ScoreResult {
  if (!isJsonObject(results)) {
    const error: ScoreInputError = {
      code: "not-an-object",
      subject: null,
      index: null,
      field: null,
      message: `a results file must be a JSON object of subjects, got ${describeJsonType(results)}`,
    };
    return { ok: false, scorer: { ...SCORER }, errors: [error], omittedErrors: 0 };
  }
  const scorer = new ResultsFileScorer({ truth, includeItemKeys });
  for (const key of Object.keys(results)) {
    const value = results[key];
    if (!Array.isArray(value)) {
      scorer.member(key, value);
      continue;
    }
    const subject = scorer.subject(key);
    if (subject === null) continue;
    for (const record of value) subject.add(record);
    scorer.endSubject(subject);
  }
  return scorer.finish();
}

/** What a scored record adds to its subject's bootstrap, or null when it was not scored. */
function contributionOf(record: RecordOutcome): RecordContribution | null {
  if (record.truth === null || record.outcome === null) return null;
  return {
    truthCorrect: record.truth.correctness === "correct",
    outcome: record.outcome,
    stepEarned: record.stepEarned,
    reasonEarned: record.reasonEarned,
  };
}

function contributionsOf(outcomes: readonly RecordOutcome[], from: number): RecordContribution[] {
  const contributions: RecordContribution[] = [];
  for (let i = from; i < outcomes.length; i++) {
    const contribution = contributionOf(outcomes[i]!);
    if (contribution) contributions.push(contribution);
  }
  return contributions;
}

/** Object.keys lists these keys first, in numeric order, whatever the file's order. */
const ARRAY_INDEX = /^(?:0|[1-9][0-9]{0,9})$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * A results file scored as its members arrive, in the file's order: a subject's array through
 * subject() (its records added one at a time, then endSubject()), any other member through
 * member(), then finish(). A reader can score a file without ever holding it whole; the result
 * is what scoreResultsFile gives for the object the members make.
 */
export class ResultsFileScorer {
  private readonly truth: TruthSource;
  private readonly includeItemKeys: boolean;
  private readonly errors: ScoreInputError[] = [];
  private omittedErrors = 0;
  /** Errors of keys that are array indices: Object.keys puts them first, so they are listed first. */
  private readonly indexKeyErrors: { key: number; error: ScoreInputError }[] = [];
  private readonly truthIndex: TruthIndex | null = null;
  private readonly truthErrors: ScoreInputError[] = [];
  private readonly keys = new Set<string>();
  private readonly diagnostics = new DiagnosticsCollector();
  private readonly counts: Record<string, SubjectCounts> = {};
  private readonly outcomes: RecordOutcome[] = [];
  private readonly missingVerdicts: ScoreInputError[] = [];
  private carriesJudgeStage = false;
  /** Where the current subject's outcomes start. */
  private subjectStart = 0;
  private readonly drawn = new Map<string, Float64Array>();

  constructor({ truth, includeItemKeys = true }: { truth: TruthSource; includeItemKeys?: boolean }) {
    this.truth = truth;
    this.includeItemKeys = includeItemKeys;
    if (truth.source === "benchmark") {
      const built = TruthIndex.build({ items: truth.items });
      if (built.ok) this.truthIndex = built.index;
      else this.truthErrors = built.errors;
    }
  }

  /** A member whose value is an array: the scorer of its records, or null when the key is no subject. */
  subject(key: string): SubjectScorer | null {
    if (!this.take(key)) return null;
    return new SubjectScorer({
      subject: key,
      truthIndex: this.truthIndex,
      includeItemKeys: this.includeItemKeys,
      diagnostics: this.diagnostics,
      addError: (error) => this.addError(error),
      missingVerdicts: this.missingVerdicts,
      outcomes: this.outcomes,
    });
  }

  endSubject(scorer: SubjectScorer): void {
    const scored = scorer.finish();
    this.counts[scorer.subject] = scored.counts;
    this.carriesJudgeStage ||= scored.carriesJudgeStage;
    // The subject's replicates are drawn now, not in finish(): a reader scoring as it scans spreads
    // the bootstrap over the file instead of one long step at the end.
    const records = contributionsOf(this.outcomes, this.subjectStart);
    this.subjectStart = this.outcomes.length;
    if (records.length > 0)
      this.drawn.set(scorer.subject, subjectReplicates(scorer.subject, records, BOOTSTRAP_RESAMPLES));
  }

  /** A member whose value is not an array. */
  member(key: string, value: unknown): void {
    if (!this.take(key)) return;
    this.fileError(
      "subject-not-array",
      key,
      `subject "${key}" must be an array of records, got ${describeJsonType(value)}`,
    );
  }

  /** Whether the key is a subject to score; an unknown key is an error. */
  private take(key: string): boolean {
    this.keys.add(key);
    if (isSubject(key)) return true;
    const error: ScoreInputError = {
      code: "unknown-subject",
      subject: key,
      index: null,
      field: null,
      message: `unknown subject "${key}" (expected one of: ${SUBJECTS.join(", ")})`,
    };
    if (isArrayIndex(key)) this.indexKeyErrors.push({ key: Number(key), error });
    else this.addError(error);
    return false;
  }

  private addError(error: ScoreInputError): void {
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push(error);
    else this.omittedErrors++;
  }

  private fileError(code: ScoreInputError["code"], subject: string | null, message: string): void {
    this.addError({ code, subject, index: null, field: null, message });
  }

  private failure(errors: ScoreInputError[], omittedErrors: number): ScoreResult {
    return { ok: false, scorer: { ...SCORER }, errors, omittedErrors };
  }

  finish(): ScoreResult {
    if (this.keys.size === 0) {
      const error: ScoreInputError = {
        code: "no-subjects",
        subject: null,
        index: null,
        field: null,
        message: "the results file has no subjects: nothing to score",
      };
      return this.failure([error], 0);
    }
    if (this.truthIndex === null && this.truth.source === "benchmark") {
      const errors = this.truthErrors.slice(0, MAX_REPORTED_ERRORS);
      return this.failure(errors, this.truthErrors.length - errors.length);
    }
    const firstStage = !this.carriesJudgeStage;
    if (this.missingVerdicts.length > 0) {
      if (firstStage)
        this.fileError(
          "first-stage-file",
          null,
          `this is the unscored first-stage output (…_eval_results.json): no record carries a judge verdict, but ` +
            `${this.missingVerdicts.length} record(s) need one to be scored. Run the official judge stage (score_error_reason) ` +
            `and submit the …_scored_eval_results.json it writes.`,
        );
      else this.missingVerdicts.forEach((error) => this.addError(error));
    }
    if (this.errors.length > 0 || this.indexKeyErrors.length > 0) {
      const all = [...this.indexKeyErrors.sort((a, b) => a.key - b.key).map((entry) => entry.error), ...this.errors];
      const errors = all.slice(0, MAX_REPORTED_ERRORS);
      return this.failure(errors, this.omittedErrors + all.length - errors.length);
    }

    const diagnostics = this.diagnostics;
    if (this.truthIndex !== null)
      for (const subject of this.truthIndex.itemsPerSubject.keys())
        if (!this.keys.has(subject)) diagnostics.missingSubjects.push(subject);

    const subjects: Record<string, SubjectScore> = {};
    for (const [subject, subjectCounts] of Object.entries(this.counts))
      subjects[subject] = computeSubjectScore(subjectCounts);
    const contributions = new Map<string, RecordContribution[]>(Object.keys(subjects).map((subject) => [subject, []]));
    for (const record of this.outcomes) {
      const contribution = contributionOf(record);
      if (contribution) contributions.get(record.subject)?.push(contribution);
    }
    return {
      ok: true,
      report: {
        scorer: { ...SCORER },
        truthSource: this.truth.source,
        subjects,
        meanMrScore: meanMrScore({ scores: Object.values(subjects).map((s) => s.mr_score) }),
        intervals: bootstrapMrScore({
          subjects: [...contributions].map(([subject, records]) => ({ subject, records })),
          resamples: BOOTSTRAP_RESAMPLES,
          drawn: this.drawn,
        }),
        records: this.outcomes,
        diagnostics: diagnostics.finish({ scores: subjects, firstStage }),
      },
    };
  }
}
