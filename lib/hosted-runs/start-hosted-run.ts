// Starting a hosted run: the input checked, hosted runs on (EVAL_SECRETS_KEY), the submission the
// caller's to change, the kind able to host it, the endpoint's address allowed, then the run and
// one row per prompt written in one transaction, the API key sealed with the run's id, and a job queued.
import "server-only";
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { AuthUser } from "@/lib/auth/users";
import { canStartHostedRun } from "@/lib/auth/permissions";
import type { Shots } from "@/lib/benchmarks/kind";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { db } from "@/lib/db";
import type { AllowList } from "@/lib/hosted-endpoint/address-policy";
import { vetEndpoint, type LookupAll } from "@/lib/hosted-endpoint/endpoint-address";
import { hostedRunsKey } from "@/lib/hosted-endpoint/hosted-runs-switch";
import { sealSecret } from "@/lib/hosted-endpoint/secret-box";
import type { SealingKey } from "@/lib/validations/sealing-key";
import { env } from "@/lib/env";
import type { RateLimit } from "@/lib/validations/rate-limit";
import { hostedEndpointAllowList } from "./allow-list";
import { enqueueHostedRun, portalHostedRunQueue } from "./queue";
import { ZStartHostedRun } from "./start-input";
import { err, ok, type Result } from "@/lib/result";
import type { StartFailure } from "@/lib/validations/hosted-run-failure";
import { takeStartAllowance, type StartLimitFailure, type StartQuota } from "./start-limits";

type StartHostedRunResult = Result<{ runId: string; quota: StartQuota | null }, StartFailure>;

/** Thrown inside the run's transaction to roll it back when a start limit refuses it. */
class StartLimited extends Error {
  constructor(readonly failure: StartLimitFailure) {
    super(failure.message);
  }
}

/** A failure, with the one field it is about when there is one (its problem reads as the failure). */
const refuse = (
  code: Exclude<StartFailure["code"], "start-rate-limited">,
  message: string,
  pointer?: string,
): StartHostedRunResult => err({ code, message, ...(pointer ? { errors: [{ pointer, detail: message, code }] } : {}) });

export async function startHostedRun({
  submissionId,
  actor,
  input,
  sealingKey,
  allow,
  lookupAll,
  queue,
  limits = { start: env.HOSTED_RUN_START_LIMIT, maxActive: env.HOSTED_MAX_ACTIVE_RUNS },
}: {
  submissionId: string;
  actor: AuthUser;
  input: unknown;
  /** Tests: another EVAL_SECRETS_KEY, or null for none (hosted runs off). Default: the portal's. */
  sealingKey?: SealingKey | null;
  /** Tests: an allow-list of their own. Default: the portal's, read now (environment and admins' entries). */
  allow?: AllowList;
  lookupAll?: LookupAll;
  /** The queue to announce the run on; default the portal's connection (a worker's sweep finds it anyway). */
  queue?: PgBoss;
  /** Tests: limits of their own. Default: HOSTED_RUN_START_LIMIT and HOSTED_MAX_ACTIVE_RUNS. */
  limits?: { start: RateLimit | null; maxActive: number };
}): Promise<StartHostedRunResult> {
  const parsed = ZStartHostedRun.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      pointer: issue.path.join(".") || "(body)",
      detail: issue.message,
      ...(issue.code === "custom" && typeof issue.params?.code === "string" ? { code: issue.params.code } : {}),
    }));
    return err({ code: "invalid-input", message: errors.map((e) => `${e.pointer}: ${e.detail}`).join("; "), errors });
  }
  const settings = parsed.data;
  const key = hostedRunsKey(sealingKey);
  if (!key.ok) return refuse("hosted-runs-off", key.error.message);

  const submission = await db.submission.findUnique({
    where: { id: submissionId },
    select: { id: true, userId: true, status: true, benchmark: { select: { id: true, kind: true } } },
  });
  if (!submission) return refuse("no-such-submission", "No such submission.");
  if (submission.userId !== actor.id)
    return refuse("not-your-submission", "Only the submission's submitter starts hosted runs for it.");
  if (!canStartHostedRun(actor, submission))
    return refuse(
      "submission-locked",
      `The submission is ${submission.status.replace("_", " ")}: hosted runs start while it is a draft or changes are requested.`,
    );

  const hosted = (await benchmarkKind(submission.benchmark.kind).server()).hosted;
  if (!hosted)
    return refuse(
      "not-hosted",
      "The portal cannot run this submission's benchmark itself; upload its results instead.",
    );
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmarkId: submission.benchmark.id },
    orderBy: { number: "desc" },
    select: { id: true },
  });
  if (!version) return refuse("no-benchmark-data", "The benchmark's data has not been imported on this portal yet.");
  const known = await hosted.subjects(version.id);
  const unknown = settings.subjects.filter((subject) => !known.includes(subject));
  if (unknown.length > 0)
    return refuse("unknown-subjects", `No subject ${unknown.join(", ")} (there are ${known.join(", ")}).`, "subjects");
  const shots = [...settings.shots].sort() as Shots[];
  const shotsRefusal = await hosted.refuseShots({ versionId: version.id, shots });
  if (shotsRefusal) return refuse("shots-unavailable", shotsRefusal, "shots");

  const vetted = await vetEndpoint({
    baseUrl: settings.baseUrl,
    allow: allow ?? (await hostedEndpointAllowList()),
    ...(lookupAll ? { lookupAll } : {}),
  });
  if (!vetted.ok) return refuse(vetted.error.code, vetted.error.detail, "baseUrl");

  const items = await hosted.listItems({ versionId: version.id, subjects: settings.subjects });
  const asked = items.slice(0, settings.itemLimit ?? items.length);
  const runId = randomUUID();
  let quota: StartQuota | null;
  try {
    quota = await db.$transaction(
      async (tx) => {
        const allowance = await takeStartAllowance(tx, {
          userId: actor.id,
          limit: limits.start,
          maxActive: limits.maxActive,
        });
        if (!allowance.ok) throw new StartLimited(allowance.error);
        await tx.hostedRun.create({
          data: {
            id: runId,
            submissionId,
            createdById: actor.id,
            benchmarkVersionId: version.id,
            baseUrl: vetted.value.baseUrl,
            model: settings.model,
            sealedApiKey: settings.apiKey
              ? sealSecret({ key: key.value, secret: settings.apiKey, context: runId })
              : null,
            temperature: settings.temperature,
            topP: settings.topP,
            shots,
            maxTokens: settings.maxTokens,
            stopTokenIds: settings.stopTokenIds,
            concurrency: settings.concurrency,
            subjects: settings.subjects,
            itemLimit: settings.itemLimit,
            maxRequests: settings.maxRequests,
            maxTotalTokens: settings.maxTotalTokens,
            totalItems: asked.length * shots.length,
          },
        });
        const rows = shots.flatMap((k) => asked.map((item) => ({ runId, shots: k, ...item })));
        const CHUNK = 5000;
        for (let start = 0; start < rows.length; start += CHUNK)
          await tx.hostedAnswer.createMany({ data: rows.slice(start, start + CHUNK) });
        return allowance.value;
      },
      { timeout: 60_000 },
    );
  } catch (error) {
    if (!(error instanceof StartLimited)) throw error;
    return err(error.failure);
  }
  try {
    await enqueueHostedRun(queue ?? (await portalHostedRunQueue()), runId);
  } catch (error) {
    // The run is stored: a worker's sweep queues it.
    console.error(`[hosted] queueing run ${runId} failed; the sweep will:`, error);
  }
  return ok({ runId, quota });
}
