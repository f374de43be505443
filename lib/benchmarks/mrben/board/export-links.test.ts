import { describe, expect, it } from "vitest";
import { mrbenBoardExports } from "./export-links";

describe("an MR-Ben board's download links", () => {
  it("keep its shot setting, subject, level, tier and day, CSV at its own path", () => {
    expect(mrbenBoardExports({ shots: 1, subject: "math", asOf: "2026-01-02" })).toEqual({
      csv: "/api/v1/leaderboard.csv?shots=1&subject=math&asOf=2026-01-02",
      json: "/api/v1/leaderboard?shots=1&subject=math&asOf=2026-01-02",
    });
    expect(mrbenBoardExports({ shots: 0, level: "college" }).csv).toBe("/api/v1/leaderboard.csv?shots=0&level=college");
    expect(mrbenBoardExports({ shots: 0, tier: "evaluated" }).json).toBe("/api/v1/leaderboard?shots=0&tier=evaluated");
  });
});
