import { describe, expect, it } from "vitest";
import { parseLeaderboardQuery } from "@/lib/benchmarks/mrben/board/leaderboard-query";
import { invalidQuery } from "@/lib/http/query-problem";

const subjects = [
  { key: "math", label: "Math", itemCount: 1 },
  { key: "logic", label: "Logic", itemCount: 1 },
];
const parse = (query: string) => parseLeaderboardQuery({ searchParams: new URLSearchParams(query), subjects });

describe("parseLeaderboardQuery", () => {
  it("defaults to the 0-shot overall board", () => {
    expect(parse("")).toEqual({ ok: true, data: { shots: 0 } });
    expect(parse("shots=1&subject=logic")).toEqual({ ok: true, data: { shots: 1, subject: "logic" } });
  });

  it("names a bad shots value and an unknown subject, listing the known ones", () => {
    const bad = parse("shots=2&subject=art");
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    const problem = invalidQuery(bad.errors);
    expect(problem.status).toBe(400);
    expect(problem.errors?.map((error) => error.pointer)).toEqual(["shots", "subject"]);
    expect(problem.detail).toContain("shots must be 0 or 1");
    expect(problem.detail).toContain("subject must be one of: math, logic");
  });
});
