// The audit log: writing events inside the transaction that makes the change (so a change
// and its event land together or not at all), and reading them back newest first.
import "server-only";
import { db } from "@/lib/db";
import type { ModerationAction, Prisma, Role, SubmissionStatus } from "@/lib/generated/prisma/client";
import type { Decision } from "@/lib/validations/moderation-input";

type Tx = Prisma.TransactionClient;

/** Who acted: a signed-in user, or the command line (no user). */
export interface EventActor {
  id: string | null;
  label: string;
}

export const CLI_ACTOR: EventActor = { id: null, label: "cli" };

/** What an account's public name is made from. */
export interface NamedAccount {
  id: string;
  displayName: string | null;
  githubLogin: string | null;
  name: string | null;
}

/** The fields of a user that actorLabel reads. */
export const NAMED_ACCOUNT_SELECT = { id: true, displayName: true, githubLogin: true, name: true } as const;

/**
 * An account's public name: the display name its owner chose on /account, else the GitHub login or the
 * name people recognise, never the e-mail address. The model page, the submission page and decision
 * mails name moderators and submitters by it; the log keeps the label it had when the event happened.
 */
export function actorLabel(user: NamedAccount): string {
  return user.displayName?.trim() || user.githubLogin?.trim() || user.name?.trim() || `account ${user.id.slice(0, 8)}`;
}

/** What an event's public name is read from: its stored label, and its actor's account. */
export const SHOWN_ACTOR_SELECT = {
  actorLabel: true,
  actor: { select: NAMED_ACCOUNT_SELECT },
} as const satisfies Prisma.ModerationEventSelect;

/**
 * The name pages, mails and the API show an event's actor by: the account's label as actorLabel
 * gives it now (events before it named actors by e-mail address, and the log is append-only),
 * or the stored label for the command line.
 */
export function shownActor(event: { actorLabel: string; actor: NamedAccount | null }): string {
  return event.actor ? actorLabel(event.actor) : event.actorLabel;
}

export interface SubmissionState {
  status: SubmissionStatus;
  revision: number;
}

export async function recordSubmissionEvent(
  tx: Tx,
  {
    action,
    actor,
    submissionId,
    reason,
    before,
    after,
  }: {
    action: Exclude<ModerationAction, "role_change">;
    actor: EventActor;
    submissionId: string;
    reason: string;
    before: SubmissionState;
    after: SubmissionState;
  },
): Promise<{ id: string }> {
  return tx.moderationEvent.create({
    data: {
      action,
      actorId: actor.id,
      actorLabel: actor.label,
      submissionId,
      reason,
      before: { ...before },
      after: { ...after },
    },
    select: { id: true },
  });
}

/** Writes the role_change event of a change already made in `tx` (setUserRole calls it). */
export async function recordRoleChange(
  tx: Tx,
  {
    actor = CLI_ACTOR,
    subjectUserId,
    before,
    after,
    reason = "",
  }: { actor?: EventActor; subjectUserId: string; before: Role; after: Role; reason?: string },
): Promise<void> {
  await tx.moderationEvent.create({
    data: {
      action: "role_change",
      actorId: actor.id,
      actorLabel: actor.label,
      subjectUserId,
      reason,
      before: { role: before },
      after: { role: after },
    },
  });
}

/** Writes the event of an allow-list entry added or removed in `tx` (lib/hosted-runs/allow-list-entries.ts). */
export async function recordAllowListChange(
  tx: Tx,
  {
    actor,
    change,
    entry,
  }: { actor: EventActor; change: "allow_hosted_endpoint" | "disallow_hosted_endpoint"; entry: string },
): Promise<void> {
  const listed = { hostedEndpointAllowList: entry };
  await tx.moderationEvent.create({
    data: {
      action: change,
      actorId: actor.id,
      actorLabel: actor.label,
      reason: "",
      before: change === "allow_hosted_endpoint" ? {} : listed,
      after: change === "allow_hosted_endpoint" ? listed : {},
    },
  });
}

/** Writes the start_rescore event of a campaign created in `tx`. */
export async function recordRescoreStart(
  tx: Tx,
  {
    actor,
    campaign,
  }: {
    actor: EventActor;
    campaign: {
      id: string;
      benchmark: string;
      scorerName: string;
      scorerVersion: string;
      benchmarkVersion: number;
      totalFiles: number;
    };
  },
): Promise<void> {
  await tx.moderationEvent.create({
    data: {
      action: "start_rescore",
      actorId: actor.id,
      actorLabel: actor.label,
      reason: "",
      before: {},
      after: { ...campaign },
    },
  });
}

/** Writes the request_rejudge event of a full judge audit created in `tx`. */
export async function recordRejudgeRequest(
  tx: Tx,
  {
    actor,
    submissionId,
    state,
    audit,
  }: {
    actor: EventActor;
    submissionId: string;
    state: SubmissionState;
    audit: { id: string; shots: number; judgeModel: string; verdicts: number };
  },
): Promise<void> {
  await tx.moderationEvent.create({
    data: {
      action: "request_rejudge",
      actorId: actor.id,
      actorLabel: actor.label,
      submissionId,
      reason: "",
      before: { ...state },
      after: { ...state, audit },
    },
  });
}

const EVENT_SELECT = {
  id: true,
  action: true,
  actorId: true,
  ...SHOWN_ACTOR_SELECT,
  submissionId: true,
  subjectUserId: true,
  reason: true,
  before: true,
  after: true,
  createdAt: true,
  submission: { select: { modelName: true, modelSlug: true } },
  reportedEntryId: true,
  reportedEntry: { select: { modelName: true } },
  subjectUser: { select: { githubLogin: true, email: true, name: true } },
} as const satisfies Prisma.ModerationEventSelect;

export type ModerationEventRow = Prisma.ModerationEventGetPayload<{ select: typeof EVENT_SELECT }>;

const MAX_EVENTS_PAGE = 200;

export interface EventFilter {
  action?: ModerationAction;
  actorId?: string;
  submissionId?: string;
  subjectUserId?: string;
  /** Cursor: the id of the last event of the previous page; this page starts just after it. */
  before?: string;
  /** At most MAX_EVENTS_PAGE. */
  limit: number;
}

/** Events newest first, filtered, one page at a time; nextCursor is null on the last page. */
export async function listModerationEvents({
  action,
  actorId,
  submissionId,
  subjectUserId,
  before,
  limit,
}: EventFilter): Promise<{ events: ModerationEventRow[]; nextCursor: string | null }> {
  const take = Math.max(1, Math.min(Math.trunc(limit), MAX_EVENTS_PAGE));
  const rows = await db.moderationEvent.findMany({
    where: { action, actorId, submissionId, subjectUserId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...(before ? { cursor: { id: before }, skip: 1 } : {}),
    take: take + 1,
    select: EVENT_SELECT,
  });
  const events = rows.slice(0, take);
  return { events, nextCursor: rows.length > take ? (events.at(-1)?.id ?? null) : null };
}

const DECISION_ACTIONS = [
  "approve",
  "reject",
  "request_changes",
  "unpublish",
  "restore",
] as const satisfies readonly Decision[];

/** The newest moderator decision on a submission (who verified it and when; why it was unpublished). */
export async function latestDecision(submissionId: string) {
  const event = await db.moderationEvent.findFirst({
    where: { submissionId, action: { in: [...DECISION_ACTIONS] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, action: true, ...SHOWN_ACTOR_SELECT, reason: true, createdAt: true },
  });
  // The filter above admits decisions only; the type says so for the pages that name them.
  return event && { ...event, actorLabel: shownActor(event), action: event.action as Decision };
}

/** The newest event of any kind on a submission (whoever changed it last, for conflict messages). */
export async function latestSubmissionEvent(submissionId: string) {
  return db.moderationEvent.findFirst({
    where: { submissionId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { action: true, ...SHOWN_ACTOR_SELECT, reason: true, createdAt: true },
  });
}

/** Every event of one submission, oldest first: its history for the moderator and the submitter. */
export async function submissionHistory(submissionId: string): Promise<ModerationEventRow[]> {
  return db.moderationEvent.findMany({
    where: { submissionId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: EVENT_SELECT,
  });
}
