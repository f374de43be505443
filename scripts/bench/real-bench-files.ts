// The synthetic board entries (seed-bench-board.ts) store a tiny placeholder per run, which a
// rescore could not read. bench:load rescores the whole board, so it gives each placeholder the
// bytes of a full-size results file: a byte-unique copy (another gzip MTIME) of the 0-shot or
// 1-shot fixture. The synthetic scores stay on the board until the rescore switches them.
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { BENCH_PREFIX } from "./seed-bench-board";

/** Returns how many placeholder files were replaced. */
export async function giveBenchEntriesRealFiles(fixtureByShots: Record<0 | 1, Buffer>): Promise<number> {
  const placeholders = await db.submissionRun.findMany({
    where: {
      submission: { modelSlug: { startsWith: BENCH_PREFIX } },
      file: { originalEncoding: "identity" },
    },
    select: { id: true, shots: true, fileId: true },
  });
  let serial = Date.now() % 1_000_000_000;
  for (const run of placeholders) {
    const bytes = Buffer.from(fixtureByShots[run.shots === 1 ? 1 : 0]);
    bytes.writeUInt32LE(serial++, 4); // the gzip header's MTIME: other bytes, same content
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    await db.$transaction([
      db.storedFile.update({
        where: { id: run.fileId! },
        data: { sha256, sizeBytes: bytes.length, originalEncoding: "gzip", gzipBytes: new Uint8Array(bytes) },
      }),
      db.submissionRun.update({ where: { id: run.id }, data: { sha256, sizeBytes: bytes.length } }),
    ]);
  }
  return placeholders.length;
}
