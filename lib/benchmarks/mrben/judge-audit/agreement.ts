// How often the server's judge agrees with the submitter's verdicts: per subject and overall, with
// a Wilson 95% interval (sound for small samples and rates near 0 or 1), and the disagreements.
export interface JudgedPair {
  subject: string;
  key: string;
  /** Whether each verdict counts toward ACC_reason (mr-score's verdictCountsAsCorrect). */
  submitted: boolean;
  audited: boolean;
}

export interface AgreementFigure {
  judged: number;
  agreed: number;
  rate: number;
  interval: { low: number; high: number };
}

/** z for a two-sided 95% interval. */
const Z = 1.959963984540054;
/** Below this agreement (upper end of the interval included) a moderator is told to look. */
export const LOW_AGREEMENT = 0.8;

export function wilsonInterval(agreed: number, judged: number): { low: number; high: number } {
  if (judged === 0) return { low: 0, high: 1 };
  const p = agreed / judged;
  const denominator = 1 + (Z * Z) / judged;
  const centre = (p + (Z * Z) / (2 * judged)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / judged + (Z * Z) / (4 * judged * judged))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function figure(pairs: readonly JudgedPair[]): AgreementFigure {
  const agreed = pairs.filter((pair) => pair.submitted === pair.audited).length;
  return {
    judged: pairs.length,
    agreed,
    rate: pairs.length > 0 ? agreed / pairs.length : 0,
    interval: wilsonInterval(agreed, pairs.length),
  };
}

export function judgeAgreement({ pairs }: { pairs: readonly JudgedPair[] }) {
  const subjects = [...new Set(pairs.map((pair) => pair.subject))].sort();
  const overall = figure(pairs);
  return {
    overall,
    subjects: Object.fromEntries(
      subjects.map((subject) => [subject, figure(pairs.filter((p) => p.subject === subject))]),
    ),
    disagreements: pairs.filter((pair) => pair.submitted !== pair.audited),
    /** The whole interval lies below LOW_AGREEMENT: the submitted verdicts are likely too generous or too strict. */
    lowAgreement: overall.judged > 0 && overall.interval.high < LOW_AGREEMENT,
  };
}
