// Reported entries through the API: a moderator adds one and it ranks on the public board with
// verification "reported"; an average alone stands on the overall board only; users cannot add;
// incomplete scores are refused; unpublish and restore move it off and back on, each with its
// event; a verified entry of the same model wins.
import { beforeAll, describe, expect, it } from "vitest";
import * as decisionsRoute from "@/app/api/v1/reported-entries/[id]/decisions/route";
import * as reportedRoute from "@/app/api/v1/reported-entries/route";
import { db } from "@/lib/db";
import { type Actor, createActor } from "../helpers/actors";
import { ORIGIN } from "../helpers/api-calls";
import { getLeaderboardCsv, getLeaderboardJson, getModel } from "../helpers/board-calls";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";

let mod: Actor;
let user: Actor;

beforeAll(async () => {
  await ensureBoardBenchmark(); // subjects math, coding, logic
  mod = await createActor("moderator", "mod");
  user = await createActor("user", "someone");
});

async function post(actor: Actor, url: string, handler: (request: Request) => Promise<Response>, body: unknown) {
  const request = new Request(`${ORIGIN}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: actor.bearer },
    body: JSON.stringify(body),
  });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const entry = (modelName: string, zeroShot: Record<string, string | number>) => ({
  modelName,
  modelLink: "https://example.org/model",
  organization: "Paper Lab",
  description: "As reported in the paper",
  parameterCount: "70B",
  openWeights: false,
  sourceUrl: "https://example.org/paper",
  scores: { "0": zeroShot },
});

const add = (actor: Actor, body: unknown) => post(actor, "/api/v1/reported-entries", reportedRoute.POST, body);

const decide = (actor: Actor, id: string, body: unknown) =>
  post(
    actor,
    `/api/v1/reported-entries/${id}/decisions`,
    (request) => decisionsRoute.POST(request, { params: Promise.resolve({ id }) }),
    body,
  );

const board = async () =>
  (await getLeaderboardJson("?shots=0")).entries.map((row) => ({
    slug: row.model.slug,
    rank: row.rank,
    verification: row.verification,
  }));

describe("reported entries", () => {
  it("a moderator's reported entry ranks on the board as 'reported', with its source and no intervals", async () => {
    await seedBoardEntry({ slug: "verified-mid", runs: { "0": uniformRun(0.5) } });
    const added = await add(mod, entry("Paper Top", { math: "60.0", coding: "70.5", logic: 80 }));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await board()).toEqual([
      { slug: "paper-top", rank: 1, verification: "reported" },
      { slug: "verified-mid", rank: 2, verification: "verified" },
    ]);
    const json = await getLeaderboardJson("?shots=0");
    const top = json.entries[0]!;
    expect(top.sourceUrl).toBe("https://example.org/paper");
    expect(top.mrScore).toEqual({ value: (0.6 + 0.705 + 0.8) / 3, ciLow: null, ciHigh: null });
    expect(top.links.resultsFile).toBeNull();
    const csv = await (await getLeaderboardCsv("?shots=0")).text();
    const [header, first] = csv.split("\r\n");
    const column = header!.split(",").indexOf("verification");
    expect(first!.split(",")[column]).toBe("reported");
    const model = (await (await getModel("paper-top")).json()) as Record<string, unknown> & {
      runs: Record<
        string,
        { file: { download: string | null }; subjects: Record<string, { mcc: number | null }> } | null
      >;
    };
    expect(model).toMatchObject({ verification: "reported", sourceUrl: "https://example.org/paper", judgeModel: null });
    expect(model.runs["0"]?.file.download).toBeNull();
    expect(model.runs["0"]?.subjects.math?.mcc).toBeNull();
    expect(model.runs["1"]).toBeNull();
    const event = await db.moderationEvent.findFirstOrThrow({
      where: { reportedEntryId: String(added.body.id), action: "add_reported" },
    });
    expect(event.actorId).toBe(mod.id);
  });

  it("a user cannot add a reported entry", async () => {
    const answer = await add(user, entry("Sneaky", { math: 1, coding: 1, logic: 1 }));
    expect(answer.status).toBe(403);
    expect(await db.reportedEntry.count({ where: { modelSlug: "sneaky" } })).toBe(0);
  });

  it("a user is refused before the body is read, and a reason or a name with a control character is refused", async () => {
    for (const body of [{}, { modelName: 5 }]) expect(await add(user, body)).toMatchObject({ status: 403 });
    expect(await decide(user, "any-id", { decision: 7 })).toMatchObject({ status: 403 });
    const named = await add(mod, entry("Nul\u0000Name", { math: 1, coding: 1, logic: 1 }));
    expect(named.status).toBe(400);
    expect(JSON.stringify(named.body)).toContain("control characters");
    const added = await add(mod, entry("Clean Name", { math: 1, coding: 1, logic: 1 }));
    const refused = await decide(mod, String(added.body.id), {
      decision: "unpublish",
      reason: "a\u0000b",
      revision: 0,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("control characters");
  });

  it("a setting missing a subject is refused, naming the subject", async () => {
    const answer = await add(mod, entry("Half Done", { math: "50", coding: "40" }));
    expect(answer.status).toBe(400);
    expect(String(answer.body.detail)).toContain("scores.0.logic is required: Logic has no 0-shot score");
  });

  it("an average alone stands on the overall board without interval and on no subject's board", async () => {
    const added = await add(mod, { ...entry("Average Only", {}), means: { "0": "45.5" } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const row = (await getLeaderboardJson("?shots=0")).entries.find((one) => one.model.slug === "average-only");
    expect(row).toMatchObject({ verification: "reported", mrScore: { value: 0.455, ciLow: null, ciHigh: null } });
    const math = await getLeaderboardJson("?shots=0&subject=math");
    expect(math.entries.some((one) => one.model.slug === "average-only")).toBe(false);
    const stored = await db.reportedEntry.findUniqueOrThrow({
      where: { id: String(added.body.id) },
      select: { scores: true, meanScores: true },
    });
    expect(stored).toEqual({ scores: {}, meanScores: { "0": 0.455 } });
  });

  it("an average beside the subjects' scores of the same setting is refused, naming it", async () => {
    const answer = await add(mod, {
      ...entry("Both Ways", { math: 50, coding: 40, logic: 30 }),
      means: { "0": "40.0" },
    });
    expect(answer.status).toBe(400);
    expect(String(answer.body.detail)).toContain("means.0 must be empty when the subjects' 0-shot scores are given");
    expect(await db.reportedEntry.count({ where: { modelSlug: "both-ways" } })).toBe(0);
  });

  it("unpublishing takes it off the board and restoring brings it back, each with its event", async () => {
    const added = await add(mod, entry("Come And Go", { math: 10, coding: 10, logic: 10 }));
    const id = String(added.body.id);
    const onBoard = async () => (await board()).some((row) => row.slug === "come-and-go");
    expect(await onBoard()).toBe(true);

    expect((await decide(mod, id, { decision: "unpublish", revision: 0 })).status).toBe(400); // needs a reason
    expect((await decide(user, id, { decision: "unpublish", reason: "no", revision: 0 })).status).toBe(403);
    const off = await decide(mod, id, { decision: "unpublish", reason: "Paper retracted.", revision: 0 });
    expect(off).toEqual({ status: 200, body: { id, status: "unpublished", revision: 1 } });
    expect(await onBoard()).toBe(false);
    expect((await decide(mod, id, { decision: "restore", revision: 0 })).status).toBe(409); // stale revision
    expect((await decide(mod, id, { decision: "restore", revision: 1 })).status).toBe(200);
    expect(await onBoard()).toBe(true);

    const events = await db.moderationEvent.findMany({
      where: { reportedEntryId: id },
      orderBy: { createdAt: "asc" },
      select: { action: true, reason: true, before: true, after: true },
    });
    expect(events.map((event) => event.action)).toEqual(["add_reported", "unpublish", "restore"]);
    expect(events[1]).toMatchObject({
      reason: "Paper retracted.",
      before: { status: "published", revision: 0 },
      after: { status: "unpublished", revision: 1 },
    });
  });

  it("a verified entry of the same model takes the place of its reported one", async () => {
    await add(mod, entry("Both Kinds", { math: 99, coding: 99, logic: 99 }));
    const id = await seedBoardEntry({ slug: "both-kinds", runs: { "0": uniformRun(0.2) } });
    const rows = (await getLeaderboardJson("?shots=0")).entries.filter((row) => row.model.slug === "both-kinds");
    expect(rows.map((row) => [row.verification, row.submissionId])).toEqual([["verified", id]]);
  });
});
