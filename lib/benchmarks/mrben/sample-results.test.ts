import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mrbenKind } from "./kind";
import { readResultsFile } from "./read-results-file";
import { SAMPLE_RESULTS_FILE_NAME, sampleResultsText } from "./sample-results";

const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-sample-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the How to submit page's sample results file", () => {
  it("is named as the official script names a 0-shot file", () => {
    const pattern = new RegExp(mrbenKind.upload.fileName!.pattern, "i");
    const match = pattern.exec(SAMPLE_RESULTS_FILE_NAME);
    expect(match?.[mrbenKind.upload.fileName!.shotsGroup]).toBe("0");
  });

  it("reads with the command line's reader and scores against its own records, as the official script does", async () => {
    const file = path.join(dir, SAMPLE_RESULTS_FILE_NAME);
    writeFileSync(file, sampleResultsText());
    const read = await readResultsFile({ path: file });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const scored = await mrbenKind.score({
      truth: { source: "file" },
      file: read.value.results,
      settings: {},
      shots: 0,
    });
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    expect(Object.keys(scored.value.subjects)).toEqual(["math"]);
    expect(scored.value.subjects.math!.n_correct + scored.value.subjects.math!.n_incorrect).toBe(3);
    // One verdict right and one wrong on the two incorrect solutions, the found error explained: 50.0, as `npm run score` prints.
    expect(scored.value.meanMrScore).toBeCloseTo(0.5, 10);
  });
});
