// One shot setting's signals in a queue row or on the review page: the run's status, and once it is
// scored the lines its benchmark's kind reads out of the scoring.
import type { RunEntry } from "@/lib/moderation/review-queue";
import { SignalLines } from "./signal-lines";

export function RunSignalsCell({ run }: { run: RunEntry }) {
  if (run.status !== "scored")
    return <span className="text-slate-500">{run.status === "missing" ? "not uploaded" : run.status}</span>;
  return <SignalLines lines={run.lines} />;
}
