import { describe, expect, it } from "vitest";
import { scoreResultsFile } from "@/lib/mr-score";
import type { BenchmarkTruth } from "@/lib/submissions/benchmark-truth";
import { record, truthOf } from "@/tests/unit/records";
import { scoreExtraction, type ExtractionReference } from "@/lib/extraction-score";
import type { ExtractionTruth } from "@/lib/submissions/extraction-truth";
import { scoreExtractionOffThread, scoreOffThread } from "./score-off-thread";

const known = [record({ uuid: "q1" }), record({ uuid: "q2", verdict: "Correct" }), record({ uuid: "q3" })];
const truth: BenchmarkTruth = {
  versionId: "version-1",
  versionNumber: 1,
  items: truthOf("math", known),
  itemIds: known.map((_, index) => `item-${index}`),
};
const inMainThread = (results: Record<string, unknown>, items = truth.items) =>
  scoreResultsFile({ results, truth: { source: "benchmark", items }, includeItemKeys: false });

const threadState = () =>
  (globalThis as unknown as { mrbenScoringThread: { thread: { worker: { terminate(): Promise<number> } } | null } })
    .mrbenScoringThread;

describe("scoring in the scoring thread", () => {
  it("gives exactly what scoreResultsFile gives in the main thread, member order and odd keys included", async () => {
    const results = { math: known, notes: "kept", ["__proto__"]: { not: "a prototype" } };
    const odd = JSON.parse('{"math": [], "__proto__": {"x": 1}}') as Record<string, unknown>;
    odd.math = known;
    for (const file of [results, odd, { math: [...known].reverse() }]) {
      expect(await scoreOffThread({ results: file, truth })).toEqual(inMainThread(file));
    }
  });

  it("scores files sent at once one after another, each against its own benchmark version", async () => {
    const other: BenchmarkTruth = { ...truth, versionId: "version-2", items: truthOf("math", known.slice(0, 2)) };
    const files = [{ math: known }, { math: known.slice(1) }, { math: known }];
    const scored = await Promise.all([
      scoreOffThread({ results: files[0]!, truth }),
      scoreOffThread({ results: files[1]!, truth: other }),
      scoreOffThread({ results: files[2]!, truth }),
    ]);
    expect(scored).toEqual([inMainThread(files[0]!), inMainThread(files[1]!, other.items), inMainThread(files[2]!)]);
  });

  it("fails the file whose thread dies, and scores the next one in a new thread", async () => {
    await scoreOffThread({ results: { math: known }, truth });
    const dying = threadState().thread!;
    const lost = scoreOffThread({ results: { math: known }, truth });
    await dying.worker.terminate();
    await expect(lost).rejects.toThrow(/scoring thread exited/);
    expect(await scoreOffThread({ results: { math: known }, truth })).toEqual(inMainThread({ math: known }));
    expect(threadState().thread).not.toBe(dying);
  });

  it("scores an extraction file as scoreExtraction does in the main thread, big integers and MR-Ben files between", async () => {
    const references: ExtractionReference[] = [
      { id: "a", reference: { mass: { value: 743, units: "MILLIGRAM" }, n: 9007199254740993n } },
      { id: "b", reference: { items: [{ x: 1 }, { x: 2 }] } },
    ];
    const extraction: ExtractionTruth = {
      benchmarkId: "bench",
      benchmarkName: "Bench",
      versionId: "extraction-1",
      versionNumber: 1,
      references,
      referenceRowIds: ["r-a", "r-b"],
      texts: [],
      matching: "optimal",
      normalization: "ord-v1",
    };
    const predictions = [
      { id: null, text: '{"items": [{"x": 2}]}' },
      { id: null, text: 'x {"mass": {"value": 0.743, "units": "GRAM"}, "n": 9007199254740993} y' },
    ];
    const [scored] = await Promise.all([
      scoreExtractionOffThread({ truth: extraction, predictions }),
      scoreOffThread({ results: { math: known }, truth }),
    ]);
    expect(scored).toEqual(scoreExtraction({ references, predictions, matching: "optimal", normalization: "ord-v1" }));
    expect(scored.ok && scored.report.diagnostics.moved).toBe(2);
  });
});
