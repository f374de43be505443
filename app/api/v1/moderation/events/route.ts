import { listModerationEvents } from "@/lib/audit-log/audit-log";
import { requireApiRole } from "@/lib/auth/gates";
import { apiRoute } from "@/lib/http/api-route";
import { invalidInputProblem } from "@/lib/http/moderation-problem";
import { auditQueryInput, ZAuditQuery } from "@/lib/validations/audit-query";

export const dynamic = "force-dynamic";

/** The audit log for moderators and admins, newest first: filters and a cursor in the query string. */
export const GET = apiRoute(
  // Like /moderation itself, the log does not exist for anyone else.
  { gate: (request) => requireApiRole(request, "moderator", { writes: false, hideFromAnonymous: true, refusal: "" }) },
  async ({ request }) => {
    const url = new URL(request.url);
    const query = ZAuditQuery.safeParse(auditQueryInput(url.searchParams));
    if (!query.success) return invalidInputProblem(query.error, "The audit log query is invalid");
    const { events, nextCursor } = await listModerationEvents(query.data);
    const next = new URLSearchParams(url.searchParams);
    if (nextCursor) next.set("before", nextCursor);
    return Response.json(
      {
        events: events.map((event) => ({
          id: event.id,
          action: event.action,
          actor: { id: event.actorId, label: event.actorLabel },
          submission: event.submissionId ? { id: event.submissionId, ...event.submission } : null,
          subjectUser: event.subjectUserId ? { id: event.subjectUserId, ...event.subjectUser } : null,
          reason: event.reason,
          before: event.before,
          after: event.after,
          createdAt: event.createdAt.toISOString(),
        })),
        nextCursor,
        links: { next: nextCursor ? `${url.pathname}?${next.toString()}` : null },
      },
      { headers: { "cache-control": "no-store" } },
    );
  },
);
