// Route handlers' gate to one submission: who asks, whether they may see it (else 404, never
// a hint that it exists) and, for changes, whether they may change it now.
import "server-only";
import type { RequestAuth } from "@/lib/auth/current-user";
import { canEditSubmission, canViewSubmission } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { apiAuth } from "@/lib/http/api-auth";
import { notFound, problemResponse } from "@/lib/http/problem";

export interface SubmissionRef {
  id: string;
  userId: string;
  status: SubmissionStatus;
}

export type SubmissionAccess =
  { ok: true; auth: RequestAuth | null; submission: SubmissionRef } | { ok: false; response: Response };

export async function submissionAccess(
  request: Request,
  id: string,
  { change }: { change: boolean },
): Promise<SubmissionAccess> {
  const caller = await apiAuth(request, { writes: change });
  if (!caller.ok) return caller;
  const submission = await db.submission.findUnique({
    where: { id },
    select: { id: true, userId: true, status: true },
  });
  const user = caller.auth?.user ?? null;
  if (!submission || !canViewSubmission(user, submission))
    return { ok: false, response: notFound("No such submission.") };
  if (change && !canEditSubmission(user, submission)) {
    const own = user?.id === submission.userId;
    return {
      ok: false,
      response: own
        ? problemResponse({
            status: 409,
            type: "submission-locked",
            title: "The submission cannot change now",
            detail: `It is ${submission.status.replace("_", " ")}: files and metadata change only while it is a draft or changes were requested.`,
          })
        : problemResponse({
            status: user ? 403 : 401,
            type: user ? "not-the-submitter" : "not-signed-in",
            title: user ? "Only the submitter can change a submission" : "Not authenticated",
            detail: user ? "This submission belongs to someone else." : "Sign in, or send a Bearer token.",
          }),
    };
  }
  return { ok: true, auth: caller.auth, submission };
}
