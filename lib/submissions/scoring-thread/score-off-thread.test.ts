import { describe, expect, it } from "vitest";
import { extractionKind, type ExtractionTruth } from "@/lib/benchmarks/extraction/kind";
import { mrbenKind } from "@/lib/benchmarks/mrben/kind";
import type { BenchmarkTruth } from "@/lib/benchmarks/mrben/truth";
import { record, truthOf } from "@/tests/unit/records";
import { scoreExtraction, type ExtractionReference } from "@/lib/benchmarks/extraction/extraction-score";
import { scoreOffThread } from "./score-off-thread";

const known = [record({ uuid: "q1" }), record({ uuid: "q2", verdict: "Correct" }), record({ uuid: "q3" })];
const truth: BenchmarkTruth = {
  versionId: "version-1",
  versionNumber: 1,
  truth: { source: "benchmark", items: truthOf("math", known), itemIds: known.map((_, index) => `item-${index}`) },
};

/** What MR-Ben's scoring gives in this thread: scoreResultsFile's report, or its problems. */
const inMainThread = (results: Record<string, unknown>, items = truth.truth.items) =>
  mrbenKind.score({ truth: { ...truth.truth, items }, file: results, settings: {}, shots: 0 });

const mrbenOffThread = (results: Record<string, unknown>, against: BenchmarkTruth = truth) =>
  scoreOffThread({ kind: mrbenKind, truth: against, file: results, settings: {}, shots: 0 });

const threadState = () =>
  (globalThis as unknown as { mrbenScoringThread: { thread: { worker: { terminate(): Promise<number> } } | null } })
    .mrbenScoringThread;

describe("scoring in the scoring thread", () => {
  it("gives exactly what scoreResultsFile gives in the main thread, member order and odd keys included", async () => {
    const results = { math: known, notes: "kept", ["__proto__"]: { not: "a prototype" } };
    const odd = JSON.parse('{"math": [], "__proto__": {"x": 1}}') as Record<string, unknown>;
    odd.math = known;
    for (const file of [results, odd, { math: [...known].reverse() }]) {
      expect(await mrbenOffThread(file)).toEqual(inMainThread(file));
    }
  });

  it("scores files sent at once one after another, each against its own benchmark version", async () => {
    const other: BenchmarkTruth = {
      ...truth,
      versionId: "version-2",
      truth: { ...truth.truth, items: truthOf("math", known.slice(0, 2)) },
    };
    const files = [{ math: known }, { math: known.slice(1) }, { math: known }];
    const scored = await Promise.all([
      mrbenOffThread(files[0]!),
      mrbenOffThread(files[1]!, other),
      mrbenOffThread(files[2]!),
    ]);
    expect(scored).toEqual([
      inMainThread(files[0]!),
      inMainThread(files[1]!, other.truth.items),
      inMainThread(files[2]!),
    ]);
  });

  it("fails the file whose thread dies, and scores the next one in a new thread", async () => {
    await mrbenOffThread({ math: known });
    const dying = threadState().thread!;
    const lost = mrbenOffThread({ math: known });
    await dying.worker.terminate();
    await expect(lost).rejects.toThrow(/scoring thread exited/);
    expect(await mrbenOffThread({ math: known })).toEqual(inMainThread({ math: known }));
    expect(threadState().thread).not.toBe(dying);
  });

  it("scores an extraction file as scoreExtraction does in the main thread, big integers and MR-Ben files between", async () => {
    const references: ExtractionReference[] = [
      { id: "a", reference: { mass: { value: 743, units: "MILLIGRAM" }, n: 9007199254740993n } },
      { id: "b", reference: { items: [{ x: 1 }, { x: 2 }] } },
    ];
    const extraction: ExtractionTruth = { references, texts: [], rowIds: ["r-a", "r-b"] };
    const predictions = [
      { id: null, text: '{"items": [{"x": 2}]}' },
      { id: null, text: 'x {"mass": {"value": 0.743, "units": "GRAM"}, "n": 9007199254740993} y' },
    ];
    const [scored] = await Promise.all([
      scoreOffThread({
        kind: extractionKind,
        truth: { versionId: "extraction-1", truth: extraction },
        file: { predictions, submittedReferences: null },
        settings: { matching: "optimal", normalization: "ord-v1" },
        shots: 1,
      }),
      mrbenOffThread({ math: known }),
    ]);
    const expected = scoreExtraction({ references, predictions, matching: "optimal", normalization: "ord-v1" });
    expect(expected.ok).toBe(true);
    expect(scored).toEqual({
      ok: true,
      value: {
        report: expected.ok && expected.report,
        shots: 1,
        submittedReferences: { given: 0, differing: 0, positions: [] },
      },
    });
    expect(scored.ok && (scored.value as { report: { diagnostics: { moved: number } } }).report.diagnostics.moved).toBe(
      2,
    );
  });
});
