// The automatic judge audit of a freshly scored MR-Ben run: a sample of its file's verdicts. The
// upload has succeeded whatever happens here: a failure is logged, not the upload's.
import "server-only";
import { db } from "@/lib/db";
import { judgeSampleSize, judgeSettings } from "@/lib/benchmarks/mrben/judge/judge-settings";
import { startSampleAudit } from "@/lib/benchmarks/mrben/judge/start-judge-audit";

export async function auditScoredRun(runId: string): Promise<void> {
  const settings = judgeSettings();
  if (!settings) return;
  try {
    const run = await db.submissionRun.findUnique({ where: { id: runId }, select: { scoringId: true } });
    if (!run?.scoringId) return;
    await startSampleAudit({ scoringId: run.scoringId, judgeModel: settings.model, sampleSize: judgeSampleSize() });
  } catch (error) {
    console.error(`[judge] could not start the audit of run ${runId}:`, error);
  }
}
