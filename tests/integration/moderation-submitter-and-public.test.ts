// What moderation shows outside the moderators' pages: the model page's "verified by", the
// submitter's view of the latest decision (the API), and starting a new version.
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { loadModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { decideSubmission } from "@/lib/moderation/decide-submission";
import { copyAsNewVersion } from "@/lib/submissions/copy-as-new-version";
import { createActor, type Actor } from "../helpers/actors";
import { getSubmission } from "../helpers/api-calls";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

let moderator: Actor;
let moderatorUser: AuthUser;

beforeAll(async () => {
  moderator = await createActor("moderator", "mod");
  moderatorUser = await db.user.findUniqueOrThrow({
    where: { id: moderator.id },
    select: AUTH_USER_SELECT,
  });
});

async function pendingEntry(slug: string): Promise<string> {
  return seedBoardEntry({ slug, status: "pending", runs: { "0": uniformRun(0.4), "1": uniformRun(0.5) } });
}

describe("moderation seen from outside the moderators' pages", () => {
  it("a public model page says when and by whom its entry was verified (the approve event)", async () => {
    const id = await pendingEntry("verified-model");
    const decided = await decideSubmission({
      actor: moderatorUser,
      submissionId: id,
      decision: "approve",
      expectedRevision: 0,
    });
    expect(decided.ok).toBe(true);
    const page = await loadModelPage({ slug: "verified-model", board: await loadBoardData() });
    const event = await db.moderationEvent.findFirstOrThrow({ where: { submissionId: id, action: "approve" } });
    expect(page?.verification).toEqual({ at: event.createdAt.toISOString(), by: moderator.name });
    expect(JSON.stringify(page)).not.toContain(moderator.email);
  });

  it("an approval logged before labels left out e-mail addresses names its moderator by name, not address", async () => {
    const id = await seedBoardEntry({ slug: "old-label-model", runs: { "0": uniformRun(0.4) } });
    // The log is append-only: an old event keeps the address it stored; pages read the account instead.
    await db.moderationEvent.create({
      data: {
        action: "approve",
        actorId: moderator.id,
        actorLabel: moderator.email,
        submissionId: id,
        reason: "",
        before: { status: "pending", revision: 0 },
        after: { status: "approved", revision: 1 },
      },
    });
    const page = await loadModelPage({ slug: "old-label-model", board: await loadBoardData() });
    expect(page?.verification?.by).toBe(moderator.name);
    expect(JSON.stringify(page)).not.toContain(moderator.email);
  });

  it("an entry approved outside moderation (no event) claims no verifier", async () => {
    await seedBoardEntry({ slug: "unverified-model", runs: { "0": uniformRun(0.4) } });
    const page = await loadModelPage({ slug: "unverified-model", board: await loadBoardData() });
    expect(page?.verification).toBeNull();
  });

  it("the API tells why an entry was unpublished", async () => {
    const id = await pendingEntry("unpublished-model");
    expect(
      (await decideSubmission({ actor: moderatorUser, submissionId: id, decision: "approve", expectedRevision: 0 })).ok,
    ).toBe(true);
    const reason = "The 1-shot file was copied from another model.";
    const unpublished = await decideSubmission({
      actor: moderatorUser,
      submissionId: id,
      decision: "unpublish",
      reason,
      expectedRevision: 1,
    });
    expect(unpublished.ok).toBe(true);
    const answer = await getSubmission({ authorization: moderator.bearer }, id);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("unpublished");
    expect(answer.body.moderation).toMatchObject({ action: "unpublish", reason, by: moderator.name });
  });

  it("a new version is a draft of the submitter's with the same metadata, and nobody else's to copy", async () => {
    const id = await pendingEntry("versioned-model");
    await db.submission.update({ where: { id }, data: { status: "rejected", claimedScores: { "0": { mean: 40 } } } });
    const source = await db.submission.findUniqueOrThrow({ where: { id } });

    expect(await copyAsNewVersion({ submissionId: id, userId: moderator.id })).toBeNull();
    const copy = await copyAsNewVersion({ submissionId: id, userId: source.userId });
    const stored = await db.submission.findUniqueOrThrow({ where: { id: copy!.id }, include: { runs: true } });
    expect(stored).toMatchObject({
      status: "draft",
      userId: source.userId,
      modelName: source.modelName,
      modelSlug: source.modelSlug,
      modelLink: source.modelLink,
      organization: source.organization,
      judgeModel: source.judgeModel,
      claimedScores: { "0": { mean: 40 } },
      revision: 0,
      submittedAt: null,
    });
    expect(stored.runs).toEqual([]);
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).status).toBe("rejected");
  });
});
