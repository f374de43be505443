// The submitter's side of moderation through the API, with really uploaded and scored files:
// submit, changes requested, resubmit, approval onto the board; withdrawing; approval blocked
// by a file that does not cover the benchmark.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { type Actor, createActor } from "../helpers/actors";
import {
  createSubmission,
  decide,
  fixtureBytes,
  FIXTURE,
  getSubmission,
  submitForReview,
  uploadResults,
  validMeta,
  withdraw,
} from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { generatedResults } from "../helpers/seeded-entries";
import { getLeaderboardJson } from "../helpers/board-calls";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { markPartial } from "@/lib/submissions/mark-partial";
import * as submissionRoute from "@/app/api/v1/submissions/[id]/route";

let alice: Actor;
let bob: Actor;
let mod: Actor;
const bearer = (actor: Actor) => ({ authorization: actor.bearer });
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

startWith("benchmarks");

beforeAll(async () => {
  [alice, bob, mod] = await Promise.all([
    createActor("user", "alice"),
    createActor("user", "bob"),
    createActor("moderator", "mod"),
  ]);
});

async function uploadBoth(id: string, zeroShot: string = FIXTURE.simA) {
  for (const [shots, fixture] of [
    ["0", zeroShot],
    ["1", FIXTURE.simB],
  ] as const) {
    const upload = await uploadResults(bearer(alice), id, shots, fixtureBytes(fixture), {
      "content-type": fixture.endsWith(".gz") ? "application/gzip" : "application/json",
      "x-file-name": fixture,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  }
}

const events = (submissionId: string) =>
  db.moderationEvent.findMany({
    where: { submissionId },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, reason: true, before: true, after: true },
  });

async function patchMeta(id: string, meta: unknown) {
  const request = new Request(`http://portal.test/api/v1/submissions/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...bearer(alice) },
    body: JSON.stringify(meta),
  });
  return submissionRoute.PATCH(request, { params: Promise.resolve({ id }) });
}

describe("submit, changes requested, resubmit, approve", () => {
  it("takes an uploaded submission through review onto the board, with an event at each step", async () => {
    const id = String((await createSubmission(bearer(alice))).body.id);
    await uploadBoth(id);

    const submitted = await submitForReview(bearer(alice), id);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: "pending", revision: 1 });

    const sentBack = await decide(bearer(mod), id, {
      decision: "request_changes",
      reason: "Name the judge model in the notes.",
      revision: 1,
    });
    expect(sentBack.body).toMatchObject({ status: "changes_requested", revision: 2 });
    // The submitter reads the moderator's note with the submission.
    const seen = await getSubmission(bearer(alice), id);
    expect((seen.body.history as unknown[]).at(-1)).toMatchObject({
      action: "request_changes",
      by: mod.name,
      reason: "Name the judge model in the notes.",
      after: { status: "changes_requested", revision: 2 },
    });
    expect((await patchMeta(id, { ...validMeta, notes: "Judge: gpt-4-turbo-2024-04-09" })).status).toBe(200);

    const resubmitted = await submitForReview(bearer(alice), id);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ status: "pending", revision: 3 });

    const approved = await decide(bearer(mod), id, { decision: "approve", revision: 3 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", revision: 4 });
    expect((await getLeaderboardJson("?shots=0")).entries.map((entry) => entry.submissionId)).toEqual([id]);

    expect(await events(id)).toEqual([
      {
        action: "submit",
        actorId: alice.id,
        reason: "",
        before: { status: "draft", revision: 0 },
        after: { status: "pending", revision: 1 },
      },
      {
        action: "request_changes",
        actorId: mod.id,
        reason: "Name the judge model in the notes.",
        before: { status: "pending", revision: 1 },
        after: { status: "changes_requested", revision: 2 },
      },
      {
        action: "submit",
        actorId: alice.id,
        reason: "",
        before: { status: "changes_requested", revision: 2 },
        after: { status: "pending", revision: 3 },
      },
      {
        action: "approve",
        actorId: mod.id,
        reason: "",
        before: { status: "pending", revision: 3 },
        after: { status: "approved", revision: 4 },
      },
    ]);
  });

  it("refuses to send a file that leaves benchmark items out for review, and cannot approve one, naming the subjects", async () => {
    const id = String((await createSubmission(bearer(alice), { ...validMeta, modelName: "Partial-1B" })).body.id);
    await uploadBoth(id, FIXTURE.small);
    const refused = await submitForReview(bearer(alice), id);
    expect(refused.status).toBe(409);
    expect(String(refused.body.detail)).toMatch(/^The results do not cover the whole benchmark: 0-shot: /);
    expect(String(refused.body.detail)).toMatch(/covers \d+ of \d+ benchmark items|subjects missing/);
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
    // One that reached the queue anyway (sent before this check existed) still cannot be approved.
    await db.submission.update({ where: { id }, data: { status: "pending", revision: 1, submittedAt: new Date() } });
    const answer = await decide(bearer(mod), id, { decision: "approve", revision: 1 });
    expect(answer.status).toBe(422);
    const blockers = answer.body.blockers as string[];
    expect(blockers.length).toBeGreaterThan(0);
    for (const blocker of blockers) expect(blocker).toMatch(/^0-shot: /);
    expect(blockers.join(" ")).toMatch(/covers \d+ of \d+ benchmark items|subjects missing/);
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("refuses to send files of two subjects of six for review, naming the four missing", async () => {
    const id = String((await createSubmission(bearer(alice), { ...validMeta, modelName: "Two-Subjects" })).body.id);
    for (const shots of [0, 1] as const) {
      const file = generatedResults({ model: "Two-Subjects", shots, subjects: ["biology", "math"], seed: 3 });
      const upload = await uploadResults(bearer(alice), id, String(shots) as "0" | "1", jsonBytes(file));
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    }
    const refused = await submitForReview(bearer(alice), id);
    expect(refused.status).toBe(409);
    for (const shots of [0, 1])
      expect(String(refused.body.detail)).toContain(
        `${shots}-shot: not rankable, 4 of 6 subjects missing: Physics, Medicine, Coding, Chemistry.`,
      );
    expect(String(refused.body.detail)).toContain("or mark the submission as partial on purpose");

    // Marked partial on purpose, it goes to review, may be approved, and the board says what it left out.
    expect(await markPartial({ id, partial: true })).toBe(true);
    const sent = await submitForReview(bearer(alice), id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const approved = await decide(bearer(mod), id, { decision: "approve", revision: 1 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const entry = (await getLeaderboardJson("?shots=0")).entries.find((candidate) => candidate.submissionId === id);
    expect(entry).toMatchObject({
      rank: null,
      unrankedReason: "Partial on purpose, not run: Physics, Medicine, Coding, Chemistry",
    });
    // Once out of preparation, the mark no longer moves.
    expect(await markPartial({ id, partial: false })).toBe(false);
  });

  it("refuses to submit again what is already pending, naming its status", async () => {
    const id = await seedBoardEntry({ slug: "twice", status: "pending", userId: alice.id, runs: {} });
    const answer = await submitForReview(bearer(alice), id);
    expect(answer.status).toBe(409);
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).revision).toBe(0);
  });
});

describe("withdrawing", () => {
  const seedOwn = (status: "pending" | "changes_requested" | "approved" | "draft") =>
    seedBoardEntry({
      slug: `withdraw-${status}-${Math.random().toString(36).slice(2, 8)}`,
      status,
      userId: alice.id,
      runs: { "0": uniformRun(0.5), "1": uniformRun(0.5) },
    });

  it.each(["pending", "changes_requested"] as const)(
    "lets the submitter withdraw their own %s submission, with an event",
    async (status) => {
      const id = await seedOwn(status);
      const answer = await withdraw(bearer(alice), id, { reason: "Found a bug in our harness.", revision: 0 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ status: "withdrawn", revision: 1 });
      expect(await events(id)).toEqual([
        {
          action: "withdraw",
          actorId: alice.id,
          reason: "Found a bug in our harness.",
          before: { status, revision: 0 },
          after: { status: "withdrawn", revision: 1 },
        },
      ]);
    },
  );

  it("needs no body at all", async () => {
    const id = await seedOwn("pending");
    expect((await withdraw(bearer(alice), id)).body).toMatchObject({ status: "withdrawn" });
  });

  it("refuses to withdraw someone else's submission: 404 to a user, 403 to a moderator who can see it", async () => {
    const id = await seedOwn("pending");
    expect((await withdraw(bearer(bob), id)).status).toBe(404);
    const byModerator = await withdraw(bearer(mod), id);
    expect(byModerator.status).toBe(403);
    expect(byModerator.body.detail).toBe("Only the submitter can withdraw a submission.");
    expect((await withdraw({}, id)).status).toBe(401);
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    expect(await events(id)).toEqual([]);
  });

  it.each(["approved", "draft"] as const)("refuses to withdraw an %s submission with 409", async (status) => {
    const id = await seedOwn(status);
    const answer = await withdraw(bearer(alice), id);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(
      `Only a pending or changes requested submission can be withdrawn; this one is ${status}.`,
    );
  });

  it("refuses a withdrawal made on a stale revision", async () => {
    const id = await seedOwn("pending");
    await decide(bearer(mod), id, { decision: "request_changes", reason: "Fix the 1-shot file.", revision: 0 });
    const answer = await withdraw(bearer(alice), id, { revision: 0 });
    expect(answer.status).toBe(409);
    expect(String(answer.body.detail)).toContain("it is now Changes requested (by ");
  });
});
