import { describe, expect, it } from "vitest";
import { boardExports, sharedBoardExports } from "./export-links";

describe("a board's download links", () => {
  it("keep a shared board's shot setting and day, CSV by ?format=csv", () => {
    expect(sharedBoardExports({ slug: "ord-reactions", shots: 1, asOf: "2026-01-02" })).toEqual({
      csv: "/api/v1/benchmarks/ord-reactions/leaderboard?shots=1&asOf=2026-01-02&format=csv",
      json: "/api/v1/benchmarks/ord-reactions/leaderboard?shots=1&asOf=2026-01-02",
    });
  });

  it("keep the query's order, leave out what is not set, and use a CSV path when the board has one", () => {
    expect(
      boardExports({ path: "/api/x", csvPath: "/api/x.csv" }, { shots: "0", part: null, tier: "reported", asOf: "" }),
    ).toEqual({ csv: "/api/x.csv?shots=0&tier=reported", json: "/api/x?shots=0&tier=reported" });
  });
});
