// Who may see and change a submission: pending and draft submissions are visible only to their
// submitter and moderators (everyone else gets a 404), changes only to the submitter while it
// is being prepared, and cookie-borne writes only from the portal's own pages.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { portalOrigin } from "@/lib/http/same-origin";
import { createActor, type Actor } from "../helpers/actors";
import {
  createSubmission,
  downloadResults,
  fixtureBytes,
  FIXTURE,
  getSubmission,
  ORIGIN,
  submitForReview,
  uploadResults,
} from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";

let alice: Actor;
let bob: Actor;
let moderator: Actor;
let id: string;

startWith("benchmarks");

beforeAll(async () => {
  [alice, bob, moderator] = await Promise.all([
    createActor("user", "alice"),
    createActor("user", "bob"),
    createActor("moderator", "mod"),
  ]);
  id = String((await createSubmission({ authorization: alice.bearer })).body.id);
});

describe("seeing a submission that is not approved", () => {
  it("is open to its submitter and to moderators", async () => {
    expect((await getSubmission({ authorization: alice.bearer }, id)).status).toBe(200);
    expect((await getSubmission({ authorization: moderator.bearer }, id)).status).toBe(200);
  });

  it("is a 404 for another user and for an anonymous visitor, as for a submission that does not exist", async () => {
    const callers: Array<Record<string, string>> = [{ authorization: bob.bearer }, {}];
    for (const auth of callers) {
      const answer = await getSubmission(auth, id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual((await getSubmission(auth, "no-such-submission")).body);
    }
  });

  it("refuses an unknown or revoked token with 401 rather than treating the caller as anonymous", async () => {
    expect((await getSubmission({ authorization: "Bearer mrb_not-a-real-token" }, id)).status).toBe(401);
  });
});

describe("changing a submission", () => {
  it("is a 404 for another user (the submission is invisible to them)", async () => {
    const answer = await uploadResults({ authorization: bob.bearer }, id, "0", fixtureBytes(FIXTURE.small));
    expect(answer.status).toBe(404);
  });

  it("is refused for a cookie-borne request from another site, and allowed from the portal's pages", async () => {
    const crossSite = await uploadResults(
      { cookie: alice.cookie, origin: "https://evil.example" },
      id,
      "0",
      fixtureBytes(FIXTURE.small),
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.type).toBe("https://mrben-portal.dev/problems/cross-site-request");
    const noOrigin = await createSubmission({ cookie: alice.cookie });
    expect(noOrigin.status).toBe(403);
    // The portal's origin is its configured address, never what the request says its host is.
    const forwarded = await createSubmission({
      cookie: alice.cookie,
      origin: "http://evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(forwarded.status).toBe(403);
    const hosted = await createSubmission({ cookie: alice.cookie, origin: ORIGIN, host: new URL(ORIGIN).host });
    expect(hosted.status).toBe(403);
    const sameSite = await createSubmission({
      cookie: alice.cookie,
      origin: portalOrigin(),
      "sec-fetch-site": "same-origin",
    });
    expect(sameSite.status).toBe(201);
  });

  it("cannot send for review before both shot settings are scored", async () => {
    await uploadResults({ authorization: alice.bearer }, id, "0", fixtureBytes(FIXTURE.simA));
    const answer = await submitForReview({ authorization: alice.bearer }, id);
    expect(answer.status).toBe(409);
    expect(String(answer.body.detail)).toMatch(/1-shot results are not scored/);
  });

  it("sends it for review once both are scored, after which its files cannot change", async () => {
    expect((await uploadResults({ authorization: alice.bearer }, id, "1", fixtureBytes(FIXTURE.simB))).status).toBe(
      201,
    );
    const submitted = await submitForReview({ authorization: alice.bearer }, id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe("pending");
    const late = await uploadResults({ authorization: alice.bearer }, id, "0", fixtureBytes(FIXTURE.small));
    expect(late.status).toBe(409);
    expect(late.body.type).toBe("https://mrben-portal.dev/problems/submission-locked");
  });
});

describe("the original file", () => {
  it("downloads byte for byte for the submitter and moderators, and is a 404 for others", async () => {
    for (const actor of [alice, moderator]) {
      const response = await downloadResults({ authorization: actor.bearer }, id, "0");
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(
        createHash("sha256").update(fixtureBytes(FIXTURE.simA)).digest("hex"),
      );
    }
    expect((await downloadResults({ authorization: bob.bearer }, id, "0")).status).toBe(404);
    expect((await downloadResults({}, id, "0")).status).toBe(404);
  });
});
