import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_DIR } from "@/tests/helpers/shared-data";
import { readPublishedBoard } from "./published-board-file";

const PUBLISHED = path.join(SHARED_DIR, "mrben/published-leaderboard.json");

const file = (rows: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ source: "https://example.org/board (table 2)", rows, ...extra });

describe("readPublishedBoard", () => {
  it("reads the MR-Ben authors' board: 31 models, averages as fractions, sizes, prices, the source", () => {
    const read = readPublishedBoard(readFileSync(PUBLISHED, "utf8"));
    if (!read.ok) throw new Error(read.problems.join("\n"));
    const { board } = read;
    expect(board.sourceUrl).toBe("https://mr-ben.github.io");
    expect(board.judgeModel).toBe("gpt-4-turbo-2024-04-09");
    expect(board.rows).toHaveLength(31);
    const gpt4o = board.rows.find((row) => row.modelName === "GPT-4o-2024-05-13")!;
    expect(gpt4o).toMatchObject({
      means: { "0": 0.458, "1": 0.455 },
      price: { input: 5, output: 15 },
      parameterCount: null,
      openWeights: false,
    });
    const qwen = board.rows.find((row) => row.modelName === "Qwen1.5-1.8B")!;
    expect(qwen).toMatchObject({ modelSlug: "qwen1.5-1.8b", parameterCount: 1_800_000_000n, openWeights: true });
    expect(qwen.price).toBeNull();
    expect(new Set(board.rows.map((row) => row.modelSlug)).size).toBe(31);
  });

  it("names every problem with its place and reads nothing of a file that has one", () => {
    const read = readPublishedBoard(
      file([
        { model: "Good", params: null, mrScore: { "0": 10 } },
        { model: "", mrScore: { "0": 10 } },
        { model: "Over", mrScore: { "1": 101 } },
        { model: "Sized", params: "seven", mrScore: { "0": 1 } },
        { model: "None", mrScore: {} },
        { model: "Priced", mrScore: { "0": 1 }, usdPerMTok: { input: -1, output: 2 } },
        { model: "Good", mrScore: { "0": 11 } },
      ]),
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        "rows[1].model: must name the model",
        "rows[2].mrScore.1: must be between 0 and 100",
        'rows[3].params: must be a size such as "7B", "1.8B" or "350M", or null',
        "rows[4].mrScore: needs the average of at least one shot setting (0 or 1)",
        expect.stringMatching(/^rows\[5\]\.usdPerMTok\.input: /),
        'rows[6].model: "Good" is the same model as rows[0]',
      ],
    });
  });

  it("refuses a file without a source address, without rows, or that is not JSON", () => {
    expect(readPublishedBoard(JSON.stringify({ source: "the paper", rows: [] }))).toEqual({
      ok: false,
      problems: ["source: must hold the http(s) address the figures come from", "rows: must list at least one model"],
    });
    expect(readPublishedBoard("{")).toMatchObject({ ok: false, problems: [expect.stringMatching(/^not JSON: /)] });
    expect(readPublishedBoard(file([{ model: "A", mrScore: { "0": 1 }, extra: 1 }]))).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^rows\[0\]: .*extra/)],
    });
  });

  it("refuses control characters in a name or an organization, and reads a name's line breaks as spaces", () => {
    expect(
      readPublishedBoard(
        file([
          { model: "Nul\u0000Model", mrScore: { "0": 1 } },
          { model: "Fine", organization: "Lab\u0001\u000b", mrScore: { "0": 1 } },
        ]),
      ),
    ).toEqual({
      ok: false,
      problems: [
        "rows[0].model: must not contain control characters (only tab and line breaks are allowed)",
        "rows[1].organization: must not contain control characters (only tab and line breaks are allowed)",
      ],
    });
    const read = readPublishedBoard(file([{ model: "Two\r\nLines", mrScore: { "0": 1 } }]));
    expect(read.ok && read.board.rows[0]!.modelName).toBe("Two Lines");
  });
});
