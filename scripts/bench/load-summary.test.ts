import { describe, expect, it } from "vitest";
import { LoadUsageError, parseLoadOptions, readerEndpoints } from "./load-options";
import {
  formatReaderTable,
  loadVerdict,
  percentile,
  summarizeEndpoint,
  type LoadReport,
  type ReaderEvent,
  type ReaderRow,
} from "./load-summary";

const defaults = { fixtures: "/fixtures" };

describe("bench:load options", () => {
  it("defaults to 200 readers for 60 s, 4 JSON uploads and a rescore, on a server of its own", () => {
    expect(parseLoadOptions([], defaults)).toEqual({
      url: null,
      durationSeconds: 60,
      connections: 200,
      entries: 30,
      uploads: 4,
      uploadForm: "json",
      rescore: true,
      acceptEncoding: null,
      timeoutSeconds: 10,
      subject: "math",
      fixtures: "/fixtures",
    });
  });

  it("takes a running server's address without its trailing slash, and every count", () => {
    const options = parseLoadOptions(
      [
        "--url",
        "http://127.0.0.1:3000/",
        "--duration",
        "5",
        "--connections",
        "12",
        "--uploads",
        "0",
        "--skip-rescore",
        "--accept-encoding",
        "gzip",
      ],
      defaults,
    );
    expect(options).toMatchObject({
      url: "http://127.0.0.1:3000",
      durationSeconds: 5,
      connections: 12,
      uploads: 0,
      rescore: false,
      acceptEncoding: "gzip",
    });
  });

  it.each([
    [["--duration", "0"]],
    [["--duration", "1.5"]],
    [["--connections", "4"]],
    [["--uploads", "-1"]],
    [["--upload-form", "zip"]],
    [["--url", "localhost:3000"]],
    [["--subject", "../x"]],
    [["--bogus"]],
  ])("refuses %j as bad usage", (argv) => {
    expect(() => parseLoadOptions(argv, defaults)).toThrow(LoadUsageError);
  });

  it("shares the readers out over the five endpoints, every connection used", () => {
    const endpoints = readerEndpoints({ connections: 202, subject: "logic", modelSlug: "a b" });
    expect(endpoints.map((endpoint) => [endpoint.path, endpoint.connections])).toEqual([
      ["/", 41],
      ["/subjects/logic", 41],
      ["/api/v1/leaderboard?shots=0", 40],
      ["/api/v1/leaderboard.csv?shots=0", 40],
      ["/models/a%20b", 40],
    ]);
  });
});

describe("bench:load summary", () => {
  it("takes the nearest-rank percentile", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("counts only the answers and failures inside the window, and each kind of error apart", () => {
    const events: ReaderEvent[] = [
      { at: 500, ms: 900, status: 200 }, // before the window
      { at: 1000, ms: 10, status: 200 },
      { at: 1500, ms: 30, status: 200 },
      { at: 1600, ms: 20, status: 503 },
      { at: 1700, failure: "timeout" },
      { at: 1800, failure: "error" },
      { at: 2000, ms: 40, status: 200 },
      { at: 2500, ms: 900, status: 200 }, // after it
    ];
    const row = summarizeEndpoint("home /", events, { name: "during uploads", from: 1000, to: 2000 });
    expect(row).toEqual({
      endpoint: "home /",
      window: "during uploads",
      answers: 4,
      perSecond: 4,
      p50: 20,
      p99: 40,
      max: 40,
      non2xx: 1,
      timeouts: 1,
      connectionErrors: 1,
    });
    expect(formatReaderTable([row]).split("\n")).toHaveLength(2);
  });

  const row = (overrides: Partial<ReaderRow>): ReaderRow => ({
    endpoint: "home /",
    window: "whole run",
    answers: 100,
    perSecond: 10,
    p50: 20,
    p99: 100,
    max: 120,
    non2xx: 0,
    timeouts: 0,
    connectionErrors: 0,
    ...overrides,
  });
  const report = (overrides: Partial<LoadReport>): LoadReport => ({
    overall: [row({})],
    duringUploads: [row({ window: "during uploads" })],
    uploads: [{ status: 201, ms: 9000 }],
    rescore: { status: "completed", seconds: 30, totalFiles: 60 },
    memory: { start: 1, peak: 2, end: 1 },
    ...overrides,
  });

  it("passes a clean run that meets the p99 target", () => {
    const verdict = loadVerdict(report({}));
    expect(verdict).toMatchObject({ errors: 0, p99Met: true, exitCode: 0 });
  });

  it("fails on any reader error, failed upload or unfinished rescore", () => {
    expect(loadVerdict(report({ overall: [row({ timeouts: 1 })] })).exitCode).toBe(1);
    expect(loadVerdict(report({ overall: [row({ non2xx: 2 })] })).errors).toBe(2);
    expect(
      loadVerdict(
        report({
          uploads: [
            { status: 201, ms: 1 },
            { status: 500, ms: 1 },
          ],
        }),
      ).exitCode,
    ).toBe(1);
    expect(loadVerdict(report({ rescore: { status: "failed", seconds: 3, totalFiles: 2 } })).exitCode).toBe(1);
  });

  it("reports a p99 at or over 250 ms during the uploads as missed, without failing the run", () => {
    const verdict = loadVerdict(report({ duringUploads: [row({ window: "during uploads", p99: 250 })] }));
    expect(verdict).toMatchObject({ errors: 0, p99Met: false, exitCode: 0 });
    expect(verdict.lines.join("\n")).toContain("MISSED (home / 250 ms)");
  });
});
