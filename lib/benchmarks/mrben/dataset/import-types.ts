// Shapes shared by the importer's steps.
import type { DatasetItem } from "@/lib/benchmarks/mrben/dataset/dataset-file";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;

export interface ImportSubjectInput {
  key: string;
  fileName: string;
  items: DatasetItem[];
}

/** An incoming subject with the digests that say whether it changes anything. */
export interface PreparedSubject extends ImportSubjectInput {
  truthDigest: string;
  contentDigest: string;
}

/** How a subject's items and truth differ from the stored ones. */
export interface TruthDiff {
  added: number;
  removed: number;
  truthChanged: number;
}
