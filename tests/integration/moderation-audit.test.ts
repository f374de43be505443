// The audit log beyond decisions: role changes made with `npm run user:role` are events too (its
// body run in-process; tests/integration/auth-user-role.test.ts runs the command itself), and
// the log reads back newest first, filtered and paged, with each submission's latest decision.
import { beforeAll, describe, expect, it } from "vitest";
import { setUserRole } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { latestDecision, listModerationEvents, submissionHistory } from "@/lib/audit-log/audit-log";
import { type Actor, createActor } from "../helpers/actors";
import { decide, ORIGIN } from "../helpers/api-calls";
import * as eventsRoute from "@/app/api/v1/moderation/events/route";
import { runUserRole } from "@/scripts/commands/user-role";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { captureCommand } from "../helpers/command-io";

/** npm run user:role's body, in-process: what it prints and the status it exits with. */
const userRole = (...args: string[]) => captureCommand((io) => runUserRole(args, io));

let mod: Actor;
let admin: Actor;
let submissionA: string;
let submissionB: string;

beforeAll(async () => {
  [mod, admin] = await Promise.all([createActor("moderator", "mod"), createActor("admin", "admin")]);
  await db.user.create({
    data: { email: "grace@example.org", githubLogin: "ghopper" },
  });
  const runs = { "0": uniformRun(0.5), "1": uniformRun(0.5) };
  submissionA = await seedBoardEntry({
    slug: "audited-a",
    status: "pending",
    runs,
  });
  submissionB = await seedBoardEntry({
    slug: "audited-b",
    status: "pending",
    runs,
  });
  const auth = (actor: Actor) => ({ authorization: actor.bearer });
  for (const [actor, id, body] of [
    [mod, submissionA, { decision: "approve", revision: 0 }],
    [admin, submissionA, { decision: "unpublish", reason: "Test-set leak reported.", revision: 1 }],
    [mod, submissionB, { decision: "reject", reason: "Not MR-Ben output.", revision: 0 }],
  ] as const) {
    expect((await decide(auth(actor), id, body)).status).toBe(200);
  }
});

describe("role changes", () => {
  it("are written by npm run user:role as role_change events by the command line, with the reason given", async () => {
    const result = await userRole("ghopper", "moderator", "Joins the review team.");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe("ghopper <grace@example.org>: user -> moderator");
    const grace = await db.user.findUniqueOrThrow({
      where: { email: "grace@example.org" },
    });
    const events = await db.moderationEvent.findMany({
      where: { subjectUserId: grace.id },
    });
    expect(events).toEqual([
      expect.objectContaining({
        action: "role_change",
        actorId: null,
        actorLabel: "cli",
        submissionId: null,
        reason: "Joins the review team.",
        before: { role: "user" },
        after: { role: "moderator" },
      }),
    ]);
  });

  it("write nothing when the role stays the same, and nothing for an unknown user", async () => {
    const before = await db.moderationEvent.count();
    expect((await userRole("ghopper", "moderator")).stdout).toContain("(unchanged)");
    expect(await setUserRole({ identifier: "nobody@example.org", role: "admin" })).toEqual({
      ok: false,
      error: { code: "unknown-user" },
    });
    expect(await db.moderationEvent.count()).toBe(before);
  });

  it("name the acting admin when the service is called for a signed-in user", async () => {
    const result = await setUserRole({
      identifier: "grace@example.org",
      role: "user",
      actor: { id: admin.id, label: admin.name },
    });
    expect(result.ok).toBe(true);
    const [newest] = (await listModerationEvents({ action: "role_change", limit: 1 })).events;
    expect(newest).toMatchObject({
      actorId: admin.id,
      actorLabel: admin.name,
      before: { role: "moderator" },
    });
  });
});

describe("reading the log", () => {
  it("lists events newest first and filters by action, actor and submission", async () => {
    const all = await listModerationEvents({ limit: 50 });
    const times = all.events.map((event) => event.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.nextCursor).toBeNull();

    const rejections = await listModerationEvents({
      action: "reject",
      limit: 50,
    });
    expect(rejections.events.map((event) => event.submissionId)).toEqual([submissionB]);
    expect(rejections.events[0]!.submission).toEqual({
      modelName: "audited-b",
      modelSlug: "audited-b",
    });

    const byAdmin = await listModerationEvents({
      actorId: admin.id,
      submissionId: submissionA,
      limit: 50,
    });
    expect(byAdmin.events.map((event) => event.action)).toEqual(["unpublish"]);
  });

  it("pages with a cursor without skipping or repeating an event", async () => {
    const everything = (await listModerationEvents({ limit: 200 })).events.map((event) => event.id);
    const paged: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await listModerationEvents({ limit: 2, before });
      paged.push(...page.events.map((event) => event.id));
      if (!page.nextCursor) break;
      before = page.nextCursor;
    }
    expect(paged).toEqual(everything);
    expect(everything.length).toBeGreaterThan(2);
  });

  it("tells a submission's latest decision (who verified it, why it was unpublished) and its history", async () => {
    expect(await latestDecision(submissionA)).toMatchObject({
      action: "unpublish",
      actorLabel: admin.name,
      reason: "Test-set leak reported.",
    });
    expect((await submissionHistory(submissionA)).map((event) => event.action)).toEqual(["approve", "unpublish"]);
  });
});

async function getEvents(query: string, auth: Record<string, string>) {
  const response = await eventsRoute.GET(
    new Request(`${ORIGIN}/api/v1/moderation/events${query}`, {
      headers: auth,
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/v1/moderation/events", () => {
  it("gives moderators the log, filtered, with a link to the next page", async () => {
    const answer = await getEvents(`?submissionId=${submissionA}&limit=1`, {
      authorization: mod.bearer,
    });
    expect(answer.status).toBe(200);
    const events = answer.body.events as {
      action: string;
      actor: { label: string };
      reason: string;
    }[];
    expect(events).toEqual([
      expect.objectContaining({
        action: "unpublish",
        actor: expect.objectContaining({ label: admin.name }) as object,
      }),
    ]);
    const next = (answer.body.links as { next: string }).next;
    expect(next).toContain("before=");
    const second = await getEvents(next.slice(next.indexOf("?")), {
      authorization: mod.bearer,
    });
    expect((second.body.events as { action: string }[]).map((event) => event.action)).toEqual(["approve"]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("does not exist for users and visitors, and names a bad filter", async () => {
    const user = await createActor("user", "curious");
    expect((await getEvents("", { authorization: user.bearer })).status).toBe(404);
    expect((await getEvents("", {})).status).toBe(404);
    const bad = await getEvents("?action=delete", {
      authorization: admin.bearer,
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.detail)).toContain("action must be one of submit, approve");
  });
});
