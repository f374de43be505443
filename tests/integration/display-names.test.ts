// An account's public display name: chosen on /account, shown wherever the account is named in
// public (the model page's verifier, the submission API's submitter), cleared back to the GitHub
// login, and never another account's name.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { setDisplayName } from "@/lib/auth/display-name";
import { ZDisplayName } from "@/lib/auth/display-name-input";
import { AUTH_USER_SELECT } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { loadBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { loadModelPage } from "@/lib/benchmarks/mrben/board/model-page";
import { decideSubmission } from "@/lib/moderation/decide-submission";
import { createActor } from "../helpers/actors";
import { getSubmission } from "../helpers/api-calls";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";

const unique = (name: string) => `${name}-${randomUUID().slice(0, 6)}`;

describe("display names", () => {
  it("name a moderator on the model page and a submitter in the API, and clear back to the login", async () => {
    const moderator = await createActor("moderator", "mod");
    const shownAs = unique("Review Team");
    expect(await setDisplayName({ userId: moderator.id, displayName: shownAs })).toEqual({
      ok: true,
      value: { displayName: shownAs },
    });
    const submitter = await createActor("user", "submitter");
    const id = await seedBoardEntry({
      slug: unique("named-model"),
      userId: submitter.id,
      status: "pending",
      runs: { "0": uniformRun(0.4), "1": uniformRun(0.5) },
    });
    const submission = await db.submission.findUniqueOrThrow({
      where: { id },
      select: { modelSlug: true, userId: true },
    });
    const actor = await db.user.findUniqueOrThrow({ where: { id: moderator.id }, select: AUTH_USER_SELECT });
    expect((await decideSubmission({ actor, submissionId: id, decision: "approve", expectedRevision: 0 })).ok).toBe(
      true,
    );

    const page = await loadModelPage({ slug: submission.modelSlug, board: await loadBoardData() });
    expect(page?.verification?.by).toBe(shownAs);

    const submitterName = unique("Lab X");
    await db.user.update({ where: { id: submission.userId }, data: { githubLogin: unique("lab-x-login") } });
    expect((await setDisplayName({ userId: submission.userId, displayName: submitterName })).ok).toBe(true);
    const answer = await getSubmission({ authorization: moderator.bearer }, id);
    expect(answer.body.submitter).toBe(submitterName);

    await db.user.update({ where: { id: moderator.id }, data: { githubLogin: unique("mod-login") } });
    expect(await setDisplayName({ userId: moderator.id, displayName: "" })).toEqual({
      ok: true,
      value: { displayName: null },
    });
    const login = (await db.user.findUniqueOrThrow({ where: { id: moderator.id } })).githubLogin;
    const again = await loadModelPage({ slug: submission.modelSlug, board: await loadBoardData() });
    expect(again?.verification?.by).toBe(login);
    expect(JSON.stringify(again)).not.toContain(moderator.email);
  });

  it("refuse a name another account shows, as its display name or its GitHub login, whatever the case", async () => {
    const first = await createActor("user", "first");
    const second = await createActor("user", "second");
    const login = unique("octo-login");
    await db.user.update({ where: { id: first.id }, data: { githubLogin: login } });
    const taken = await setDisplayName({ userId: second.id, displayName: login.toUpperCase() });
    expect(taken).toEqual({
      ok: false,
      error: { code: "name-taken", message: expect.stringContaining("Another account is already shown as") as string },
    });

    const chosen = unique("Chosen Name");
    expect((await setDisplayName({ userId: first.id, displayName: chosen })).ok).toBe(true);
    expect((await setDisplayName({ userId: second.id, displayName: chosen.toLowerCase() })).ok).toBe(false);
    // Its own login is its own to use.
    expect((await setDisplayName({ userId: first.id, displayName: login })).ok).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: second.id } })).displayName).toBeNull();
  });

  it("are one line of text, at most 60 characters, without control characters", () => {
    expect(ZDisplayName.safeParse({ displayName: "  Lab\nX  " }).data).toEqual({ displayName: "Lab X" });
    expect(ZDisplayName.safeParse({ displayName: "" }).data).toEqual({ displayName: "" });
    expect(ZDisplayName.safeParse({ displayName: "x".repeat(61) }).error?.issues[0]?.message).toBe(
      "A display name has at most 60 characters.",
    );
    expect(ZDisplayName.safeParse({ displayName: "bell\u0007" }).success).toBe(false);
    expect(ZDisplayName.safeParse({ displayName: null }).error?.issues[0]?.message).toBe(
      "Give a display name, or leave the field empty.",
    );
  });
});
