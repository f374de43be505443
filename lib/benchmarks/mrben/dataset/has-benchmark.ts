import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { db } from "@/lib/db";

/** Whether any version of MR-Ben is in the database. */
export async function hasBenchmark(): Promise<boolean> {
  return (await db.benchmarkVersion.count({ where: { benchmark: { slug: MRBEN_SLUG } } })) > 0;
}
