// GET /api/v1/models/{slug} for a model on any board: MR-Ben's part as it always was, the model's
// entries on the shared boards (here the test-only kind's, tests/kinds/qa) with their links, and a
// 404 problem for a model on no board.
import { beforeAll, describe, expect, it } from "vitest";
import * as benchmarkBadgeRoute from "@/app/api/v1/benchmarks/[slug]/badges/[file]/route";
import * as benchmarkBoardRoute from "@/app/api/v1/benchmarks/[slug]/leaderboard/route";
import { getBoardData } from "@/lib/benchmarks/mrben/board/load-board";
import { modelJson } from "@/lib/benchmarks/mrben/board/model-json";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, ORIGIN, uploadResults, validMeta } from "../helpers/api-calls";
import { getModel } from "../helpers/board-calls";
import { approveForTests, seedBoardEntry, uniformRun } from "../helpers/board-entries";
import { importQaBenchmark } from "../helpers/qa-benchmark";
import { QA_NAME, QA_SLUG, qaAnswers } from "../kinds/qa/fixture";

type Entry = Record<string, unknown> & {
  shots: number;
  rank: number | null;
  submissionId: string;
  links: { entry: string; export: string; badge: string };
};
type SharedBoard = { benchmark: Record<string, unknown>; entries: Entry[] };
type Document = Record<string, unknown> & { generatedAt: string; sharedBoards?: SharedBoard[] };

const bytes = (text: string) => new TextEncoder().encode(text);
const strong = qaAnswers({ correct: 90, wrong: 20 });
const weak = qaAnswers({ correct: 60, wrong: 50 });
const approvedAt = new Date("2026-02-03T10:00:00.000Z");

let moderator: Actor;
let quizOnly = "";

/** A qa submission of `modelName` with a file per shot setting, approved. */
async function qaEntry(modelName: string, files: Partial<Record<"0" | "1", string>>): Promise<string> {
  const auth = { authorization: moderator.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName, benchmark: QA_SLUG });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  for (const [shots, text] of Object.entries(files))
    expect((await uploadResults(auth, id, shots, bytes(text))).status).toBe(201);
  await approveForTests(id, approvedAt);
  return id;
}

async function documentOf(slug: string): Promise<Document> {
  const response = await getModel(slug);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Document;
}

async function follow(path: string): Promise<Response> {
  const url = new URL(path, ORIGIN);
  const [, , , , slug, kind, file] = url.pathname.split("/");
  if (kind === "leaderboard")
    return benchmarkBoardRoute.GET(new Request(url), { params: Promise.resolve({ slug: slug! }) });
  return benchmarkBadgeRoute.GET(new Request(url), { params: Promise.resolve({ slug: slug!, file: file! }) });
}

beforeAll(async () => {
  moderator = await createActor("moderator", "model-doc-mod");
  await importQaBenchmark();
  quizOnly = await qaEntry("Quiz-Only", { "0": strong.text, "1": weak.text });
  await qaEntry("Both-Boards", { "0": weak.text });
  await seedBoardEntry({ slug: "both-boards", modelName: "Both-Boards", runs: { "0": uniformRun(0.5) } });
  await seedBoardEntry({ slug: "mrben-only", runs: { "0": uniformRun(0.4) } });
  await seedBoardEntry({ slug: "pending-only", status: "pending", runs: { "0": uniformRun(0.4) } });
  await db.entryFlag.create({
    data: {
      kind: "contamination_suspected",
      note: "Seen in training data.",
      submissionId: quizOnly,
      createdById: moderator.id,
      createdAt: new Date("2026-02-04T10:00:00.000Z"),
    },
  });
});

describe("GET /api/v1/models/{slug}", () => {
  it("documents a model on a shared board alone: per shot setting its rank, the kind's score and figures, and links", async () => {
    const document = await documentOf("quiz-only");
    expect(document).toEqual({
      generatedAt: expect.any(String),
      model: {
        name: "Quiz-Only",
        slug: "quiz-only",
        link: validMeta.modelLink,
        organization: validMeta.organization,
        parameterCount: "7000000000",
        openWeights: true,
        price: null,
      },
      sharedBoards: [
        {
          benchmark: { slug: QA_SLUG, name: QA_NAME, kind: "qa", scoreLabel: "Accuracy", versionNumber: 1 },
          entries: [0, 1].map((shots) => ({
            shots,
            rank: 1,
            rankBand: { best: 1, worst: 1 },
            submissionId: quizOnly,
            accuracy: (shots === 0 ? strong : weak).accuracy,
            accuracyCi: { low: expect.any(Number), high: expect.any(Number) },
            answered: 110,
            correct: shots === 0 ? 90 : 60,
            items: 120,
            benchmarkVersion: 1,
            approvedAt: approvedAt.toISOString(),
            tier: "rescored",
            flags: [
              { kind: "contamination_suspected", note: "Seen in training data.", since: "2026-02-04T10:00:00.000Z" },
            ],
            links: {
              entry: `/benchmarks/${QA_SLUG}/entries/${quizOnly}?shots=${shots}`,
              export: `/api/v1/benchmarks/${QA_SLUG}/leaderboard?shots=${shots}`,
              badge: `/api/v1/benchmarks/${QA_SLUG}/badges/quiz-only.svg${shots === 1 ? "?shots=1" : ""}`,
            },
          })),
        },
      ],
    });
  });

  it("links to the board's export, which ranks the entry with the same score, and to its badge", async () => {
    const [entry] = (await documentOf("quiz-only")).sharedBoards![0]!.entries;
    const exported = (await (await follow(entry!.links.export)).json()) as { entries: Record<string, unknown>[] };
    const row = exported.entries.find((candidate) => candidate.submissionId === quizOnly);
    expect(row).toMatchObject({ rank: entry!.rank, accuracy: entry!.accuracy, accuracyCi: entry!.accuracyCi });
    const badge = await follow(entry!.links.badge);
    expect(badge.status).toBe(200);
    expect(await badge.text()).toContain(`${QA_NAME}: Accuracy 75.0 (#1)`);
  });

  it("keeps a model's MR-Ben document as it was, its shared boards' entries added after it", async () => {
    const document = await documentOf("both-boards");
    const mrben = modelJson({ data: await getBoardData(), slug: "both-boards" })!;
    expect(Object.keys(document)).toEqual([...Object.keys(mrben), "sharedBoards"]);
    const { sharedBoards, ...part } = document;
    expect({ ...part, generatedAt: null }).toEqual({ ...mrben, generatedAt: null });
    expect(sharedBoards!.map(({ benchmark, entries }) => [benchmark.slug, entries.map((entry) => entry.rank)])).toEqual(
      [[QA_SLUG, [2]]],
    );
  });

  it("gives a model on MR-Ben's board alone its MR-Ben document, with no shared boards", async () => {
    const document = await documentOf("mrben-only");
    const mrben = modelJson({ data: await getBoardData(), slug: "mrben-only" })!;
    expect({ ...document, generatedAt: null }).toEqual({ ...mrben, generatedAt: null });
    expect(document).not.toHaveProperty("sharedBoards");
  });

  it("answers a model on no board, or only pending, with the 404 problem", async () => {
    for (const slug of ["nobody", "pending-only"]) {
      const response = await getModel(slug);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(await response.json()).toMatchObject({
        type: expect.stringContaining("not-found"),
        title: "Not found",
        detail: `No model "${slug}" on the leaderboard.`,
      });
    }
  });

  it("answers 304 to a client holding the current document, whatever its generatedAt", async () => {
    for (const slug of ["quiz-only", "both-boards"]) {
      const first = await getModel(slug);
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect((await getModel(slug, { "if-none-match": etag! })).status).toBe(304);
    }
  });
});
