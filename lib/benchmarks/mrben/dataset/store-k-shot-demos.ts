// The import's step for k_shot_demo.json: the demonstrations stored for the version the import
// ends at, once per content (the same file again changes nothing). A new version made from data
// without the file keeps the previous version's, as it keeps the subjects the import leaves alone.
import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/benchmarks/mrben/dataset/import-types";
import type { KShotDemosFile } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";

/** What the import did with the demonstrations. */
export type KShotDemosChange = "stored" | "replaced" | "unchanged" | "copied" | "none";

export async function storeKShotDemos(
  tx: Tx,
  {
    versionId,
    previousVersionId,
    file,
  }: { versionId: string; previousVersionId: string | null; file: KShotDemosFile | null },
): Promise<KShotDemosChange> {
  const stored = await tx.benchmarkKShotDemos.findUnique({ where: { versionId }, select: { sha256: true } });
  if (!file) {
    if (stored || !previousVersionId) return stored ? "unchanged" : "none";
    const previous = await tx.benchmarkKShotDemos.findUnique({
      where: { versionId: previousVersionId },
      select: { fileName: true, text: true, sha256: true },
    });
    if (!previous) return "none";
    await tx.benchmarkKShotDemos.create({ data: { versionId, ...previous } });
    return "copied";
  }
  const sha256 = createHash("sha256").update(file.text, "utf8").digest("hex");
  if (stored?.sha256 === sha256) return "unchanged";
  await tx.benchmarkKShotDemos.upsert({
    where: { versionId },
    create: { versionId, fileName: file.fileName, text: file.text, sha256 },
    update: { fileName: file.fileName, text: file.text, sha256 },
  });
  return stored ? "replaced" : "stored";
}
