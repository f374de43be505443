// What a benchmark kind shows under a scored run's report (MR-Ben: the judge audit and the analyses),
// with a moderator's actions on the review page. The page passes its kind's view.
import type { KindView } from "@/lib/benchmarks/kind-view";
import type { LoadedRun } from "@/lib/submissions/load-submission";

export function RunPanels({
  view,
  submissionId,
  shots,
  run,
  moderator,
}: {
  view: KindView;
  submissionId: string;
  shots: 0 | 1;
  run: LoadedRun | null;
  moderator: boolean;
}) {
  if (run?.status !== "scored" || !run.scoring || !view.RunPanels) return null;
  return <view.RunPanels submissionId={submissionId} shots={shots} scoring={run.scoring} moderator={moderator} />;
}
