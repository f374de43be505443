// The hosted endpoints' allow-list in the database: admins add and remove entries (each change in
// the audit log, bad entries named and nothing added), the list hosted runs use is the
// environment's entries and the admins', and it is read when a run starts and again by the worker
// before it connects.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { refuseAddress } from "@/lib/hosted-endpoint/address-policy";
import { hostedEndpointAllowList } from "@/lib/hosted-runs/allow-list";
import { addAllowEntries, getAllowListView, removeAllowEntry } from "@/lib/hosted-runs/allow-list-entries";
import { closePortalHostedRunQueue, openHostedRunQueue } from "@/lib/hosted-runs/queue";
import { startHostedRun } from "@/lib/hosted-runs/start-hosted-run";
import { workHostedRun } from "@/lib/hosted-runs/work-run";
import type PgBoss from "pg-boss";
import { createActor, type Actor } from "../helpers/actors";
import { importTheBenchmark } from "../helpers/benchmark";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../helpers/fake-openai-server";
import { AUTH_USER_SELECT } from "@/lib/auth/users";

vi.hoisted(() => {
  process.env.EVAL_SECRETS_KEY = "22".repeat(32);
  process.env.HOSTED_ENDPOINT_ALLOW = "192.168.7.0/24";
});

let admin: Actor;
let moderator: Actor;
let submitter: Actor;
let server: FakeOpenAiServer;
let queue: PgBoss;

const authUser = (actor: Actor) =>
  db.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: AUTH_USER_SELECT,
  });

const allows = async (address: string) => refuseAddress({ address, allow: await hostedEndpointAllowList() }) === null;

const events = () =>
  db.moderationEvent.findMany({
    where: { action: { in: ["allow_hosted_endpoint", "disallow_hosted_endpoint"] } },
    orderBy: { createdAt: "asc" },
    select: { action: true, actorId: true, before: true, after: true },
  });

beforeAll(async () => {
  [admin, moderator, submitter] = await Promise.all([
    createActor("admin", "allow-admin"),
    createActor("moderator", "allow-mod"),
    createActor("user", "allow-submitter"),
  ]);
  server = await startFakeOpenAiServer({ answer: () => "Solution Correctness: correct" });
  await importTheBenchmark({ only: ["coding"] });
  queue = await openHostedRunQueue();
}, 120_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await closePortalHostedRunQueue();
  await server?.close();
});

describe("the admins' allow-list", () => {
  it("merges the environment's entries with the stored ones", async () => {
    expect(await allows("192.168.7.9")).toBe(true);
    expect(await allows("10.1.2.3")).toBe(false);
    const added = await addAllowEntries({ actor: await authUser(admin), entries: ["10.0.0.0/8", "fd00::/8"] });
    expect(added).toEqual({ ok: true, value: { added: ["10.0.0.0/8", "fd00::/8"], alreadyListed: [] } });
    expect(await allows("10.1.2.3")).toBe(true);
    expect(await allows("fd00::1")).toBe(true);
    expect(await allows("192.168.7.9")).toBe(true);
    expect(await allows("127.0.0.1")).toBe(false);
    const view = await getAllowListView();
    expect(view.environment).toEqual(["192.168.7.0/24"]);
    expect(view.stored.map((row) => [row.entry, row.addedBy])).toEqual([
      ["10.0.0.0/8", admin.name],
      ["fd00::/8", admin.name],
    ]);
  });

  it("writes each added entry to the audit log with who added it", async () => {
    expect(await events()).toEqual([
      {
        action: "allow_hosted_endpoint",
        actorId: admin.id,
        before: {},
        after: { hostedEndpointAllowList: "10.0.0.0/8" },
      },
      {
        action: "allow_hosted_endpoint",
        actorId: admin.id,
        before: {},
        after: { hostedEndpointAllowList: "fd00::/8" },
      },
    ]);
  });

  it("names every bad entry and adds none of the batch", async () => {
    const result = await addAllowEntries({
      actor: await authUser(admin),
      entries: ["172.16.0.0/12", "not-an-address", "10.0.0.0/33"],
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid-entries", entries: ["not-an-address", "10.0.0.0/33"] },
    });
    if (!result.ok) expect(result.error.message).toContain('"not-an-address", "10.0.0.0/33" are not an IP address');
    expect(await allows("172.16.1.1")).toBe(false);
    expect(await events()).toHaveLength(2);
  });

  it("adds an entry already listed (stored or in the environment) once, and says so", async () => {
    const result = await addAllowEntries({ actor: await authUser(admin), entries: ["10.0.0.0/8", "192.168.7.0/24"] });
    expect(result).toEqual({ ok: true, value: { added: [], alreadyListed: ["10.0.0.0/8", "192.168.7.0/24"] } });
    expect(await db.hostedEndpointAllowEntry.count()).toBe(2);
    expect(await events()).toHaveLength(2);
  });

  it("lets only admins change it", async () => {
    for (const actor of [moderator, submitter]) {
      const who = await authUser(actor);
      expect(await addAllowEntries({ actor: who, entries: ["127.0.0.1"] })).toMatchObject({
        ok: false,
        error: { code: "forbidden" },
      });
      const entry = await db.hostedEndpointAllowEntry.findFirstOrThrow();
      expect(await removeAllowEntry({ actor: who, id: entry.id })).toMatchObject({
        ok: false,
        error: { code: "forbidden" },
      });
    }
    expect(await db.hostedEndpointAllowEntry.count()).toBe(2);
  });

  it("removes an entry, writes it to the audit log, and refuses the address again", async () => {
    const entry = await db.hostedEndpointAllowEntry.findUniqueOrThrow({ where: { entry: "10.0.0.0/8" } });
    expect(await removeAllowEntry({ actor: await authUser(admin), id: entry.id })).toEqual({
      ok: true,
      value: { entry: "10.0.0.0/8" },
    });
    expect(await allows("10.1.2.3")).toBe(false);
    expect((await events()).at(-1)).toEqual({
      action: "disallow_hosted_endpoint",
      actorId: admin.id,
      before: { hostedEndpointAllowList: "10.0.0.0/8" },
      after: {},
    });
    expect(await removeAllowEntry({ actor: await authUser(admin), id: entry.id })).toMatchObject({
      ok: false,
      error: { code: "no-such-entry" },
    });
  });
});

describe("hosted runs read the stored allow-list", () => {
  async function draftSubmission(): Promise<string> {
    const benchmark = await db.benchmark.findUniqueOrThrow({ where: { slug: "mr-ben" }, select: { id: true } });
    const slug = `allow-${Date.now().toString(36)}`;
    const submission = await db.submission.create({
      data: {
        userId: submitter.id,
        benchmarkId: benchmark.id,
        modelName: slug,
        modelSlug: slug,
        modelLink: "https://example.org/model",
        description: "allow-list",
        organization: "Tests",
        openWeights: true,
        temperature: 0,
        judgeModel: "gpt-4-turbo-2024-04-09",
        notes: "",
      },
    });
    return submission.id;
  }

  const start = async () =>
    startHostedRun({
      submissionId: await draftSubmission(),
      actor: await authUser(submitter),
      input: { baseUrl: server.baseUrl, model: "org/Allowed", shots: [0], subjects: ["coding"], itemLimit: 2 },
      queue,
    });

  it("refuses a run to the fake server's loopback address until an admin allows it, then starts it", async () => {
    const refused = await start();
    expect(refused).toMatchObject({ ok: false, error: { code: "address-refused" } });
    expect(await addAllowEntries({ actor: await authUser(admin), entries: ["127.0.0.1"] })).toMatchObject({ ok: true });
    const started = await start();
    expect(started.ok).toBe(true);
    if (started.ok) await db.hostedRun.update({ where: { id: started.value.runId }, data: { status: "cancelled" } });
  });

  it("has the worker read the list again before it connects: an entry removed meanwhile fails the run, unasked", async () => {
    const started = await start();
    if (!started.ok) throw new Error(started.error.message);
    const entry = await db.hostedEndpointAllowEntry.findUniqueOrThrow({ where: { entry: "127.0.0.1" } });
    await removeAllowEntry({ actor: await authUser(admin), id: entry.id });
    const asked = server.requests.length;
    expect(await workHostedRun({ runId: started.value.runId, leaseMs: 5_000 })).toBe("ended");
    const run = await db.hostedRun.findUniqueOrThrow({ where: { id: started.value.runId } });
    expect(run).toMatchObject({ status: "failed", failureCode: "address-refused" });
    expect(server.requests.length).toBe(asked);
  });
});
