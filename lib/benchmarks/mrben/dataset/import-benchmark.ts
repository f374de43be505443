// Imports MR-Ben data files into the database in one transaction. Unchanged data changes
// nothing; new subjects and text-only fixes go into the current version; changed ground truth
// makes a new version (copying the subjects the import does not touch), so scores already
// computed keep the truth they were computed against. The k-shot demonstrations, when given, are
// stored for the version the import ends at (a new version keeps the last one's when given none).
import "server-only";
import { diffTruth } from "@/lib/benchmarks/mrben/dataset/diff-truth";
import type { ImportSubjectInput, PreparedSubject, TruthDiff, Tx } from "@/lib/benchmarks/mrben/dataset/import-types";
import { MRBEN_NAME, MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { planImport, type ImportPlan, type SubjectChange } from "@/lib/benchmarks/mrben/dataset/plan-import";
import {
  subjectContentDigest,
  subjectTruthDigest,
  versionTruthDigest,
} from "@/lib/benchmarks/mrben/dataset/subject-digests";
import {
  copySubject,
  insertSubject,
  subjectCounts,
  updateSubjectText,
} from "@/lib/benchmarks/mrben/dataset/write-subjects";
import { storeKShotDemos, type KShotDemosChange } from "@/lib/benchmarks/mrben/dataset/store-k-shot-demos";
import type { KShotDemosFile } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { db } from "@/lib/db";

export type { ImportSubjectInput };

interface ImportedSubjectSummary {
  key: string;
  fileName: string;
  questions: number;
  items: number;
  correct: number;
  incorrect: number;
  change: SubjectChange;
  truthDiff: TruthDiff | null;
}

export interface ImportSummary {
  plan: ImportPlan["kind"];
  versionNumber: number;
  subjects: ImportedSubjectSummary[];
  kShotDemos: KShotDemosChange;
}

/** Serialises concurrent imports (two instances starting with MRBEN_DATA_DIR at once). */
const IMPORT_LOCK_KEY = 4_627_301;

export async function importBenchmark({
  subjects,
  kShotDemos = null,
  log = () => {},
}: {
  subjects: ImportSubjectInput[];
  /** k_shot_demo.json, when the data has it. */
  kShotDemos?: KShotDemosFile | null;
  log?: (message: string) => void;
}): Promise<ImportSummary> {
  const prepared: PreparedSubject[] = subjects.map((subject) => ({
    ...subject,
    truthDigest: subjectTruthDigest(subject.items),
    contentDigest: subjectContentDigest(subject.items),
  }));

  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`;
      const benchmark = await tx.benchmark.upsert({
        where: { slug: MRBEN_SLUG },
        create: { slug: MRBEN_SLUG, name: MRBEN_NAME },
        update: {},
      });
      const current = await tx.benchmarkVersion.findFirst({
        where: { benchmarkId: benchmark.id },
        orderBy: { number: "desc" },
        include: { subjects: true },
      });
      const plan = planImport({
        current,
        incoming: prepared.map(({ key, truthDigest, contentDigest }) => ({ key, truthDigest, contentDigest })),
      });
      const truthDiffs = current
        ? await diffTruth(tx, current.subjects, prepared, plan.changes)
        : new Map<string, TruthDiff>();

      let versionNumber: number;
      let versionId: string;
      switch (plan.kind) {
        case "nothing":
          versionNumber = plan.versionNumber;
          versionId = current!.id;
          break;
        case "first-version": {
          versionNumber = 1;
          const note = `First import: ${prepared.map((subject) => subject.key).join(", ")}.`;
          const version = await tx.benchmarkVersion.create({
            data: { benchmarkId: benchmark.id, number: 1, truthDigest: "", note },
          });
          versionId = version.id;
          for (const subject of prepared) await insertSubject(tx, version.id, subject, log);
          await refreshVersionDigest(tx, version.id);
          break;
        }
        case "update-current": {
          versionNumber = plan.versionNumber;
          versionId = current!.id;
          for (const subject of prepared) {
            const change = plan.changes[subject.key];
            if (change === "new") await insertSubject(tx, versionId, subject, log);
            if (change === "text-updated") await updateSubjectText(tx, versionId, subject, log);
          }
          await refreshVersionDigest(tx, versionId);
          break;
        }
        case "new-version": {
          versionNumber = plan.versionNumber;
          const changed = Object.entries(plan.changes)
            .filter(([, change]) => change === "truth-changed")
            .map(([key]) => describeTruthChange(key, truthDiffs.get(key)));
          const note = `Ground truth changed from version ${plan.fromVersion}: ${changed.join("; ")}.`;
          const version = await tx.benchmarkVersion.create({
            data: { benchmarkId: benchmark.id, number: versionNumber, truthDigest: "", note },
          });
          versionId = version.id;
          const incomingKeys = new Set(prepared.map((subject) => subject.key));
          for (const kept of current!.subjects.filter((subject) => !incomingKeys.has(subject.key))) {
            await copySubject(tx, kept.id, version.id, log);
          }
          for (const subject of prepared) await insertSubject(tx, version.id, subject, log);
          await refreshVersionDigest(tx, version.id);
          break;
        }
      }

      const demosChange = await storeKShotDemos(tx, {
        versionId,
        previousVersionId: plan.kind === "new-version" ? current!.id : null,
        file: kShotDemos,
      });

      return {
        plan: plan.kind,
        versionNumber,
        kShotDemos: demosChange,
        subjects: prepared.map((subject) =>
          summarise(subject, plan.changes[subject.key] ?? "unchanged", truthDiffs.get(subject.key) ?? null),
        ),
      };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

function summarise(
  subject: PreparedSubject,
  change: SubjectChange,
  truthDiff: TruthDiff | null,
): ImportedSubjectSummary {
  const counts = subjectCounts(subject.items);
  return {
    key: subject.key,
    fileName: subject.fileName,
    questions: counts.questionCount,
    items: counts.itemCount,
    correct: counts.correctCount,
    incorrect: counts.incorrectCount,
    change,
    truthDiff,
  };
}

function describeTruthChange(key: string, diff: TruthDiff | undefined): string {
  if (!diff) return key;
  return `${key} (${diff.added} added, ${diff.removed} removed, ${diff.truthChanged} with different truth)`;
}

async function refreshVersionDigest(tx: Tx, versionId: string) {
  const subjects = await tx.benchmarkSubject.findMany({
    where: { versionId },
    select: { key: true, truthDigest: true },
  });
  await tx.benchmarkVersion.update({ where: { id: versionId }, data: { truthDigest: versionTruthDigest(subjects) } });
}
