import { describe, expect, it } from "vitest";
import { boardExports, sharedBoardAddress, viewExports } from "./export-links";

describe("a board's download links", () => {
  it("keep a shared board's shot setting and day, CSV by ?format=csv", () => {
    expect(viewExports(sharedBoardAddress("ord-reactions"), { shots: 1, asOf: "2026-01-02" })).toEqual({
      csv: "/api/v1/benchmarks/ord-reactions/leaderboard?shots=1&asOf=2026-01-02&format=csv",
      json: "/api/v1/benchmarks/ord-reactions/leaderboard?shots=1&asOf=2026-01-02",
    });
  });

  it("keep a board's shot setting, subject, level, tier and day, CSV at its own path", () => {
    const address = { path: "/api/v1/leaderboard", csvPath: "/api/v1/leaderboard.csv" };
    expect(viewExports(address, { shots: 1, subject: "math", asOf: "2026-01-02" })).toEqual({
      csv: "/api/v1/leaderboard.csv?shots=1&subject=math&asOf=2026-01-02",
      json: "/api/v1/leaderboard?shots=1&subject=math&asOf=2026-01-02",
    });
    expect(viewExports(address, { shots: 0, level: "college" }).csv).toBe(
      "/api/v1/leaderboard.csv?shots=0&level=college",
    );
    expect(viewExports(address, { shots: 0, tier: "evaluated" }).json).toBe(
      "/api/v1/leaderboard?shots=0&tier=evaluated",
    );
  });

  it("keep the query's order, leave out what is not set, and use a CSV path when the board has one", () => {
    expect(
      boardExports({ path: "/api/x", csvPath: "/api/x.csv" }, { shots: "0", part: null, tier: "reported", asOf: "" }),
    ).toEqual({ csv: "/api/x.csv?shots=0&tier=reported", json: "/api/x?shots=0&tier=reported" });
  });
});
