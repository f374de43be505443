// Every authorization rule of the portal, in one place. Pages, server actions and route
// handlers ask these functions; nothing else decides who may do what.
import type { AuthUser } from "@/lib/auth/users";
import type { MailTopic, Role, SubmissionStatus } from "@/lib/generated/prisma/client";

const RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

export function hasRole(user: AuthUser | null, role: Role): boolean {
  return user !== null && RANK[user.role] >= RANK[role];
}

interface SubmissionAccess {
  userId: string;
  status: SubmissionStatus;
}

/** The user who made the submission (moderators and admins included only for their own). */
export function isSubmitter(user: AuthUser | null, submission: { userId: string }): boolean {
  return user !== null && user.id === submission.userId;
}

/** Approved entries are public; anything else only to its submitter and to moderators. */
export function canViewSubmission(user: AuthUser | null, submission: SubmissionAccess): boolean {
  if (submission.status === "approved") return true;
  return user !== null && (user.id === submission.userId || hasRole(user, "moderator"));
}

/** Files and metadata change only while the submitter is preparing or revising the entry. */
export function canEditSubmission(user: AuthUser | null, submission: SubmissionAccess): boolean {
  return isSubmitter(user, submission) && (submission.status === "draft" || submission.status === "changes_requested");
}

/** Every signed-in user may create personal API tokens for themselves. */
export function canCreateApiToken(user: AuthUser | null): boolean {
  return user !== null;
}

/** A personal API token is its owner's alone: nobody else revokes it, moderators and admins included. */
export function canRevokeApiToken(user: AuthUser | null, token: { userId: string }): boolean {
  return user !== null && user.id === token.userId;
}

/** Moderators and admins decide on submissions and read the audit log. */
export function canModerate(user: AuthUser | null): boolean {
  return hasRole(user, "moderator");
}

/** Only the submitter withdraws, and only while the entry waits for review or for their changes. */
export function canWithdrawSubmission(user: AuthUser | null, submission: SubmissionAccess): boolean {
  return (
    isSubmitter(user, submission) && (submission.status === "pending" || submission.status === "changes_requested")
  );
}

/** A submitter starts a new version of their entry once the old one is out of preparation and review. */
export function canCopyAsNewVersion(user: AuthUser | null, submission: SubmissionAccess): boolean {
  return isSubmitter(user, submission) && !["draft", "pending"].includes(submission.status);
}

/** Rescoring every stored file changes the whole board at once: admins only. */
export function canRescore(user: AuthUser | null): boolean {
  return hasRole(user, "admin");
}

/** Letting hosted runs reach the portal's own network is a server setting: admins only. */
export function canManageHostedAllowList(user: AuthUser | null): boolean {
  return hasRole(user, "admin");
}

/** Everyone may be mailed about their own files and submissions; only moderators and admins about the review queue. */
export function canReceiveMail(user: { role: Role } | null, topic: MailTopic): boolean {
  return user !== null && (topic !== "review_queue" || RANK[user.role] >= RANK.moderator);
}

/** A hosted run adds results to a submission: its submitter starts one while the entry may change. */
export function canStartHostedRun(user: AuthUser | null, submission: SubmissionAccess): boolean {
  return canEditSubmission(user, submission);
}

/** A submission's hosted runs (endpoint, settings, spending): its submitter's and the moderators' to see. */
export function canSeeHostedRuns(user: AuthUser | null, submission: { userId: string }): boolean {
  return isSubmitter(user, submission) || hasRole(user, "moderator");
}

/** The person who started a hosted run stops it, and the submission's submitter (whose money it spends). */
export function canCancelHostedRun(
  user: AuthUser | null,
  run: { createdById: string; submission: { userId: string } },
): boolean {
  return user !== null && (user.id === run.createdById || user.id === run.submission.userId);
}

/** Who may cancel a run may try its failed judge stage again, while the submission can still change. */
export function canRetryJudgeStage(
  user: AuthUser | null,
  run: { createdById: string; submission: SubmissionAccess },
): boolean {
  return canCancelHostedRun(user, run) && canEditSubmission(user, run.submission);
}
