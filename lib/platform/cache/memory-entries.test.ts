import { describe, expect, it } from "vitest";
import { approximateSize, MemoryEntries } from "./memory-entries";

const entry = (size: number) => ({ value: { size }, lastModified: 1, tags: [], size });

describe("MemoryEntries", () => {
  it("evicts the least recently used entries once the total size passes the bound", () => {
    const entries = new MemoryEntries<{ size: number }>(100);
    entries.set("a", entry(40));
    entries.set("b", entry(40));
    entries.get("a");
    entries.set("c", entry(40));
    expect(entries.get("b")).toBeUndefined();
    expect(entries.get("a")?.size).toBe(40);
    expect(entries.get("c")?.size).toBe(40);
    expect(entries.size).toBe(80);
  });

  it("replaces an entry without counting it twice and refuses one larger than the whole cache", () => {
    const entries = new MemoryEntries<{ size: number }>(100);
    entries.set("a", entry(60));
    entries.set("a", entry(30));
    expect(entries.size).toBe(30);
    entries.set("huge", entry(101));
    expect(entries.get("huge")).toBeUndefined();
    expect(entries.count).toBe(1);
    entries.clear();
    expect([entries.size, entries.count]).toEqual([0, 0]);
  });
});

describe("approximateSize", () => {
  it("sums strings and buffers through objects, arrays and maps, counting shared parts once", () => {
    const shared = "x".repeat(10);
    const value = {
      html: "y".repeat(100),
      rsc: Buffer.alloc(50),
      segments: new Map([["/a", Buffer.alloc(5)]]),
      list: [shared, shared],
    };
    expect(approximateSize(value)).toBe(100 + 50 + 2 + 5 + 10 + 10);
  });
});
