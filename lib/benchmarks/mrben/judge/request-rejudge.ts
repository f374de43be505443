// A moderator's judge-audit actions: a full re-judge of a run's file, and trying an audit's
// failed verdicts again. Authorization for both lives here.
import "server-only";
import type { AuthUser } from "@/lib/auth/current-user";
import { canModerate } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { judgeSettings } from "@/lib/benchmarks/mrben/judge/judge-settings";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import type { JudgeSettings } from "@/lib/benchmarks/mrben/judge/openai-judge";
import { createFullAudit, queueJudgeJobs, reopenFailedVerdicts } from "@/lib/benchmarks/mrben/judge/start-judge-audit";
import { actorLabel, recordRejudgeRequest } from "@/lib/audit-log/audit-log";
import { err, ok, type Result } from "@/lib/result";

/** Why the judge was not asked (the moderators' page shows the message; no API asks it). */
interface JudgeActionFailure {
  code: "judge-off" | "forbidden" | "not-found" | "not-scored" | "already-running";
  message: string;
}

type JudgeActionResult = Result<{ auditId: string; verdicts: number }, JudgeActionFailure>;

const fail = (code: JudgeActionFailure["code"], message: string): JudgeActionResult => err({ code, message });

function refusal(actor: AuthUser, settings: JudgeSettings | null): JudgeActionResult | null {
  if (!canModerate(actor)) return fail("forbidden", "Only moderators and admins can ask the server's judge.");
  if (!settings) return fail("judge-off", "The judge audit is off: no judge API is configured (JUDGE_API_BASE_URL).");
  return null;
}

export async function requestFullRejudge({
  actor,
  submissionId,
  shots,
  settings = judgeSettings(),
}: {
  actor: AuthUser;
  submissionId: string;
  shots: 0 | 1;
  settings?: JudgeSettings | null;
}): Promise<JudgeActionResult> {
  const refused = refusal(actor, settings);
  if (refused || !settings) return refused!;
  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: {
      status: true,
      revision: true,
      runs: {
        where: { shots },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: { status: true, scoringId: true },
      },
    },
  });
  if (!submission) return fail("not-found", "No such submission.");
  const run = submission.runs[0];
  if (run?.status !== "scored" || !run.scoringId)
    return fail("not-scored", `The ${shots}-shot file is not scored: there are no verdicts to judge.`);
  const scoringId = run.scoringId;
  const created = await db.$transaction(async (tx) => {
    const audit = await createFullAudit(tx, { scoringId, judgeModel: settings.model, requestedById: actor.id });
    if (!audit.ok) return audit;
    await recordRejudgeRequest(tx, {
      actor: { id: actor.id, label: actorLabel(actor) },
      submissionId,
      state: { status: submission.status, revision: submission.revision },
      audit: { id: audit.value.auditId, shots, judgeModel: settings.model, verdicts: audit.value.jobs.length },
    });
    return audit;
  });
  if (!created.ok)
    return fail(
      "already-running",
      `A full re-judge of the ${shots}-shot file by ${settings.model} is already running.`,
    );
  const { auditId, jobs, scoresStored } = created.value;
  await queueJudgeJobs(jobs);
  if (scoresStored) await invalidateBoard();
  return ok({ auditId, verdicts: jobs.length });
}

export async function retryFailedVerdicts({
  actor,
  auditId,
  settings = judgeSettings(),
}: {
  actor: AuthUser;
  auditId: string;
  settings?: JudgeSettings | null;
}): Promise<JudgeActionResult> {
  const refused = refusal(actor, settings);
  if (refused) return refused;
  const audit = await db.judgeAudit.findUnique({ where: { id: auditId }, select: { id: true } });
  if (!audit) return fail("not-found", "No such judge audit.");
  const jobs = await db.$transaction((tx) => reopenFailedVerdicts(tx, auditId));
  await queueJudgeJobs(jobs);
  return ok({ auditId, verdicts: jobs.length });
}
