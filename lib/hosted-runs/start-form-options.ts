// What the start form offers for a submission: whether its kind is hosted at all, whether hosted
// runs are on here (and the sentence why not), the subjects a trial may choose, and which shot
// settings this portal can ask (MR-Ben's 1 shot needs the version's demonstrations).
import "server-only";
import type { Shots } from "@/lib/benchmarks/kind";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import { hostedRunsKey } from "@/lib/hosted-endpoint/hosted-runs-switch";
import { MAX_HOSTED_CONCURRENCY } from "./start-input";

export type StartFormOptions =
  | { state: "not-hosted" }
  | { state: "off"; message: string }
  | {
      state: "ready";
      subjects: string[];
      /** Why each shot setting cannot be asked here, or null when it can. */
      shotRefusals: Record<`${Shots}`, string | null>;
      maxConcurrency: number;
    };

export async function loadStartFormOptions({
  benchmarkId,
  kind,
}: {
  benchmarkId: string;
  kind: string;
}): Promise<StartFormOptions> {
  const hosted = (await benchmarkKind(kind).server()).hosted;
  if (!hosted) return { state: "not-hosted" };
  const key = hostedRunsKey();
  if (!key.ok) return { state: "off", message: key.error.message };
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmarkId },
    orderBy: { number: "desc" },
    select: { id: true },
  });
  if (!version) return { state: "off", message: "The benchmark's data has not been imported on this portal yet." };
  return {
    state: "ready",
    subjects: await hosted.subjects(version.id),
    shotRefusals: {
      "0": await hosted.refuseShots({ versionId: version.id, shots: [0] }),
      "1": await hosted.refuseShots({ versionId: version.id, shots: [1] }),
    },
    maxConcurrency: MAX_HOSTED_CONCURRENCY,
  };
}
