// Scores a whole results file: checks its shape, scores each subject, and either returns the
// report or every reason the file cannot be scored. Invalid input is a value, never a throw.
import { bootstrapMrScore, type RecordContribution } from "./bootstrap";
import { DiagnosticsCollector } from "./diagnostics";
import { computeSubjectScore, meanMrScore, type SubjectScore } from "./metrics";
import { scoreSubject } from "./score-subject";
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
  const errors: ScoreInputError[] = [];
  let omittedErrors = 0;
  const addError = (error: ScoreInputError) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push(error);
    else omittedErrors++;
  };
  const fileError = (code: ScoreInputError["code"], subject: string | null, message: string) =>
    addError({ code, subject, index: null, field: null, message });
  const failure = (): ScoreResult => ({ ok: false, scorer: { ...SCORER }, errors, omittedErrors });

  if (!isJsonObject(results)) {
    fileError(
      "not-an-object",
      null,
      `a results file must be a JSON object of subjects, got ${describeJsonType(results)}`,
    );
    return failure();
  }
  const subjectNames = Object.keys(results);
  if (subjectNames.length === 0) {
    fileError("no-subjects", null, "the results file has no subjects: nothing to score");
    return failure();
  }

  let truthIndex: TruthIndex | null = null;
  if (truth.source === "benchmark") {
    const built = TruthIndex.build({ items: truth.items });
    if (!built.ok) {
      built.errors.forEach(addError);
      return failure();
    }
    truthIndex = built.index;
  }

  const diagnostics = new DiagnosticsCollector();
  const counts: Record<string, ReturnType<typeof scoreSubject>["counts"]> = {};
  const outcomes: RecordOutcome[] = [];
  const missingVerdicts: ScoreInputError[] = [];
  let carriesJudgeStage = false;

  for (const subject of subjectNames) {
    if (!isSubject(subject)) {
      fileError("unknown-subject", subject, `unknown subject "${subject}" (expected one of: ${SUBJECTS.join(", ")})`);
      continue;
    }
    const records = results[subject];
    if (!Array.isArray(records)) {
      fileError(
        "subject-not-array",
        subject,
        `subject "${subject}" must be an array of records, got ${describeJsonType(records)}`,
      );
      continue;
    }
    const scored = scoreSubject({
      subject,
      records,
      truthIndex,
      includeItemKeys,
      diagnostics,
      addError,
      missingVerdicts,
      outcomes,
    });
    counts[subject] = scored.counts;
    carriesJudgeStage ||= scored.carriesJudgeStage;
  }

  const firstStage = !carriesJudgeStage;
  if (missingVerdicts.length > 0) {
    if (firstStage)
      fileError(
        "first-stage-file",
        null,
        `this is the unscored first-stage output (…_eval_results.json): no record carries a judge verdict, but ` +
          `${missingVerdicts.length} record(s) need one to be scored. Run the official judge stage (score_error_reason) ` +
          `and submit the …_scored_eval_results.json it writes.`,
      );
    else missingVerdicts.forEach(addError);
  }
  if (errors.length > 0) return failure();

  if (truthIndex !== null)
    for (const subject of truthIndex.itemsPerSubject.keys())
      if (!Object.hasOwn(results, subject)) diagnostics.missingSubjects.push(subject);

  const subjects: Record<string, SubjectScore> = {};
  for (const [subject, subjectCounts] of Object.entries(counts)) subjects[subject] = computeSubjectScore(subjectCounts);
  const contributions = new Map<string, RecordContribution[]>(Object.keys(subjects).map((subject) => [subject, []]));
  for (const record of outcomes)
    if (record.truth !== null && record.outcome !== null)
      contributions.get(record.subject)?.push({
        truthCorrect: record.truth.correctness === "correct",
        outcome: record.outcome,
        stepEarned: record.stepEarned,
        reasonEarned: record.reasonEarned,
      });
  return {
    ok: true,
    report: {
      scorer: { ...SCORER },
      truthSource: truth.source,
      subjects,
      meanMrScore: meanMrScore({ scores: Object.values(subjects).map((s) => s.mr_score) }),
      intervals: bootstrapMrScore({
        subjects: [...contributions].map(([subject, records]) => ({ subject, records })),
      }),
      records: outcomes,
      diagnostics: diagnostics.finish({ scores: subjects, firstStage }),
    },
  };
}
