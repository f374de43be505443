// A kind with subjects of its own on the shared board: the test-only kind (tests/kinds/qa) with
// history and science questions gives its subjects and each scoring's accuracy on them
// (KindServer.boardSubjects), and the board every kind shares shows and ranks them, its export
// included, with no file outside the kind's folder knowing the kind.
import { beforeAll, describe, expect, it } from "vitest";
import * as boardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { getSharedBoard } from "@/lib/boards/benchmark-board";
import { sharedBoardShowing } from "@/lib/boards/shared-board-showing";
import { buildShownBoard } from "@/lib/boards/shown-board";
import { createActor } from "../helpers/actors";
import { createSubmission, ORIGIN, uploadResults, validMeta } from "../helpers/api-calls";
import { approveForTests } from "../helpers/board-entries";
import { importQaBenchmark } from "../helpers/qa-benchmark";
import { QA_QUESTIONS, QA_SLUG, qaAnswers } from "../kinds/qa/fixture";

const half = QA_QUESTIONS / 2;

async function exported(query: string) {
  const request = new Request(`${ORIGIN}/api/v1/benchmarks/${QA_SLUG}/leaderboard${query}`);
  return boardRoute.GET(request, { params: Promise.resolve({ slug: QA_SLUG }) });
}

beforeAll(async () => {
  expect(await importQaBenchmark({ subjects: true })).toBe("first-version");
  const auth = { authorization: (await createActor("user", "quizzer")).bearer };
  // The history questions come first: one model knows history, the other science.
  for (const [modelName, answers] of [
    ["History-Buff", qaAnswers({ correct: half, wrong: half })],
    ["Science-Buff", qaAnswers({ correct: 0, wrong: half + 10 })],
  ] as const) {
    const created = await createSubmission(auth, { ...validMeta, modelName, benchmark: QA_SLUG });
    const id = String(created.body.id);
    expect((await uploadResults(auth, id, "0", new TextEncoder().encode(answers.text))).status).toBe(201);
    await approveForTests(id);
  }
});

describe("a shared board whose kind has subjects", () => {
  it("names the kind's subjects, in its order, with their questions", async () => {
    const board = (await getSharedBoard(QA_SLUG, null))!;
    expect(board.data.subjects).toEqual([
      { key: "history", label: "History", itemCount: half },
      { key: "science", label: "Science", itemCount: half },
    ]);
  });

  it("ranks the overall board by the headline score and each subject's board by its own", async () => {
    const shared = (await getSharedBoard(QA_SLUG, null))!;
    const show = (subject?: string) =>
      buildShownBoard({
        data: shared.data,
        showing: sharedBoardShowing(QA_SLUG, "Accuracy", undefined),
        benchmark: shared.benchmark,
        subject,
      }).rows["0"].map((row) => [row.modelName, row.rank, row.score.t]);
    expect(show()).toEqual([
      ["History-Buff", 1, "50.0"],
      ["Science-Buff", 2, "0.0"],
    ]);
    expect(show("history")).toEqual([
      ["History-Buff", 1, "100.0"],
      ["Science-Buff", 2, "0.0"],
    ]);
    const overall = buildShownBoard({
      data: shared.data,
      showing: sharedBoardShowing(QA_SLUG, "Accuracy", undefined),
      benchmark: shared.benchmark,
    });
    expect(overall.rows["0"][0]!.subjects).toMatchObject({ history: { t: "100.0" }, science: { t: "0.0" } });
  });

  it("exports a subject's board, and names the subjects it has when asked for another", async () => {
    const answer = await exported("?shots=0&subject=history");
    expect(answer.status).toBe(200);
    const json = (await answer.json()) as { subject: unknown; entries: { rank: number; accuracy: number }[] };
    expect(json.subject).toEqual({ key: "history", label: "History" });
    expect(json.entries.map((entry) => [entry.rank, entry.accuracy])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    const unknown = await exported("?shots=0&subject=geography");
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain(
      'no subject \\"geography\\" (its subjects: history, science)',
    );
  });
});
