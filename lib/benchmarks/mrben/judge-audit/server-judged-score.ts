// The file's scores had the server's judge given the verdicts: each audited record scored again by
// the official rule with the server's verdict in place of the submitted one, and the subject's
// counts moved by what changed. A verdict changes only the step and reason credits (and for
// coding both), never tp/tn, so the counts of the records not audited stay as stored.
import { computeSubjectScore, meanMrScore, scoreRecord, type SubjectCounts, type SubjectScore } from "../mr-score";

export interface RejudgedRecord {
  subject: string;
  truthCorrectness: string;
  truthFirstErrorStep: string;
  solutionCorrectness: string;
  firstErrorStep: string;
  /** The credits the record earned with the submitted verdict. */
  stepEarned: boolean;
  reasonEarned: boolean;
  /** The server judge's decision (as the official script reads it: ERROR_PARSING when unreadable). */
  serverVerdict: string;
}

export interface ServerJudgedScores {
  subjects: Record<string, SubjectScore>;
  meanMrScore: number;
}

export function serverJudgedScores({
  subjects,
  records,
}: {
  /** The stored counts of every subject of the file, in the file's subject order. */
  subjects: ReadonlyArray<{ subject: string; counts: SubjectCounts }>;
  records: readonly RejudgedRecord[];
}): ServerJudgedScores {
  const counts = new Map(subjects.map(({ subject, counts: stored }) => [subject, { ...stored }]));
  for (const record of records) {
    const subjectCounts = counts.get(record.subject);
    if (!subjectCounts) throw new Error(`an audited record's subject "${record.subject}" is not in the file's scores`);
    const decision = scoreRecord({
      subject: record.subject,
      truthCorrectness: record.truthCorrectness,
      truthFirstErrorStep: record.truthFirstErrorStep,
      solutionCorrectness: record.solutionCorrectness,
      firstErrorStep: record.firstErrorStep,
      verdict: record.serverVerdict,
    });
    subjectCounts.step_correct += Number(decision.stepEarned) - Number(record.stepEarned);
    subjectCounts.reason_correct += Number(decision.reasonEarned) - Number(record.reasonEarned);
  }
  const scored: Record<string, SubjectScore> = {};
  for (const [subject, subjectCounts] of counts) scored[subject] = computeSubjectScore(subjectCounts);
  return { subjects: scored, meanMrScore: meanMrScore({ scores: Object.values(scored).map((s) => s.mr_score) }) };
}

/**
 * Whether the official scoring reads a record's verdict, from what is stored of it: a true negative
 * whose step matched (or any coding true negative). These are the verdicts ACC_reason counts.
 */
export function verdictIsRead({
  subject,
  outcome,
  stepEarned,
}: {
  subject: string;
  outcome: string | null;
  stepEarned: boolean;
}): boolean {
  return outcome === "tn" && (subject === "coding" || stepEarned);
}
