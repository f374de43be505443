// How an incoming subject's items and ground truth differ from the stored subject's, for the
// note of a new benchmark version.
import type { PreparedSubject, TruthDiff, Tx } from "@/lib/benchmarks/mrben/dataset/import-types";
import type { SubjectChange } from "@/lib/benchmarks/mrben/dataset/plan-import";
import { stepsDigestOf } from "@/lib/benchmarks/mrben/dataset/subject-digests";

export async function diffTruth(
  tx: Tx,
  storedSubjects: Array<{ id: string; key: string }>,
  incoming: PreparedSubject[],
  changes: Record<string, SubjectChange>,
): Promise<Map<string, TruthDiff>> {
  const diffs = new Map<string, TruthDiff>();
  for (const subject of incoming) {
    const stored = storedSubjects.find((candidate) => candidate.key === subject.key);
    if (!stored || changes[subject.key] !== "truth-changed") continue;
    const rows = await tx.benchmarkItem.findMany({
      where: { subjectId: stored.id },
      select: { questionUuid: true, sampledModel: true, stepsDigest: true, correctness: true, firstErrorStep: true },
    });
    const key = (row: { questionUuid: string; sampledModel: string; stepsDigest: string }) =>
      `${row.questionUuid}\t${row.sampledModel}\t${row.stepsDigest}`;
    const before = new Map(rows.map((row) => [key(row), `${row.correctness}\t${row.firstErrorStep}`]));
    const diff: TruthDiff = { added: 0, removed: 0, truthChanged: 0 };
    const seen = new Set<string>();
    for (const item of subject.items) {
      const itemKey = key({ ...item, stepsDigest: stepsDigestOf(item) });
      seen.add(itemKey);
      const truth = before.get(itemKey);
      if (truth === undefined) diff.added += 1;
      else if (truth !== `${item.correctness}\t${item.firstErrorStep}`) diff.truthChanged += 1;
    }
    diff.removed = [...before.keys()].filter((itemKey) => !seen.has(itemKey)).length;
    diffs.set(subject.key, diff);
  }
  return diffs;
}
