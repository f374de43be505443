// The portal's authorization gates, one API for every entry point. Each says who is asking and
// whether they may go on, in the form that entry point answers with:
//   pages          requirePageUser / requirePageRole / requirePageSubmission: redirect to sign-in or the 404 page
//   server actions requireActionUser: a message for the form (each action's service checks the role);
//                  posted from another site, refused like a route handler's cookie-borne write
//   unsubscribe    requirePageMailToken / requireActionMailToken: the link's token stands for a sign-in,
//                  for its holder's mail preferences only
//   route handlers requireApiCaller / requireApiUser / requireApiRole / requireApiSubmission: a failure's
//                  code, which lib/http answers with its problem (lib/http/auth-problems.ts)
// The rules themselves (who may do what) are the can* functions of permissions.ts; a service that
// acts re-checks its own rule, so each action's check lives in one place.
import "server-only";
import type { Route } from "next";
import { headers } from "next/headers";
import { notFound as pageNotFound, redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { authenticateRequest, getCurrentUser, type AuthUser, type RequestAuth } from "@/lib/auth/current-user";
import { canEditSubmission, canSeeHostedRuns, canViewSubmission, hasRole } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { Role, SubmissionStatus } from "@/lib/generated/prisma/client";
import { comesFromPortal, isSameOriginRequest, portalOrigin } from "@/lib/http/same-origin";
import { err, ok, type Result } from "@/lib/result";
import type { ApiGateFailure } from "@/lib/validations/api-gate-failure";

export type { AuthUser, RequestAuth };

// ---------------------------------------------------------------------------------------------
// Pages

/** The signed-in user, or a redirect to the sign-in page that comes back to `callbackPath`. */
export async function requirePageUser(callbackPath: string): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(callbackPath) as Route);
  return user;
}

/** A user with at least `role`; anyone else sees the 404 page (the page's existence is not revealed). */
export async function requirePageRole(role: Exclude<Role, "user">): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (!user || !hasRole(user, role)) pageNotFound();
  return user;
}

/** The submission if the viewer may see it, else the 404 page (never a hint that it exists). */
export function requirePageSubmission<T extends { userId: string; status: SubmissionStatus }>(
  viewer: AuthUser | null,
  submission: T | null,
): T {
  if (!submission || !canViewSubmission(viewer, submission)) pageNotFound();
  return submission;
}

// ---------------------------------------------------------------------------------------------
// Server actions

/** The user, or why the form is refused before it acts (its message is for the form). */
export type ActionGate = Result<AuthUser, { code: "cross-site" | "signed-out"; message: string }>;

const SIGNED_OUT_MESSAGE = "Your session has ended. Sign in again.";
const CROSS_SITE_MESSAGE = "This form did not come from the portal's own pages. Reload the page and try again.";

/**
 * The signed-in user, if the action was posted from the portal's own pages: an action acts with
 * the session cookie, which a page on another site could make the browser send.
 */
export async function requireActionUser(): Promise<ActionGate> {
  const requestHeaders = await headers();
  if (!comesFromPortal((name) => requestHeaders.get(name), portalOrigin()))
    return err({ code: "cross-site", message: CROSS_SITE_MESSAGE });
  const user = await getCurrentUser();
  return user ? ok(user) : err({ code: "signed-out", message: SIGNED_OUT_MESSAGE });
}

// ---------------------------------------------------------------------------------------------
// Route handlers

/** What the gate lets through (who asks, the submission), or why not: lib/http answers each failure. */
export type ApiGate<T> = Result<T, ApiGateFailure>;

/**
 * Who is asking (or nobody): a malformed or unknown token is a 401, and a request that writes with
 * the session cookie must come from the portal's own pages (cross-site requests are a 403).
 */
export async function requireApiCaller(
  request: Request,
  { writes }: { writes: boolean },
): Promise<ApiGate<{ auth: RequestAuth | null }>> {
  const result = await authenticateRequest(request);
  if (!result.ok) return result;
  const auth = result.value;
  if (writes && auth?.via === "session" && !isSameOriginRequest(request)) return err({ code: "cross-site" });
  return ok({ auth });
}

/** Like requireApiCaller, but nobody is a 401. */
export async function requireApiUser(
  request: Request,
  options: { writes: boolean },
): Promise<ApiGate<{ auth: RequestAuth }>> {
  const caller = await requireApiCaller(request, options);
  if (!caller.ok) return caller;
  const { auth } = caller.value;
  return auth ? ok({ auth }) : err({ code: "not-signed-in" });
}

/**
 * A user with at least `role`. Others get a 403 naming who may, or with `hide` a 404 (for resources
 * whose existence is not public, like the admin pages' data); `hideFromAnonymous` answers the
 * signed-out with that 404 too instead of asking them to sign in.
 */
export async function requireApiRole(
  request: Request,
  role: Exclude<Role, "user">,
  {
    writes,
    hide = false,
    hideFromAnonymous = false,
    refusal,
  }: { writes: boolean; hide?: boolean; hideFromAnonymous?: boolean; refusal: string },
): Promise<ApiGate<{ auth: RequestAuth }>> {
  if (hideFromAnonymous) {
    const caller = await requireApiCaller(request, { writes });
    if (!caller.ok) return caller;
    const { auth } = caller.value;
    return auth && hasRole(auth.user, role) ? ok({ auth }) : err({ code: "hidden" });
  }
  const caller = await requireApiUser(request, { writes });
  if (!caller.ok) return caller;
  if (!hasRole(caller.value.auth.user, role))
    return err(hide ? { code: "hidden" } : { code: "forbidden", message: refusal });
  return caller;
}

export interface SubmissionRef {
  id: string;
  userId: string;
  status: SubmissionStatus;
}

/**
 * One submission: whoever may not see it gets a 404 (never a hint that it exists); for a change,
 * a submission that cannot change now is a 409 to its submitter, and a 403/401 to anyone else.
 */
export async function requireApiSubmission(
  request: Request,
  id: string,
  {
    change,
    writes = change,
  }: {
    change: boolean;
    /** The request writes something other than the submission (a hosted run's cancellation): the cross-site check applies. */
    writes?: boolean;
  },
): Promise<ApiGate<{ auth: RequestAuth | null; submission: SubmissionRef }>> {
  const caller = await requireApiCaller(request, { writes });
  if (!caller.ok) return caller;
  const { auth } = caller.value;
  const submission = await db.submission.findUnique({
    where: { id },
    select: { id: true, userId: true, status: true },
  });
  const user = auth?.user ?? null;
  if (!submission || !canViewSubmission(user, submission)) return err({ code: "no-such-submission" });
  if (change && !canEditSubmission(user, submission))
    return err(
      user?.id === submission.userId
        ? { code: "submission-locked", status: submission.status }
        : user
          ? { code: "not-the-submitter" }
          : { code: "signed-out-change" },
    );
  return ok({ auth, submission });
}

/**
 * A submission's hosted runs and their files: its submitter's and the moderators' to see (the
 * endpoint, settings and spending), even when the submission itself is public.
 */
export async function requireApiHostedRuns(
  request: Request,
  id: string,
): Promise<ApiGate<{ auth: RequestAuth | null; submission: SubmissionRef }>> {
  const gate = await requireApiSubmission(request, id, { change: false });
  if (!gate.ok || canSeeHostedRuns(gate.value.auth?.user ?? null, gate.value.submission)) return gate;
  return err({ code: "hosted-runs-hidden" });
}

// ---------------------------------------------------------------------------------------------
// Unsubscribe links: every mail carries its recipient's token, so they can stop a kind of mail
// without signing in. The token changes nothing but that user's mail preferences.

export interface MailTokenHolder {
  userId: string;
}

async function findMailTokenHolder(token: string): Promise<MailTokenHolder | null> {
  const user = await db.user.findUnique({ where: { mailUnsubscribeToken: token }, select: { id: true } });
  return user && { userId: user.id };
}

/** Whose link this is, or the 404 page for a token nobody holds. */
export async function requirePageMailToken(token: string): Promise<MailTokenHolder> {
  const holder = await findMailTokenHolder(token);
  if (!holder) pageNotFound();
  return holder;
}

/** Whose link it is, or why the form is refused (its message is for the form). */
export type MailTokenGate = Result<MailTokenHolder, { code: "cross-site" | "unknown-token"; message: string }>;

/** Whose link this is, if the form came from the portal's own page. */
export async function requireActionMailToken(token: string): Promise<MailTokenGate> {
  const requestHeaders = await headers();
  if (!comesFromPortal((name) => requestHeaders.get(name), portalOrigin()))
    return err({ code: "cross-site", message: CROSS_SITE_MESSAGE });
  const holder = await findMailTokenHolder(token);
  return holder ? ok(holder) : err({ code: "unknown-token", message: "This unsubscribe link is not valid." });
}
