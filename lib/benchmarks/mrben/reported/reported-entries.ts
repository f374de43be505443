// Reported entries: a moderator adds a model's published MR-Scores (its files are not public),
// and unpublishes or restores it under the same revision guard as submissions. Every change
// writes its audit event in the same transaction and drops the cached board.
import "server-only";
import { MRBEN_SLUG } from "@/lib/benchmarks/mrben/benchmark";
import { canModerate } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import type { Prisma, ReportedEntryStatus } from "@/lib/generated/prisma/client";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { modelSlug } from "@/lib/benchmarks/model-slug";
import { actorLabel, NAMED_ACCOUNT_SELECT } from "@/lib/audit-log/audit-log";
import { checkReason } from "@/lib/moderation/transitions";
import { err, ok, type Result } from "@/lib/result";
import type { ReportedEntryFailure } from "@/lib/validations/reported-entry-failure";
import type { TReportedEntry } from "@/lib/benchmarks/mrben/reported-entry-input";

type ReportedEntryState = { status: ReportedEntryStatus; revision: number };

type ReportedEntryResult = Result<ReportedEntryState & { id: string }, ReportedEntryFailure>;

export type ReportedEntryDecision = "unpublish" | "restore";

const TRANSITIONS: Record<ReportedEntryDecision, { from: ReportedEntryStatus; to: ReportedEntryStatus }> = {
  unpublish: { from: "published", to: "unpublished" },
  restore: { from: "unpublished", to: "published" },
};

const STATUS_WORDS: Record<ReportedEntryStatus, string> = { published: "Published", unpublished: "Unpublished" };

const fail = (code: ReportedEntryFailure["code"], message: string, current?: ReportedEntryState): ReportedEntryResult =>
  err(current ? { code, message, current } : { code, message });

export const REPORTED_ENTRIES_REFUSAL = "Only moderators and admins manage reported entries.";
const FORBIDDEN = REPORTED_ENTRIES_REFUSAL;

/** The subject keys of the benchmark's current version: the form asks a score for each. */
export async function currentSubjectKeys(): Promise<string[]> {
  const version = await db.benchmarkVersion.findFirst({
    where: { benchmark: { slug: MRBEN_SLUG } },
    orderBy: { number: "desc" },
    select: { subjects: { select: { key: true } } },
  });
  return (version?.subjects ?? []).map((subject) => subject.key);
}

export async function addReportedEntry({
  actor,
  input,
}: {
  actor: AuthUser;
  input: TReportedEntry;
}): Promise<ReportedEntryResult> {
  if (!canModerate(actor)) return fail("forbidden", FORBIDDEN);
  const after = { status: "published" as const, revision: 0 };
  const created = await db.$transaction(async (tx) => {
    const entry = await tx.reportedEntry.create({
      data: {
        modelName: input.modelName,
        modelSlug: modelSlug(input.modelName),
        modelLink: input.modelLink,
        organization: input.organization,
        description: input.description,
        parameterCount: input.parameterCount,
        openWeights: input.openWeights,
        sourceUrl: input.sourceUrl,
        scores: input.scores as Prisma.InputJsonObject,
        ...(Object.keys(input.means).length > 0 ? { meanScores: input.means as Prisma.InputJsonObject } : {}),
        createdById: actor.id,
      },
      select: { id: true, modelSlug: true },
    });
    await tx.moderationEvent.create({
      data: {
        action: "add_reported",
        actorId: actor.id,
        actorLabel: actorLabel(actor),
        reportedEntryId: entry.id,
        reason: `Reported by ${input.sourceUrl}`,
        before: {},
        after: {
          ...after,
          modelSlug: entry.modelSlug,
          scores: input.scores as Prisma.InputJsonObject,
          means: input.means as Prisma.InputJsonObject,
        },
      },
    });
    return entry;
  });
  await invalidateBoard();
  return ok({ id: created.id, ...after });
}

/** Unpublish (reason required) or restore (note optional) a reported entry the moderator saw at `expectedRevision`. */
export async function decideReportedEntry({
  actor,
  reportedEntryId,
  decision,
  reason,
  expectedRevision,
}: {
  actor: AuthUser;
  reportedEntryId: string;
  decision: ReportedEntryDecision;
  reason?: string | null;
  expectedRevision: number;
}): Promise<ReportedEntryResult> {
  if (!canModerate(actor)) return fail("forbidden", FORBIDDEN);
  const checked = checkReason(decision, reason);
  if (!checked.ok) return fail("invalid-reason", checked.error.message);
  const entry = await db.reportedEntry.findUnique({
    where: { id: reportedEntryId },
    select: { status: true, revision: true },
  });
  if (!entry) return fail("not-found", "No such reported entry.");
  const { from, to } = TRANSITIONS[decision];
  if (entry.revision !== expectedRevision) return changedUnderYou(entry);
  if (entry.status !== from)
    return fail(
      "invalid-transition",
      `A reported entry that is ${STATUS_WORDS[entry.status].toLowerCase()} cannot be ${decision === "unpublish" ? "unpublished" : "restored"}.`,
      entry,
    );

  const before = { status: from, revision: expectedRevision };
  const after = { status: to, revision: expectedRevision + 1 };
  const applied = await db.$transaction(async (tx) => {
    // As for submissions: of two moderators acting on one revision, exactly one UPDATE matches.
    const { count } = await tx.reportedEntry.updateMany({
      where: { id: reportedEntryId, revision: expectedRevision, status: from },
      data: { status: to, revision: { increment: 1 } },
    });
    if (count !== 1) return false;
    await tx.moderationEvent.create({
      data: {
        action: decision,
        actorId: actor.id,
        actorLabel: actorLabel(actor),
        reportedEntryId,
        reason: checked.value,
        before,
        after,
      },
    });
    return true;
  });
  if (!applied) {
    const now = await db.reportedEntry.findUnique({
      where: { id: reportedEntryId },
      select: { status: true, revision: true },
    });
    return now ? changedUnderYou(now) : fail("not-found", "No such reported entry.");
  }
  await invalidateBoard();
  return ok({ id: reportedEntryId, ...after });
}

function changedUnderYou(current: ReportedEntryState): ReportedEntryResult {
  return fail(
    "conflict",
    `This reported entry changed while you were deciding: it is now ${STATUS_WORDS[current.status]}. Reload to see it.`,
    current,
  );
}

export type ReportedEntryListItem = Prisma.ReportedEntryGetPayload<{ select: typeof LIST_SELECT }>;

const LIST_SELECT = {
  id: true,
  modelName: true,
  modelSlug: true,
  organization: true,
  sourceUrl: true,
  scores: true,
  meanScores: true,
  status: true,
  revision: true,
  createdAt: true,
  createdBy: { select: NAMED_ACCOUNT_SELECT },
} as const satisfies Prisma.ReportedEntrySelect;

/** Every reported entry, newest first, for the moderators' list. */
export async function listReportedEntries(): Promise<ReportedEntryListItem[]> {
  return db.reportedEntry.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: LIST_SELECT });
}
