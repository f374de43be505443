// What a benchmark kind shows under a scored run's report (MR-Ben: the judge audit and the analyses),
// with a moderator's actions on the review page.
import { benchmarkKind } from "@/lib/benchmarks/registry";
import type { LoadedRun } from "@/lib/submissions/load-submission";

export async function RunPanels({
  kind: kindName,
  submissionId,
  shots,
  run,
  moderator,
}: {
  kind: string;
  submissionId: string;
  shots: 0 | 1;
  run: LoadedRun | null;
  moderator: boolean;
}) {
  if (run?.status !== "scored" || !run.scoring) return null;
  const view = await benchmarkKind(kindName).view();
  if (!view.RunPanels) return null;
  return <view.RunPanels submissionId={submissionId} shots={shots} scoring={run.scoring} moderator={moderator} />;
}
