// What decisions do to the public board (GET /api/v1/leaderboard): approve puts an entry on it,
// unpublish takes it off, restore brings it back, and a newer approved submission of the same
// model replaces the older one while the older stays approved as history.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { type Actor, createActor } from "../helpers/actors";
import { decide } from "../helpers/api-calls";
import { getLeaderboardJson } from "../helpers/board-calls";
import { seedBoardEntry, uniformRun } from "../helpers/board-entries";

let mod: Actor;
const bearer = () => ({ authorization: mod.bearer });

beforeAll(async () => {
  mod = await createActor("moderator", "mod");
});

const boardEntries = async () =>
  (await getLeaderboardJson("?shots=0")).entries.map((entry) => ({
    slug: entry.model.slug,
    submissionId: entry.submissionId,
  }));

const revisionOf = async (id: string) =>
  (await db.submission.findUniqueOrThrow({ where: { id }, select: { revision: true } })).revision;

async function act(id: string, decision: string, reason?: string) {
  const answer = await decide(bearer(), id, { decision, reason, revision: await revisionOf(id) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe("the board follows the moderators' decisions", () => {
  it("shows an approved entry, drops it on unpublish and shows it again on restore", async () => {
    const id = await seedBoardEntry({
      slug: "lifecycle",
      status: "pending",
      runs: { "0": uniformRun(0.4), "1": uniformRun(0.5) },
    });
    expect(await boardEntries()).toEqual([]);
    await act(id, "approve");
    expect(await boardEntries()).toEqual([{ slug: "lifecycle", submissionId: id }]);
    await act(id, "unpublish", "Results under investigation.");
    expect(await boardEntries()).toEqual([]);
    await act(id, "restore", "Investigation closed.");
    expect(await boardEntries()).toEqual([{ slug: "lifecycle", submissionId: id }]);
    await act(id, "unpublish", "Final removal.");
  });

  it("replaces a model's entry with its newer approved submission, keeping the older one approved", async () => {
    const older = await seedBoardEntry({
      slug: "evolving",
      status: "pending",
      runs: { "0": uniformRun(0.3), "1": uniformRun(0.3) },
    });
    await act(older, "approve");
    expect(await boardEntries()).toEqual([{ slug: "evolving", submissionId: older }]);
    const newer = await seedBoardEntry({
      slug: "evolving",
      status: "pending",
      runs: { "0": uniformRun(0.7), "1": uniformRun(0.7) },
    });
    await act(newer, "approve");
    const board = await getLeaderboardJson("?shots=0");
    expect(board.entries.map((entry) => entry.submissionId)).toEqual([newer]);
    expect(board.entries[0]!.mrScore.value).toBeCloseTo(0.7, 12);
    const states = await db.submission.findMany({
      where: { id: { in: [older, newer] } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(states.map((state) => [state.id, state.status]))).toEqual({
      [older]: "approved",
      [newer]: "approved",
    });
  });

  it("shows the older approved submission again when the newer one is unpublished", async () => {
    const [first, second] = await Promise.all(
      [0.2, 0.9].map((score, index) =>
        seedBoardEntry({
          slug: "fallback",
          status: "pending",
          runs: { "0": uniformRun(score), "1": uniformRun(score) },
          modelName: `fallback-v${index + 1}`,
        }),
      ),
    );
    await act(first!, "approve");
    await act(second!, "approve");
    expect((await boardEntries()).filter((entry) => entry.slug === "fallback")).toEqual([
      { slug: "fallback", submissionId: second },
    ]);
    await act(second!, "unpublish", "Wrong file uploaded.");
    expect((await boardEntries()).filter((entry) => entry.slug === "fallback")).toEqual([
      { slug: "fallback", submissionId: first },
    ]);
  });
});
