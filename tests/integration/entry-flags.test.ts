// Moderators' flags on board entries through the API: a flag with its note stands on the board JSON
// and CSV and on the model document, one of a kind per entry; users cannot flag; removing it takes
// it off; every change is an audit event. Reported entries take flags too.
import { beforeAll, describe, expect, it } from "vitest";
import * as flagRoute from "@/app/api/v1/flags/[id]/route";
import * as reportedFlagsRoute from "@/app/api/v1/reported-entries/[id]/flags/route";
import * as submissionFlagsRoute from "@/app/api/v1/submissions/[id]/flags/route";
import * as reportedRoute from "@/app/api/v1/reported-entries/route";
import { db } from "@/lib/db";
import { type Actor, createActor } from "../helpers/actors";
import { ORIGIN } from "../helpers/api-calls";
import { getLeaderboardCsv, getLeaderboardJson, getModel } from "../helpers/board-calls";
import { ensureBoardBenchmark, seedBoardEntry, uniformRun } from "../helpers/board-entries";

let mod: Actor;
let user: Actor;
let submissionId: string;

beforeAll(async () => {
  await ensureBoardBenchmark();
  mod = await createActor("moderator", "flagging-mod");
  user = await createActor("user", "flagging-user");
  submissionId = await seedBoardEntry({ slug: "flagged-model", runs: { "0": uniformRun(0.4) } });
});

async function call(
  actor: Actor,
  method: string,
  url: string,
  handler: (request: Request) => Promise<Response>,
  body?: unknown,
) {
  const request = new Request(`${ORIGIN}${url}`, {
    method,
    headers: { "content-type": "application/json", authorization: actor.bearer },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const flagSubmission = (actor: Actor, id: string, body: unknown) =>
  call(
    actor,
    "POST",
    `/api/v1/submissions/${id}/flags`,
    (request) => submissionFlagsRoute.POST(request, { params: Promise.resolve({ id }) }),
    body,
  );

const removeFlag = (actor: Actor, id: string, body?: unknown) =>
  call(
    actor,
    "DELETE",
    `/api/v1/flags/${id}`,
    (request) => flagRoute.DELETE(request, { params: Promise.resolve({ id }) }),
    body,
  );

const boardRow = async (slug: string) =>
  (await getLeaderboardJson("?shots=0")).entries.find((entry) => entry.model.slug === slug)!;

describe("moderator flags", () => {
  let flagId: string;

  it("a moderator's flag stands on the board, the CSV and the model document with its note, logged", async () => {
    const added = await flagSubmission(mod, submissionId, {
      kind: "contamination_suspected",
      note: "Its training data includes the MR-Ben questions.",
    });
    expect(added.status).toBe(201);
    flagId = String(added.body.id);
    const row = await boardRow("flagged-model");
    expect(row.flags).toEqual([
      {
        kind: "contamination_suspected",
        note: "Its training data includes the MR-Ben questions.",
        since: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    const csv = await (await getLeaderboardCsv("?shots=0")).text();
    expect(csv).toContain("contamination_suspected: Its training data includes the MR-Ben questions.");
    const model = (await (await getModel("flagged-model")).json()) as { flags: unknown[] };
    expect(model.flags).toHaveLength(1);
    const event = await db.moderationEvent.findFirstOrThrow({ where: { action: "flag_entry", submissionId } });
    expect(event).toMatchObject({ actorId: mod.id, reason: "Its training data includes the MR-Ben questions." });
  });

  it("a second flag of the same kind is refused; another kind stands beside it", async () => {
    const again = await flagSubmission(mod, submissionId, { kind: "contamination_suspected", note: "again" });
    expect(again.status).toBe(409);
    expect(String(again.body.detail)).toContain('already flagged "Contamination suspected"');
    const other = await flagSubmission(mod, submissionId, { kind: "setup_differs", note: "Judged by GPT-4o." });
    expect(other.status).toBe(201);
    expect((await boardRow("flagged-model")).flags.map((flag) => flag.kind)).toEqual([
      "contamination_suspected",
      "setup_differs",
    ]);
  });

  it("a user cannot flag, an empty note or an unknown kind is refused naming it", async () => {
    expect((await flagSubmission(user, submissionId, { kind: "setup_differs", note: "x" })).status).toBe(403);
    const empty = await flagSubmission(mod, submissionId, { kind: "setup_differs", note: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("note");
    const unknown = await flagSubmission(mod, submissionId, { kind: "suspicious", note: "x" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("kind");
  });

  it("a plain user is refused before the body is read: a bad body gets the same 403, not the schema", async () => {
    for (const body of [{ kind: "suspicious" }, { note: 5 }, {}]) {
      const refused = await flagSubmission(user, submissionId, body);
      expect(refused).toMatchObject({ status: 403, body: { detail: "Only moderators and admins flag entries." } });
      expect(JSON.stringify(refused.body)).not.toContain("kind");
    }
    expect(await removeFlag(user, "no-such-flag", { note: 5 })).toMatchObject({ status: 403 });
  });

  it("a note with a control character is refused naming it, and nothing is stored", async () => {
    for (const note of ["Seen\u0000here", "bell\u0007", "escape \u001b[31m"]) {
      const refused = await flagSubmission(mod, submissionId, { kind: "setup_differs", note });
      expect(refused.status, JSON.stringify(note)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("control characters");
    }
    expect(
      await db.entryFlag.count({ where: { submissionId, kind: "setup_differs", note: { contains: "here" } } }),
    ).toBe(0);
  });

  it("removing a flag takes it off the board, once, with its event", async () => {
    expect((await removeFlag(user, flagId)).status).toBe(403);
    expect((await removeFlag(mod, flagId, { note: "Cleared by the authors' statement." })).status).toBe(200);
    expect((await boardRow("flagged-model")).flags.map((flag) => flag.kind)).toEqual(["setup_differs"]);
    expect((await removeFlag(mod, flagId)).status).toBe(409);
    const event = await db.moderationEvent.findFirstOrThrow({ where: { action: "unflag_entry", submissionId } });
    expect(event.reason).toBe("Cleared by the authors' statement.");
    const again = await flagSubmission(mod, submissionId, { kind: "contamination_suspected", note: "Back." });
    expect(again.status).toBe(201);
  });

  it("a reported entry takes a flag too", async () => {
    const created = await call(mod, "POST", "/api/v1/reported-entries", reportedRoute.POST, {
      modelName: "Flagged Paper Model",
      modelLink: "https://example.org/model",
      organization: "Lab",
      description: "From a paper",
      parameterCount: "",
      openWeights: false,
      sourceUrl: "https://example.org/paper",
      scores: { "0": { math: 30, coding: 30, logic: 30 } },
    });
    const id = String(created.body.id);
    const flagged = await call(
      mod,
      "POST",
      `/api/v1/reported-entries/${id}/flags`,
      (request) => reportedFlagsRoute.POST(request, { params: Promise.resolve({ id }) }),
      {
        kind: "setup_differs",
        note: "Other prompts than the official ones.",
      },
    );
    expect(flagged.status).toBe(201);
    expect((await boardRow("flagged-paper-model")).flags).toEqual([
      expect.objectContaining({ kind: "setup_differs", note: "Other prompts than the official ones." }),
    ]);
  });
});
