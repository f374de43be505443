// The pure scorer: accuracy of answers by item id, with a deterministic percentile bootstrap interval.

export const QA_SCORER = { name: "qa-exact-match", version: "1.0.0" };

export interface QaTruth {
  ids: readonly string[];
  answers: readonly string[];
  /** TruthRecord ids, parallel to `ids` (empty off the server). */
  rowIds: readonly string[];
  /** Each question's subject, parallel to `ids`, for a benchmark with subjects. */
  subjects?: readonly string[];
}

/** A subject's questions, how many the file got right, and its accuracy with its interval. */
export interface QaSubjectResult {
  items: number;
  correct: number;
  accuracy: number;
  interval: { low: number; high: number };
}

type QaOutcome = "correct" | "wrong" | "missing";

interface QaRecord {
  position: number;
  id: string;
  answer: string | null;
  outcome: QaOutcome;
}

export interface QaResult {
  records: QaRecord[];
  items: number;
  answered: number;
  correct: number;
  accuracy: number;
  interval: { low: number; high: number };
  /** By subject key, for a benchmark with subjects (else empty). */
  subjects: Record<string, QaSubjectResult>;
  /** Submitted ids no item has (the first few), and how many there were. */
  unknownIds: string[];
  unknownCount: number;
}

const RESAMPLES = 1000;
const SEED = 0x51_41;
const SHOWN_UNKNOWN = 20;

/** mulberry32: a small seeded generator, so every run gives the same interval. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function bootstrapAccuracy(hits: readonly boolean[]): { low: number; high: number } {
  if (hits.length === 0) return { low: 0, high: 0 };
  const random = generator(SEED);
  const means: number[] = [];
  for (let resample = 0; resample < RESAMPLES; resample++) {
    let correct = 0;
    for (let draw = 0; draw < hits.length; draw++) if (hits[Math.floor(random() * hits.length)]) correct++;
    means.push(correct / hits.length);
  }
  means.sort((a, b) => a - b);
  return { low: means[Math.floor(0.025 * (RESAMPLES - 1))]!, high: means[Math.ceil(0.975 * (RESAMPLES - 1))]! };
}

export function scoreAnswers(truth: QaTruth, submitted: readonly (readonly [string, string])[]): QaResult {
  const given = new Map(submitted);
  const known = new Set(truth.ids);
  const records = truth.ids.map((id, position): QaRecord => {
    const answer = given.get(id) ?? null;
    const outcome =
      answer === null ? "missing" : answer.trim() === truth.answers[position]!.trim() ? "correct" : "wrong";
    return { position, id, answer, outcome };
  });
  const unknown = submitted.map(([id]) => id).filter((id) => !known.has(id));
  const bySubject = new Map<string, boolean[]>();
  records.forEach((record) => {
    const subject = truth.subjects?.[record.position];
    if (subject) bySubject.set(subject, [...(bySubject.get(subject) ?? []), record.outcome === "correct"]);
  });
  const correct = records.filter((record) => record.outcome === "correct").length;
  return {
    records,
    items: records.length,
    answered: records.filter((record) => record.outcome !== "missing").length,
    correct,
    accuracy: records.length === 0 ? 0 : correct / records.length,
    interval: bootstrapAccuracy(records.map((record) => record.outcome === "correct")),
    subjects: Object.fromEntries(
      [...bySubject].map(([subject, hits]) => {
        const right = hits.filter(Boolean).length;
        return [
          subject,
          { items: hits.length, correct: right, accuracy: right / hits.length, interval: bootstrapAccuracy(hits) },
        ];
      }),
    ),
    unknownIds: unknown.slice(0, SHOWN_UNKNOWN),
    unknownCount: unknown.length,
  };
}
