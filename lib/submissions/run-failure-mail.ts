// The submitter's mail about a results file that failed scoring (refused, interrupted, or lost to
// an outage): why, in the words of the run's report, and a link to it. Written in the transaction
// that marks the run failed, and queued once it commits.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mailIsOn } from "@/lib/mail/mail-settings";
import { queueMailJobs, writeMail, type MailDraft, type WrittenMail } from "@/lib/mail/outbox";
import { FAILED_RUN_WORDS } from "@/lib/submissions/failed-run-words";

type Tx = Prisma.TransactionClient;

/** Problems quoted in the mail; the report lists them all. */
const QUOTED_PROBLEMS = 10;

function problemLines(problems: unknown): string[] {
  if (!Array.isArray(problems)) return [];
  const lines = problems
    .slice(0, QUOTED_PROBLEMS)
    .map((problem: { pointer?: unknown; detail?: unknown }) =>
      [problem.pointer, problem.detail].filter((part) => typeof part === "string" && part !== "").join(": "),
    );
  const more = problems.length > QUOTED_PROBLEMS ? [`… and ${problems.length - QUOTED_PROBLEMS} more`] : [];
  return [...lines, ...more].map((line) => `- ${line}`);
}

async function writeRunFailureMails(tx: Tx, runIds: readonly string[]): Promise<WrittenMail[]> {
  if (runIds.length === 0) return [];
  const runs = await tx.submissionRun.findMany({
    where: { id: { in: [...runIds] }, status: "failed" },
    select: {
      id: true,
      shots: true,
      fileName: true,
      failureCode: true,
      failureDetail: true,
      problems: true,
      submission: { select: { id: true, userId: true, modelName: true } },
    },
  });
  return writeMail(
    tx,
    runs.map((run): MailDraft => {
      const { submission } = run;
      const problems = problemLines(run.problems);
      return {
        key: `run-failed:${run.id}:${submission.userId}`,
        topic: "run_failed",
        recipientId: submission.userId,
        subject: `${submission.modelName}: the ${run.shots}-shot results file was not scored`,
        paragraphs: [
          `Your ${run.shots}-shot results file${run.fileName ? ` ${run.fileName}` : ""} for ${submission.modelName} failed scoring on the MR-Ben Portal.`,
          `${FAILED_RUN_WORDS.notScored(run.failureCode)}\n${run.failureDetail ?? ""}`.trimEnd(),
          ...(problems.length > 0 ? [problems.join("\n")] : []),
          FAILED_RUN_WORDS.advice,
          { label: "The report", path: `/submissions/${submission.id}` },
        ],
      };
    }),
  );
}

/**
 * Runs `markFailed`, which fails runs and returns their ids, with their submitters' mails in the
 * same transaction, then queues the mails. With mail off it runs alone, as it did before mail.
 */
export async function failRunsWithMail(markFailed: (client: Tx) => Promise<readonly string[]>): Promise<number> {
  if (!mailIsOn()) return (await markFailed(db)).length;
  const { failed, mails } = await db.$transaction(async (tx) => {
    const runIds = await markFailed(tx);
    return { failed: runIds.length, mails: await writeRunFailureMails(tx, runIds) };
  });
  await queueMailJobs(mails);
  return failed;
}
