// What the home page shows of the benchmark: the current version and its subjects.
import "server-only";
import { compareSubjects, MRBEN_SLUG, subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";

export interface SubjectOverview {
  key: string;
  label: string;
  questions: number;
  solutions: number;
  correct: number;
  incorrect: number;
}

export interface BenchmarkOverview {
  name: string;
  versionNumber: number;
  versionNote: string;
  importedAt: Date;
  subjects: SubjectOverview[];
  totals: Omit<SubjectOverview, "key" | "label">;
}

export async function getBenchmarkOverview(): Promise<BenchmarkOverview | null> {
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmark: { slug: MRBEN_SLUG } },
    orderBy: { number: "desc" },
    include: { benchmark: true, subjects: true },
  });
  if (!version) return null;
  const subjects = version.subjects
    .map((subject) => ({
      key: subject.key,
      label: subjectLabel(subject.key),
      questions: subject.questionCount,
      solutions: subject.itemCount,
      correct: subject.correctCount,
      incorrect: subject.incorrectCount,
    }))
    .sort((a, b) => compareSubjects(a.key, b.key));
  const sum = (pick: (subject: SubjectOverview) => number) =>
    subjects.reduce((total, subject) => total + pick(subject), 0);
  return {
    name: version.benchmark.name,
    versionNumber: version.number,
    versionNote: version.note,
    importedAt: version.createdAt,
    subjects,
    totals: {
      questions: sum((subject) => subject.questions),
      solutions: sum((subject) => subject.solutions),
      correct: sum((subject) => subject.correct),
      incorrect: sum((subject) => subject.incorrect),
    },
  };
}
