// End to end through the real upload: a submission whose results files were scored here
// appears on the board once approved, with the scorer's numbers, ranks and downloadable files.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ModelJson } from "@/lib/benchmarks/mrben/board/model-json";
import { createActor } from "../helpers/actors";
import { createSubmission, downloadResults, fixtureBytes, FIXTURE, uploadResults } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { getBadge, getLeaderboardCsv, getLeaderboardJson, getModel } from "../helpers/board-calls";
import { approveForTests } from "../helpers/board-entries";
import { FIXTURES_DIR } from "../helpers/shared-data";

type Expected = Record<string, { mean_mr_score: number; subjects: Record<string, { mr_score: number }> }>;
const expected = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "expected.json"), "utf8")) as Expected;
const simA = expected[FIXTURE.simA.replace(/\.gz$/, "")]!;
const simB = expected[FIXTURE.simB.replace(/\.gz$/, "")]!;

let submissionId: string;

startWith("benchmarks");

beforeAll(async () => {
  const alice = await createActor("user", "alice");
  submissionId = String((await createSubmission({ authorization: alice.bearer })).body.id);
  for (const [shots, fixture] of [
    ["0", FIXTURE.simA],
    ["1", FIXTURE.simB],
  ] as const) {
    const upload = await uploadResults({ authorization: alice.bearer }, submissionId, shots, fixtureBytes(fixture), {
      "content-type": "application/gzip",
      "x-file-name": fixture,
    });
    expect(upload.status).toBe(201);
  }
});

describe("an uploaded and scored submission", () => {
  // That the board leaves it off until then is tests/integration/kind-conformance.test.ts's, as for every kind.
  it("has no model document until it is approved", async () => {
    expect((await getModel("test-model-7b")).status).toBe(404);
  });

  it("once approved, ranks with the scorer's mean and subject MR-Scores on both boards", async () => {
    await approveForTests(submissionId);
    const board = await getLeaderboardJson("?shots=0");
    expect(board.subjects.map((subject) => subject.key).sort()).toEqual(Object.keys(simA.subjects).sort());
    expect(board.entries).toHaveLength(1);
    const [entry] = board.entries;
    expect(entry).toMatchObject({ rank: 1, unrankedReason: null, submissionId, model: { slug: "test-model-7b" } });
    expect(Math.abs(entry!.mrScore.value - simA.mean_mr_score)).toBeLessThan(1e-12);
    for (const [subject, { mr_score }] of Object.entries(simA.subjects)) {
      expect(Math.abs(entry!.subjects![subject]!.mrScore.value - mr_score), subject).toBeLessThan(1e-12);
    }
    expect(Math.abs(entry!.otherShots!.value - simB.mean_mr_score)).toBeLessThan(1e-12);
    expect(board.scorerVersions).toHaveLength(1);
    const oneShot = await getLeaderboardJson("?shots=1&subject=math");
    expect(oneShot.entries[0]).toMatchObject({ rank: 1, model: { slug: "test-model-7b" } });
  });

  it("links to its original files, downloadable by anyone once approved", async () => {
    const model = (await (await getModel("test-model-7b")).json()) as ModelJson;
    const file = model.runs["0"]!.file;
    expect(file.download).toBe(`/api/v1/submissions/${submissionId}/results/0`);
    const download = await downloadResults({}, submissionId, "0");
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
    expect(bytes.length).toBe(file.sizeBytes);
  });

  it("has a badge and a CSV row", async () => {
    expect(await (await getBadge("test-model-7b.svg")).text()).toMatch(/MR-Score \d+\.\d \(#1\)/);
    const lines = (await (await getLeaderboardCsv("?shots=1")).text()).split("\r\n");
    expect(lines[1]).toMatch(/^1,1,1,,test-model-7b,Test-Model-7B,/);
  });
});
