import { describe, expect, it } from "vitest";
import { sharedBoardExports } from "@/lib/boards/export-links";
import { mrbenBoardExports } from "./export-links";

describe("a board's download links", () => {
  it("keep the MR-Ben board's shot setting, subject, level and day", () => {
    expect(mrbenBoardExports({ shots: 1, subject: "math", asOf: "2026-01-02" })).toEqual({
      csv: "/api/v1/leaderboard.csv?shots=1&subject=math&asOf=2026-01-02",
      json: "/api/v1/leaderboard?shots=1&subject=math&asOf=2026-01-02",
    });
    expect(mrbenBoardExports({ shots: 0, level: "college" }).csv).toBe("/api/v1/leaderboard.csv?shots=0&level=college");
    expect(mrbenBoardExports({ shots: 0, tier: "evaluated" }).json).toBe("/api/v1/leaderboard?shots=0&tier=evaluated");
  });

  it("keep a shared board's shot setting and day, CSV by ?format=csv", () => {
    expect(sharedBoardExports({ slug: "ord-reactions", shots: 1, asOf: "2026-01-02" })).toEqual({
      csv: "/api/v1/benchmarks/ord-reactions/leaderboard?shots=1&asOf=2026-01-02&format=csv",
      json: "/api/v1/benchmarks/ord-reactions/leaderboard?shots=1&asOf=2026-01-02",
    });
  });
});
