// A hosted run's files for download: each shot's first-stage file, and the scored file its judge
// stage wrote, byte for byte as written (stored gzip-compressed, served inflated).
import "server-only";
import { db } from "@/lib/db";
import { openStoredFile, type OriginalFile } from "@/lib/submissions/original-file";

type HostedFileStage = "first-stage" | "scored";

/** One of a hosted run's files: the run, its shot setting and the stage that wrote it. */
export interface HostedRunFileRef {
  submissionId: string;
  runId: string;
  shots: number;
  stage: HostedFileStage;
}

export function hostedRunFileUrl({ submissionId, runId, shots, stage }: HostedRunFileRef): string {
  return `/api/v1/submissions/${submissionId}/hosted-runs/${runId}/files/${shots}/${stage}`;
}

const STORED = { sha256: true, sizeBytes: true, originalEncoding: true, gzipBytes: true } as const;

/** The file, or null when the submission has no such run, shot setting or (yet) such a file. */
export async function openHostedRunFile({
  submissionId,
  runId,
  shots,
  stage,
}: HostedRunFileRef): Promise<OriginalFile | null> {
  const file = await db.hostedRunFile.findFirst({
    where: { runId, shots, run: { submissionId } },
    select: {
      fileName: true,
      file: { select: STORED },
      scoredFileName: true,
      scoredFile: { select: STORED },
    },
  });
  const stored = stage === "scored" ? file?.scoredFile : file?.file;
  const fileName = stage === "scored" ? file?.scoredFileName : file?.fileName;
  if (!stored || !fileName) return null;
  return openStoredFile(stored, fileName);
}
