import { describe, expect, it } from "vitest";
import { leaderboardCsv, leaderboardCsvFileName } from "@/lib/benchmarks/mrben/board/leaderboard-csv";
import { csvCell } from "@/lib/platform/csv";
import { leaderboardJson } from "@/lib/benchmarks/mrben/board/leaderboard-json";
import { buildBoard } from "@/tests/helpers/board-builder";

/** A minimal RFC 4180 reader, to check the writer's output parses back to the same fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}

describe("csvCell", () => {
  it("quotes fields with commas, quotes or line breaks, doubling inner quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses text a spreadsheet would run as a formula with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-cmd")).toBe("'-cmd");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
  });

  it("writes numbers as numbers, negative ones included, and null as an empty field", () => {
    expect(csvCell(-0.25)).toBe("-0.25");
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });
});

describe("leaderboardCsv", () => {
  const data = buildBoard([
    { slug: "evil", name: "=cmd|' /C calc'!A0", runs: { "0": { mean: [0.5, 0.4, 0.6] } } },
    { slug: "plain", name: "Plain, Model", runs: { "0": { subjects: { math: 0.3 } } } },
  ]);

  it("has a header row and one CRLF-terminated row per entry in board order, with per-subject columns overall", () => {
    const rows = parseCsv(leaderboardCsv(leaderboardJson({ data, shots: 0 })));
    const [header, ...body] = rows;
    expect(header).toContain("math_mr_score");
    expect(header).toContain("logic_rankable");
    expect(header).not.toContain("mcc");
    const at = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
    expect(body).toHaveLength(2);
    expect(at(body[0], "rank")).toBe("1");
    expect(at(body[0], "model")).toBe("'=cmd|' /C calc'!A0");
    expect(at(body[0], "ci_low")).toBe("0.4");
    expect(at(body[1], "rank")).toBe("");
    expect(at(body[1], "model")).toBe("Plain, Model");
    expect(at(body[1], "unranked_reason")).toBe("Missing subjects: Coding, Logic");
    expect(at(body[1], "coding_mr_score")).toBe("");
  });

  it("lists the subject's sub-metrics instead of per-subject columns on a subject board", () => {
    const board = leaderboardJson({ data, shots: 0, subject: "math" });
    const [header] = parseCsv(leaderboardCsv(board));
    expect(header).toEqual(expect.arrayContaining(["mcc", "acc_step", "acc_reason", "subject"]));
    expect(header).not.toContain("math_mr_score");
    expect(leaderboardCsvFileName(board)).toBe("mr-ben-v1-math-0shot.csv");
  });
});
