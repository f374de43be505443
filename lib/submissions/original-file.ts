// The file a submitter uploaded, byte for byte, for download: stored gzip-compressed, served as
// it was sent (gzip uploads as gzip, plain JSON inflated back).
import "server-only";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { db } from "@/lib/db";

export interface OriginalFile {
  fileName: string;
  sha256: string;
  sizeBytes: number;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

export async function openOriginalFile({
  submissionId,
  shots,
}: {
  submissionId: string;
  shots: number;
}): Promise<OriginalFile | null> {
  const run = await db.submissionRun.findFirst({
    where: { submissionId, shots, status: "scored" },
    orderBy: { createdAt: "desc" },
    select: {
      fileName: true,
      file: { select: { sha256: true, sizeBytes: true, originalEncoding: true, gzipBytes: true } },
      submission: { select: { modelName: true } },
    },
  });
  if (!run?.file) return null;
  const gzip = run.file.originalEncoding === "gzip";
  const fallbackName = `${run.submission.modelName.replace(/[^\w.-]+/g, "-")}_${shots}shot_cot_True_scored_eval_results.json${gzip ? ".gz" : ""}`;
  return openStoredFile(run.file, run.fileName ?? fallbackName);
}

/** A stored file as it was sent: gzip uploads as gzip, anything else inflated back from its gzip copy. */
export function openStoredFile(
  file: { sha256: string; sizeBytes: bigint | number; originalEncoding: string; gzipBytes: Uint8Array },
  fileName: string,
): OriginalFile {
  const gzip = file.originalEncoding === "gzip";
  const stored = Readable.from([Buffer.from(file.gzipBytes)]);
  const bytes = gzip ? stored : stored.pipe(createGunzip());
  return {
    fileName,
    sha256: file.sha256,
    sizeBytes: Number(file.sizeBytes),
    contentType: gzip ? "application/gzip" : "application/json",
    body: Readable.toWeb(bytes) as ReadableStream<Uint8Array>,
  };
}
