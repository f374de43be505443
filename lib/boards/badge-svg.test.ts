import { describe, expect, it } from "vitest";
import { BADGE_COLORS, entryBadge, escapeXml, renderBadge, textWidth } from "./badge-svg";

describe("entryBadge", () => {
  const f1 = { label: "ORD reactions", scoreLabel: "F1", format: (score: number) => (score * 100).toFixed(1) };

  it("says the board's score as it shows it, the rank and a tier other than rescored", () => {
    expect(entryBadge({ score: 0.612, rank: 2, tier: "rescored" }, f1)).toEqual({
      label: "ORD reactions",
      message: "F1 61.2 (#2)",
      color: BADGE_COLORS.ranked,
    });
    expect(entryBadge({ score: 0.5, rank: null, tier: "evaluated" }, f1)).toEqual({
      label: "ORD reactions",
      message: "F1 50.0 (unranked, evaluated by the portal)",
      color: BADGE_COLORS.unranked,
    });
    expect(entryBadge(null, f1)).toEqual({ label: "ORD reactions", message: "not found", color: BADGE_COLORS.missing });
  });
});

describe("renderBadge", () => {
  it("escapes markup in its text", () => {
    const svg = renderBadge({ label: "<b>&", message: `"x'`, color: "#fff" });
    expect(svg).toContain("&#60;b&#62;&#38;");
    expect(svg).not.toContain("<b>");
    expect(escapeXml(`"'`)).toBe("&#34;&#39;");
  });

  it("grows with its text: a longer message makes a wider badge", () => {
    const width = (message: string) =>
      Number(/width="(\d+)"/.exec(renderBadge({ label: "MR-Ben", message, color: "#000" }))?.[1]);
    expect(width("MR-Score 42.1 (unranked)")).toBeGreaterThan(width("MR-Score 42.1 (#3)"));
    expect(textWidth("WWW")).toBeGreaterThan(textWidth("iii"));
  });
});
