// Digests that tell whether an import changes a subject: the truth digest covers what scores
// depend on (which items exist and their ground truth); the content digest covers every stored
// field. Both are independent of the order records are listed in, except the content digest,
// which also covers each item's position in its file.
import { createHash } from "node:crypto";
import { canonicalJson } from "@/lib/benchmarks/mrben/mr-score";
import type { DatasetItem } from "@/lib/benchmarks/mrben/dataset/dataset-file";

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function stepsDigestOf(item: Pick<DatasetItem, "stepsKey">): string {
  return sha256Hex(item.stepsKey);
}

function identityLine(item: DatasetItem): string {
  return canonicalJson([item.questionUuid, item.sampledModel, item.stepsKey]);
}

export function subjectTruthDigest(items: DatasetItem[]): string {
  const lines = items.map(
    (item) => `${identityLine(item)}\t${item.correctness}\t${canonicalJson(item.firstErrorStep)}`,
  );
  return sha256Hex(lines.sort().join("\n"));
}

export function subjectContentDigest(items: DatasetItem[]): string {
  const lines = items.map((item) =>
    canonicalJson([
      identityLine(item),
      item.position,
      item.datasetKey,
      item.correctness,
      item.firstErrorStep,
      item.question,
      item.options,
      item.errorReason,
      item.rectifiedFirstErrorStep,
      item.originalSubject,
      item.extra,
    ]),
  );
  return sha256Hex(lines.sort().join("\n"));
}

/** The digest of a whole version: its subjects' truth digests, by subject key. */
export function versionTruthDigest(subjects: Array<{ key: string; truthDigest: string }>): string {
  const lines = subjects.map((subject) => `${subject.key}\t${subject.truthDigest}`);
  return sha256Hex(lines.sort().join("\n"));
}
