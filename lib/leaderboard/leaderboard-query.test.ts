import { describe, expect, it } from "vitest";
import { parseLeaderboardQuery, prefersCsv } from "@/lib/leaderboard/leaderboard-query";

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
    expect(bad.problem.status).toBe(400);
    expect(bad.problem.errors?.map((error) => error.pointer)).toEqual(["shots", "subject"]);
    expect(bad.problem.detail).toContain("shots must be 0 or 1");
    expect(bad.problem.detail).toContain("subject must be one of: math, logic");
  });
});

describe("prefersCsv", () => {
  it("is CSV only when text/csv is asked for above JSON", () => {
    expect(prefersCsv("text/csv")).toBe(true);
    expect(prefersCsv("text/csv, */*;q=0.5")).toBe(true);
    expect(prefersCsv("application/json, text/csv;q=0.9")).toBe(false);
    expect(prefersCsv("text/html,application/xhtml+xml,*/*;q=0.8")).toBe(false);
    expect(prefersCsv("text/csv;q=0")).toBe(false);
    expect(prefersCsv(null)).toBe(false);
  });
});
