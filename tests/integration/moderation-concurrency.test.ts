// Two moderators acting on one submission at once: exactly one wins, the other is told plainly
// that it changed under them, and the audit log holds only the winner's event (no lost update).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { type Actor, createActor } from "../helpers/actors";
import { decide } from "../helpers/api-calls";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";

let alice: Actor;
let bob: Actor;
let carol: Actor;
const bearer = (actor: Actor) => ({ authorization: actor.bearer });
const CHANGED =
  /^This submission changed while you were deciding: it is now (Approved|Rejected|Changes requested) \(by (\S+), \d\d:\d\d UTC\)\. Reload to see it\.$/;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([
    createActor("moderator", "alice"),
    createActor("moderator", "bob"),
    createActor("admin", "carol"),
  ]);
});

let seq = 0;
const seedPending = () =>
  seedBoardEntry({ slug: `race-${++seq}`, status: "pending", runs: { "0": uniformRun(0.5), "1": uniformRun(0.5) } });

describe("two moderators deciding at once on the same revision", () => {
  it("lets exactly one win; the other gets a 409 naming the status now and who made it so", async () => {
    // Several rounds, so an ordering that happens to serialise the requests cannot hide a lost update.
    for (let round = 0; round < 8; round++) {
      const id = await seedPending();
      const answers = await Promise.all([
        decide(bearer(alice), id, { decision: "approve", revision: 0 }),
        decide(bearer(bob), id, { decision: "reject", reason: "Judge model differs.", revision: 0 }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      const loser = answers.find((answer) => answer.status === 409)!;
      const final = await db.submission.findUniqueOrThrow({ where: { id }, select: { status: true, revision: true } });
      expect(final).toEqual({ status: winner.body.status, revision: 1 });
      expect(loser.body.type).toMatch(/submission-changed$/);
      const match = CHANGED.exec(String(loser.body.detail));
      expect(match, String(loser.body.detail)).not.toBeNull();
      expect(match![1]!.toLowerCase()).toBe(String(final.status));
      expect(match![2]).toBe(final.status === "approved" ? alice.name : bob.name);
      expect(loser.body).toMatchObject({ currentStatus: final.status, currentRevision: 1 });
      const events = await db.moderationEvent.findMany({ where: { submissionId: id } });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ action: final.status === "approved" ? "approve" : "reject" });
    }
  });

  it("lets exactly one of many simultaneous deciders win, even when they all take the same decision", async () => {
    const id = await seedPending();
    const deciders = [alice, bob, carol, alice, bob, carol];
    const answers = await Promise.all(
      deciders.map((actor) => decide(bearer(actor), id, { decision: "approve", revision: 0 })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(deciders.length - 1);
    expect(await db.moderationEvent.count({ where: { submissionId: id } })).toBe(1);
    expect(await db.submission.findUniqueOrThrow({ where: { id }, select: { revision: true } })).toEqual({
      revision: 1,
    });
  });
});

describe("a decision made on a stale revision", () => {
  it("is refused with 409 after another moderator decided, naming the new status and its decider", async () => {
    const id = await seedPending();
    const first = await decide(bearer(alice), id, {
      decision: "request_changes",
      reason: "Add the judge model.",
      revision: 0,
    });
    expect(first.status).toBe(200);
    const late = await decide(bearer(bob), id, { decision: "approve", revision: 0 });
    expect(late.status).toBe(409);
    expect(late.body.detail).toMatch(CHANGED);
    expect(String(late.body.detail)).toContain(`it is now Changes requested (by ${alice.name}, `);
    const state = await db.submission.findUniqueOrThrow({ where: { id }, select: { status: true, revision: true } });
    expect(state).toEqual({ status: "changes_requested", revision: 1 });
    expect(await db.moderationEvent.count({ where: { submissionId: id } })).toBe(1);
  });

  it("is refused even when the status came back to what the moderator saw (the revision moved on)", async () => {
    const id = await seedBoardEntry({ slug: `race-${++seq}`, status: "approved", runs: { "0": uniformRun(0.5) } });
    expect((await decide(bearer(alice), id, { decision: "unpublish", reason: "Check.", revision: 0 })).status).toBe(
      200,
    );
    expect((await decide(bearer(alice), id, { decision: "restore", revision: 1 })).status).toBe(200);
    const stale = await decide(bearer(bob), id, { decision: "unpublish", reason: "Old view.", revision: 0 });
    expect(stale.status).toBe(409);
    expect(String(stale.body.detail)).toContain("it is now Approved (by");
    expect(stale.body).toMatchObject({ currentStatus: "approved", currentRevision: 2 });
  });
});
