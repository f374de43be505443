// The background worker as a process of its own: each portal server starts one (lib/rescore/portal-worker.ts)
// so that parsing and scoring 22 MB files never blocks the event loop that answers readers. It runs the
// rescore jobs, the mail jobs when SMTP_URL is set, hosted runs when EVAL_SECRETS_KEY is set, and each
// benchmark kind's own background work (MR-Ben: the judge audit's jobs when a judge API is configured, and
// scored files' analyses). Runs until
// SIGTERM/SIGINT (a running job is given a minute to finish) or until its parent goes away (its stdin, a
// pipe from the server, closes).
// Usage: tsx --conditions=react-server scripts/rescore-worker.ts
import { benchmarkKinds } from "@/lib/benchmarks/registry";
import { env } from "@/lib/env";
import { hostedRunsEnabled } from "@/lib/hosted-endpoint/hosted-runs-switch";
import { startHostedRunWorker } from "@/lib/hosted-runs/worker";
import { mailServerLabel, mailSettings } from "@/lib/mail/mail-settings";
import { startMailWorker } from "@/lib/mail/mail-worker";
import { startRescoreWorker } from "@/lib/rescore/worker";
import { startInterruptedRunSweeper } from "@/lib/submissions/interrupted-runs";

const worker = await startRescoreWorker({ concurrency: Math.max(1, env.RESCORE_CONCURRENCY) });
console.error(`[rescore] worker process ${process.pid} started (${env.RESCORE_CONCURRENCY} at once)`);
const kindWorkers = await Promise.all(
  benchmarkKinds().map(async (kind) => (await kind.server()).startWorkers?.() ?? null),
);
const mail = mailSettings();
const mailWorker = mail ? await startMailWorker({ settings: mail }) : null;
if (mail) console.error(`[mail] worker started: ${mailServerLabel(mail.smtpUrl)}`);
// Hosted runs need EVAL_SECRETS_KEY to open their API keys; without it they are off.
const hostedWorker = hostedRunsEnabled() ? await startHostedRunWorker({}) : null;
if (hostedWorker) console.error("[hosted] worker started");
// Uploads whose server stopped are failed (and their submitters mailed) once their lease ends.
const interruptedRuns = startInterruptedRunSweeper();

let stopping = false;
async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.error(`[rescore] worker process stopping: ${reason}`);
  interruptedRuns.stop();
  await Promise.all([
    worker.stop().catch((error: unknown) => console.error("[rescore] stopping the worker failed:", error)),
    mailWorker?.stop().catch((error: unknown) => console.error("[mail] stopping the worker failed:", error)),
    hostedWorker?.stop().catch((error: unknown) => console.error("[hosted] stopping the worker failed:", error)),
    ...kindWorkers.map((kindWorker) =>
      kindWorker?.stop().catch((error: unknown) => console.error("[worker] stopping a kind's work failed:", error)),
    ),
  ]);
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stop(signal));
process.stdin.on("end", () => void stop("the server exited"));
process.stdin.on("error", () => void stop("the server exited"));
process.stdin.resume();
