// Writing subjects and their items: fresh from the data files, refreshed in place when only
// their text changed, or carried over unchanged into a new version.
import "server-only";
import type { DatasetItem } from "@/lib/benchmarks/mrben/dataset/dataset-file";
import type { PreparedSubject, Tx } from "@/lib/benchmarks/mrben/dataset/import-types";
import { stepsDigestOf } from "@/lib/benchmarks/mrben/dataset/subject-digests";
import { Prisma } from "@/lib/generated/prisma/client";

function itemRow(item: DatasetItem) {
  const json = (value: unknown) =>
    value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);
  return {
    questionUuid: item.questionUuid,
    sampledModel: item.sampledModel,
    stepsDigest: stepsDigestOf(item),
    position: item.position,
    datasetKey: item.datasetKey,
    correctness: item.correctness,
    firstErrorStep: item.firstErrorStep,
    question: item.question,
    options: json(item.options),
    steps: item.steps as Prisma.InputJsonValue,
    errorReason: json(item.errorReason),
    rectifiedFirstErrorStep: json(item.rectifiedFirstErrorStep),
    originalSubject: item.originalSubject,
    extra: item.extra as Prisma.InputJsonValue,
  };
}

export function subjectCounts(items: DatasetItem[]) {
  const correctCount = items.filter((item) => item.correctness === "correct").length;
  return {
    questionCount: new Set(items.map((item) => item.datasetKey)).size,
    itemCount: items.length,
    correctCount,
    incorrectCount: items.length - correctCount,
  };
}

export async function insertSubject(
  tx: Tx,
  versionId: string,
  subject: PreparedSubject,
  log: (message: string) => void,
) {
  log(`Writing ${subject.key}: ${subject.items.length} solutions`);
  const row = await tx.benchmarkSubject.create({
    data: {
      versionId,
      key: subject.key,
      sourceFile: subject.fileName,
      truthDigest: subject.truthDigest,
      contentDigest: subject.contentDigest,
      ...subjectCounts(subject.items),
    },
  });
  await tx.benchmarkItem.createMany({
    data: subject.items.map((item) => ({ ...itemRow(item), versionId, subjectId: row.id })),
  });
}

export async function updateSubjectText(
  tx: Tx,
  versionId: string,
  subject: PreparedSubject,
  log: (message: string) => void,
) {
  log(`Updating the text of ${subject.key} (ground truth unchanged)`);
  const row = await tx.benchmarkSubject.update({
    where: { versionId_key: { versionId, key: subject.key } },
    data: { sourceFile: subject.fileName, contentDigest: subject.contentDigest, ...subjectCounts(subject.items) },
  });
  for (const item of subject.items) {
    const { questionUuid, sampledModel, stepsDigest, ...fields } = itemRow(item);
    await tx.benchmarkItem.update({
      where: {
        subjectId_questionUuid_sampledModel_stepsDigest: { subjectId: row.id, questionUuid, sampledModel, stepsDigest },
      },
      data: fields,
    });
  }
}

export async function copySubject(tx: Tx, subjectId: string, versionId: string, log: (message: string) => void) {
  const {
    items,
    id: _id,
    versionId: _from,
    createdAt: _c,
    updatedAt: _u,
    ...subject
  } = await tx.benchmarkSubject.findUniqueOrThrow({
    where: { id: subjectId },
    include: { items: true },
  });
  log(`Carrying ${subject.key} over unchanged (${items.length} solutions)`);
  const copy = await tx.benchmarkSubject.create({ data: { ...subject, versionId } });
  await tx.benchmarkItem.createMany({
    data: items.map(({ id: _itemId, createdAt: _ic, updatedAt: _iu, ...item }) => ({
      ...item,
      options: item.options ?? Prisma.DbNull,
      errorReason: item.errorReason ?? Prisma.DbNull,
      rectifiedFirstErrorStep: item.rectifiedFirstErrorStep ?? Prisma.DbNull,
      steps: item.steps as Prisma.InputJsonValue,
      extra: item.extra as Prisma.InputJsonValue,
      versionId,
      subjectId: copy.id,
    })),
  });
}
