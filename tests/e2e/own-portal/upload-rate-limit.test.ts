// Uploads are rate-limited per user with a clear 429, and the limit holds across two instances
// of the portal on one database (the counter lives in PostgreSQL, not in a process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor } from "../../helpers/actors";
import { validMeta } from "../../helpers/api-calls";
import { startWith } from "../../helpers/file-database";
import { startPortal, type Portal } from "../helpers/portal";
import { callServerAction, serverActionRefs } from "../helpers/server-actions";

const LIMIT = 3;

startWith("benchmarks");
let portals: Portal[] = [];

beforeAll(async () => {
  portals = await Promise.all([0, 1].map(() => startPortal({ env: { UPLOAD_RATE_LIMIT: `${LIMIT}/hour` } })));
});

afterAll(async () => {
  await Promise.all(portals.map((portal) => portal.stop()));
});

async function createDraft(portal: Portal, bearer: string): Promise<Response> {
  return fetch(`${portal.baseUrl}/api/v1/submissions`, {
    method: "POST",
    headers: { authorization: bearer, "content-type": "application/json" },
    body: JSON.stringify(validMeta),
  });
}

async function putFile(portal: Portal, bearer: string, id: string): Promise<Response> {
  return fetch(`${portal.baseUrl}/api/v1/submissions/${id}/results/0`, {
    method: "PUT",
    headers: { authorization: bearer, "content-type": "application/json" },
    body: "{}",
  });
}

describe("the upload rate limit", () => {
  it("counts creations and file PUTs together on both instances, then answers 429 with Retry-After", async () => {
    const [first, second] = portals as [Portal, Portal];
    const uploader = await createActor("user", "uploader");
    const sentAt = Date.now();
    const created = await createDraft(first, uploader.bearer);
    const answeredAt = Date.now();
    expect(created.status).toBe(201);
    const quota = (response: Response) =>
      ["limit", "remaining", "reset"].map((field) => Number(response.headers.get(`ratelimit-${field}`)));
    const [limit, remaining, reset] = quota(created);
    expect([limit, remaining]).toEqual([LIMIT, LIMIT - 1]);
    // The hour's window opened with this request: what is left of it, in whole seconds, as it was answered.
    expect(reset).toBeGreaterThanOrEqual(3600 - Math.ceil((answeredAt - sentAt) / 1000) - 1);
    expect(reset).toBeLessThanOrEqual(3600);
    const { id } = (await created.json()) as { id: string };
    // A file that fails validation still cost the server a read: it counts.
    const failed = await putFile(second, uploader.bearer, id);
    expect(failed.status).toBe(422);
    expect(quota(failed).slice(0, 2)).toEqual([LIMIT, LIMIT - 2]);
    const third = await createDraft(second, uploader.bearer);
    expect(third.status).toBe(201);
    expect(quota(third).slice(0, 2)).toEqual([LIMIT, 0]);

    for (const refused of [await putFile(first, uploader.bearer, id), await createDraft(second, uploader.bearer)]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(quota(refused)).toEqual([LIMIT, 0, retryAfter]);
      const problem = (await refused.json()) as Record<string, unknown>;
      expect(problem).toMatchObject({ status: 429, title: "Too many uploads", limit: `${LIMIT}/hour` });
      expect(String(problem.type)).toMatch(/rate-limited$/);
      expect(String(problem.detail)).toMatch(/3 times per 60 minutes .*Try again in 60 minutes/);
    }
    // Refused requests change nothing: still the two drafts and the one failed run.
    expect(await db.submission.count({ where: { userId: uploader.id } })).toBe(2);
    expect(await db.submissionRun.count({ where: { submissionId: id } })).toBe(1);
  });

  it("counts starting a new version of a submission too, refusing it with the limit in words", async () => {
    const [first, second] = portals as [Portal, Portal];
    const author = await createActor("user", "new-versions");
    const created = await createDraft(first, author.bearer);
    const { id } = (await created.json()) as { id: string };
    await db.submission.update({ where: { id }, data: { status: "withdrawn" } });
    const action = serverActionRefs().get("app/submissions/[id]/actions.ts#copyAsNewVersionAction")!;
    const newVersion = (portal: Portal) =>
      callServerAction({
        baseUrl: portal.baseUrl,
        pagePath: `/submissions/${id}`,
        action,
        fields: { submissionId: id },
        cookie: author.cookie,
      });
    for (const portal of [first, second]) expect((await newVersion(portal)).redirect).toMatch(/^\/submissions\/\w+/);
    const refused = await newVersion(first);
    expect(refused.redirect).toBeNull();
    expect(refused.text).toMatch(/3 times per 60 minutes \(3\/hour\)\. Try again in 60 minutes/);
    expect(await db.submission.count({ where: { userId: author.id } })).toBe(LIMIT);
  });

  it("is per user, and moderators are not exempt", async () => {
    const [first] = portals as [Portal, Portal];
    const other = await createActor("user", "other-uploader");
    expect((await createDraft(first, other.bearer)).status).toBe(201);
    const moderator = await createActor("moderator", "uploading-mod");
    const answers = [];
    for (let i = 0; i <= LIMIT; i++) answers.push((await createDraft(first, moderator.bearer)).status);
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it("holds exactly under concurrent requests split across the two instances", async () => {
    const racer = await createActor("user", "racer");
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createDraft(portals[i % 2]!, racer.bearer).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMIT);
    expect(await db.submission.count({ where: { userId: racer.id } })).toBe(LIMIT);
  });

  it("/submit says how many uploads are left in the window, and when the next frees up once none is", async () => {
    const [first] = portals as [Portal, Portal];
    const counter = await createActor("user", "counter");
    const submitPage = async () =>
      (await (await fetch(`${first.baseUrl}/submit`, { headers: { cookie: counter.cookie } })).text()).replace(
        /<!-- -->/g,
        "",
      );
    expect(await submitPage()).toContain(`You have ${LIMIT} of ${LIMIT} uploads left in this window (${LIMIT}/hour`);
    expect((await createDraft(first, counter.bearer)).status).toBe(201);
    expect(await submitPage()).toContain(`You have ${LIMIT - 1} of ${LIMIT} uploads left`);
    for (let i = 1; i < LIMIT; i++) await createDraft(first, counter.bearer);
    expect(await submitPage()).toMatch(
      /You have no uploads left in this window \(3\/hour\): the next one frees up at /,
    );
  });

  it("frees a slot once the oldest upload leaves the window", async () => {
    const [first] = portals as [Portal, Portal];
    const patient = await createActor("user", "patient");
    for (let i = 0; i < LIMIT; i++) expect((await createDraft(first, patient.bearer)).status).toBe(201);
    expect((await createDraft(first, patient.bearer)).status).toBe(429);
    // An hour passes for the oldest attempt.
    const oldest = await db.uploadAttempt.findFirstOrThrow({
      where: { userId: patient.id },
      orderBy: { createdAt: "asc" },
    });
    await db.uploadAttempt.update({ where: { id: oldest.id }, data: { createdAt: new Date(Date.now() - 3601_000) } });
    expect((await createDraft(first, patient.bearer)).status).toBe(201);
    expect((await createDraft(first, patient.bearer)).status).toBe(429);
  });
});
