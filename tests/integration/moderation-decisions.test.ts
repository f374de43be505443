// Moderators' decisions through POST /api/v1/submissions/:id/decisions on a real database:
// every transition of the table, every refusal, who may decide, approvability and the audit trail.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import { portalOrigin } from "@/lib/http/same-origin";
import { type Actor, createActor } from "../helpers/actors";
import { decide } from "../helpers/api-calls";
import { seedBoardEntry, type SeedRun, uniformRun } from "../helpers/board-entries";

let alice: Actor;
let bob: Actor;
let mod: Actor;
let admin: Actor;
const bearer = (actor: Actor) => ({ authorization: actor.bearer });

beforeAll(async () => {
  [alice, bob, mod, admin] = await Promise.all([
    createActor("user", "alice"),
    createActor("user", "bob"),
    createActor("moderator", "mod"),
    createActor("admin", "admin"),
  ]);
});

let seq = 0;
/** A submission of alice's with both settings scored and complete, in `status`. */
async function seed(status: SubmissionStatus, runs?: Partial<Record<"0" | "1", SeedRun>>): Promise<string> {
  seq++;
  return seedBoardEntry({
    slug: `model-${seq}`,
    status,
    userId: alice.id,
    runs: runs ?? { "0": uniformRun(0.5), "1": uniformRun(0.6) },
  });
}

const stateOf = (id: string) =>
  db.submission.findUniqueOrThrow({ where: { id }, select: { status: true, revision: true, approvedAt: true } });
const eventsOf = (id: string) =>
  db.moderationEvent.findMany({ where: { submissionId: id }, orderBy: { createdAt: "asc" } });

describe("every decision of the table, through the API", () => {
  const cases = [
    { decision: "approve", from: "pending", to: "approved", reason: undefined },
    { decision: "reject", from: "pending", to: "rejected", reason: "The 1-shot file is a copy of another model's." },
    { decision: "request_changes", from: "pending", to: "changes_requested", reason: "Give the judge model." },
    { decision: "unpublish", from: "approved", to: "unpublished", reason: "Contaminated training data." },
    { decision: "restore", from: "unpublished", to: "approved", reason: "Contamination claim withdrawn." },
  ] as const;

  it.each(cases)("$decision moves a $from submission to $to and bumps its revision", async (c) => {
    const id = await seed(c.from);
    const decidedFrom = Date.now();
    const answer = await decide(bearer(mod), id, { decision: c.decision, reason: c.reason, revision: 0 });
    const decidedBy = Date.now();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id, status: c.to, revision: 1 });
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: c.to, revision: 1 });
    // The board picks the newest approved entry by approvedAt: it is set on going live (by this decision,
    // in this process, to the millisecond the column keeps), cleared on leaving.
    if (c.to === "approved") {
      expect(state.approvedAt!.getTime()).toBeGreaterThanOrEqual(decidedFrom);
      expect(state.approvedAt!.getTime()).toBeLessThanOrEqual(decidedBy);
    } else expect(state.approvedAt).toBeNull();
  });

  it("lets an admin decide as a moderator does", async () => {
    const id = await seed("pending");
    const answer = await decide(bearer(admin), id, { decision: "approve", revision: 0 });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("approved");
  });

  it("lets a moderator decide from the portal's own pages with the session cookie", async () => {
    const id = await seed("pending");
    const page = { cookie: mod.cookie, origin: portalOrigin(), "sec-fetch-site": "same-origin" };
    expect((await decide(page, id, { decision: "approve", revision: 0 })).status).toBe(200);
    const otherSite = { cookie: mod.cookie, origin: "https://evil.example" };
    const refused = await decide(otherSite, id, { decision: "unpublish", reason: "x", revision: 1 });
    expect(refused.status).toBe(403);
    expect((await stateOf(id)).status).toBe("approved");
  });
});

describe("a decision the table does not allow", () => {
  const refusals = [
    {
      decision: "approve",
      from: "approved",
      detail: "Only a pending submission can be approved; this one is approved.",
    },
    { decision: "approve", from: "draft", detail: "Only a pending submission can be approved; this one is draft." },
    {
      decision: "reject",
      from: "approved",
      detail: "Only a pending submission can be rejected; this one is approved.",
    },
    {
      decision: "request_changes",
      from: "rejected",
      detail: "Only a pending submission can have changes requested; this one is rejected.",
    },
    {
      decision: "unpublish",
      from: "pending",
      detail: "Only an approved submission can be unpublished; this one is pending.",
    },
    {
      decision: "restore",
      from: "approved",
      detail: "Only an unpublished submission can be restored; this one is approved.",
    },
    {
      decision: "restore",
      from: "withdrawn",
      detail: "Only an unpublished submission can be restored; this one is withdrawn.",
    },
  ] as const;

  it.each(refusals)("refuses $decision on a $from submission with 409, changing nothing", async (c) => {
    const id = await seed(c.from);
    const before = await stateOf(id);
    const answer = await decide(bearer(mod), id, { decision: c.decision, reason: "A reason.", revision: 0 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      type: expect.stringMatching(/invalid-transition$/) as string,
      detail: c.detail,
    });
    expect(answer.body).toMatchObject({ currentStatus: c.from, currentRevision: 0 });
    expect(await stateOf(id)).toEqual(before);
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe("reasons and input", () => {
  it.each(["reject", "request_changes", "unpublish"] as const)("%s without a reason is a 400", async (decision) => {
    const id = await seed(decision === "unpublish" ? "approved" : "pending");
    for (const reason of [undefined, "", "   "]) {
      const answer = await decide(bearer(mod), id, { decision, reason, revision: 0 });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ type: expect.stringMatching(/invalid-reason$/) as string });
      expect(String(answer.body.detail)).toContain("needs a reason");
    }
    expect((await stateOf(id)).revision).toBe(0);
    expect(await eventsOf(id)).toEqual([]);
  });

  it("refuses a reason over 2000 characters", async () => {
    const id = await seed("pending");
    const answer = await decide(bearer(mod), id, { decision: "reject", reason: "x".repeat(2001), revision: 0 });
    expect(answer.status).toBe(400);
    expect(String(answer.body.detail)).toContain("at most 2000");
  });

  it("answers 400 naming the field for an unknown decision, a missing revision or a body that is not JSON", async () => {
    const id = await seed("pending");
    const unknown = await decide(bearer(mod), id, { decision: "delete", revision: 0 });
    expect(unknown.status).toBe(400);
    expect(String(unknown.body.detail)).toContain("decision must be one of approve, reject");
    const noRevision = await decide(bearer(mod), id, { decision: "approve" });
    expect(noRevision.status).toBe(400);
    expect(String(noRevision.body.detail)).toContain("revision");
    expect((await decide(bearer(mod), id, "{not json")).status).toBe(400);
    expect((await stateOf(id)).status).toBe("pending");
  });
});

describe("who may decide", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const id = await seed("pending");
    expect((await decide({}, id, { decision: "approve", revision: 0 })).status).toBe(401);
  });

  it("answers 404 to a user on someone else's submission they cannot see, as if it did not exist", async () => {
    const id = await seed("pending");
    const answer = await decide(bearer(bob), id, { decision: "approve", revision: 0 });
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe("No such submission.");
    expect((await decide(bearer(mod), "no-such-id", { decision: "approve", revision: 0 })).status).toBe(404);
  });

  it("answers 403 to a user who can see the submission (their own, or a public one) but may not moderate", async () => {
    const own = await seed("pending");
    const ownAnswer = await decide(bearer(alice), own, { decision: "approve", revision: 0 });
    expect(ownAnswer.status).toBe(403);
    expect(ownAnswer.body.detail).toBe("Only moderators and admins decide on submissions.");
    const publicOne = await seed("approved");
    expect((await decide(bearer(bob), publicOne, { decision: "unpublish", reason: "x", revision: 0 })).status).toBe(
      403,
    );
    expect((await stateOf(own)).status).toBe("pending");
    expect((await stateOf(publicOne)).status).toBe("approved");
  });
});

describe("approvability", () => {
  it("refuses with 422 to approve incomplete coverage, listing each blocker", async () => {
    const partial: SeedRun = { subjects: { math: { mrScore: 0.5, rankable: false }, coding: 0.5, logic: 0.5 } };
    const id = await seed("pending", { "0": partial, "1": uniformRun(0.6) });
    const answer = await decide(bearer(mod), id, { decision: "approve", revision: 0 });
    expect(answer.status).toBe(422);
    expect(answer.body.blockers).toEqual([
      "0-shot: Math covers 90 of 100 benchmark items (coverage must be complete).",
    ]);
    expect(String(answer.body.detail)).toContain("Math covers 90 of 100");
    expect(await stateOf(id)).toMatchObject({ status: "pending", revision: 0 });
    expect(await eventsOf(id)).toEqual([]);
  });

  it("refuses with 422 to approve a run with missing verdicts or a missing shot setting", async () => {
    const unjudged: SeedRun = {
      ...uniformRun(0.5),
      report: { review: { needingWithoutVerdict: 4 }, firstStage: false },
    };
    const id = await seed("pending", { "1": unjudged });
    const answer = await decide(bearer(mod), id, { decision: "approve", revision: 0 });
    expect(answer.status).toBe(422);
    expect(answer.body.blockers).toEqual([
      "No 0-shot results have been uploaded.",
      "1-shot: 4 records the judge stage must review have no verdict.",
    ]);
  });

  it("still lets a moderator reject or send back what cannot be approved", async () => {
    const partial: SeedRun = { subjects: { math: { mrScore: 0.5, rankable: false } } };
    const id = await seed("pending", { "0": partial });
    const answer = await decide(bearer(mod), id, { decision: "request_changes", reason: "Upload both.", revision: 0 });
    expect(answer.status).toBe(200);
  });
});

describe("the audit trail", () => {
  it("writes exactly one event per decision with actor, action, reason and the state before and after", async () => {
    const id = await seed("pending");
    expect(
      (await decide(bearer(mod), id, { decision: "approve", reason: " Spot-checked. ", revision: 0 })).status,
    ).toBe(200);
    expect((await eventsOf(id)).length).toBe(1);
    expect(
      (await decide(bearer(admin), id, { decision: "unpublish", reason: "Leaked test set.", revision: 1 })).status,
    ).toBe(200);
    expect((await decide(bearer(mod), id, { decision: "restore", revision: 2 })).status).toBe(200);
    const events = await eventsOf(id);
    expect(
      events.map(({ action, actorId, actorLabel, reason, before, after }) => ({
        action,
        actorId,
        actorLabel,
        reason,
        before,
        after,
      })),
    ).toEqual([
      {
        action: "approve",
        actorId: mod.id,
        actorLabel: mod.name,
        reason: "Spot-checked.",
        before: { status: "pending", revision: 0 },
        after: { status: "approved", revision: 1 },
      },
      {
        action: "unpublish",
        actorId: admin.id,
        actorLabel: admin.name,
        reason: "Leaked test set.",
        before: { status: "approved", revision: 1 },
        after: { status: "unpublished", revision: 2 },
      },
      {
        action: "restore",
        actorId: mod.id,
        actorLabel: mod.name,
        reason: "",
        before: { status: "unpublished", revision: 2 },
        after: { status: "approved", revision: 3 },
      },
    ]);
  });

  it("cannot be changed or deleted: the database refuses UPDATE and DELETE on ModerationEvent", async () => {
    const id = await seed("pending");
    await decide(bearer(mod), id, { decision: "reject", reason: "Duplicate.", revision: 0 });
    const [event] = await eventsOf(id);
    await expect(db.moderationEvent.update({ where: { id: event!.id }, data: { reason: "Nothing." } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db.$executeRaw`UPDATE "ModerationEvent" SET "reason" = 'x'`).rejects.toThrow(/append-only: UPDATE/);
    await expect(db.$executeRaw`DELETE FROM "ModerationEvent" WHERE "id" = ${event!.id}`).rejects.toThrow(
      /append-only: DELETE/,
    );
    await expect(db.moderationEvent.deleteMany({})).rejects.toThrow(/append-only/);
    expect((await eventsOf(id))[0]).toEqual(event);
  });
});
