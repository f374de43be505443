// Every authorization rule of the portal, in one place. Pages, server actions and route
// handlers ask these functions; nothing else decides who may do what.
import type { AuthUser } from "@/lib/auth/users";
import type { Role, SubmissionStatus } from "@/lib/generated/prisma/client";

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
