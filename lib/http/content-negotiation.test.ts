import { describe, expect, it } from "vitest";
import { prefersCsv } from "@/lib/http/content-negotiation";

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
