import { describe, expect, it } from "vitest";
import type { ShownRow } from "@/lib/boards/shown-board";
import {
  viewTier,
  applyBoardView,
  boardViewToSearch,
  DEFAULT_BOARD_VIEW,
  parseBoardView,
  toggleSort,
  type BoardShape,
  type BoardView,
} from "@/lib/boards/board-view";

/** A kind's part of the view, as a kind with a figure column and two levels gives it. */
const SHAPE: BoardShape = { sortColumns: ["mcc"], levels: ["high_school", "college"] };

function row(over: Partial<Omit<ShownRow, "score">> & { slug: string; score: number }): ShownRow {
  const { score, ...rest } = over;
  return {
    modelName: over.slug.toUpperCase(),
    organization: "Org",
    parameterCount: null,
    openWeights: false,
    verification: "verified",
    tier: "rescored",
    sourceUrl: null,
    rank: null,
    rankBand: null,
    unrankedReason: null,
    otherShots: null,
    subjects: {},
    ...rest,
    figures: over.figures ?? {},
    score: { v: score, t: String(score * 100) },
  };
}

const rows: ShownRow[] = [
  row({ slug: "alpha", score: 0.6, rank: 1, parameterCount: 70e9, openWeights: true, organization: "Meta" }),
  row({ slug: "beta", score: 0.5, rank: 2, parameterCount: null, organization: "OpenAI" }),
  row({ slug: "gamma", score: 0.4, rank: 3, parameterCount: 7e9, openWeights: true, organization: "Mistral" }),
  row({ slug: "delta", score: 0.55, rank: null, unrankedReason: "Incomplete coverage: Math", parameterCount: 13e9 }),
];

const slugs = (list: ShownRow[]) => list.map((r) => r.slug);
const view = (over: Partial<BoardView>): BoardView => ({ ...DEFAULT_BOARD_VIEW, ...over });

describe("parseBoardView", () => {
  it("an empty query is the default view: 0-shot, by rank", () => {
    expect(parseBoardView(new URLSearchParams())).toEqual(DEFAULT_BOARD_VIEW);
  });

  it("reads every parameter of a shared URL", () => {
    const parsed = parseBoardView(
      new URLSearchParams("shots=1&sort=size&dir=asc&q=llama&weights=open&min=7&max=70.5&kind=verified&level=college"),
      SHAPE,
    );
    expect(parsed).toEqual({
      shots: 1,
      sort: "size",
      dir: "asc",
      q: "llama",
      weights: "open",
      min: 7,
      max: 70.5,
      kind: "verified",
      level: "college",
    });
  });

  it("malformed values fall back to their defaults instead of failing the page", () => {
    const parsed = parseBoardView(
      new URLSearchParams("shots=5&sort=drop%20table&dir=up&weights=x&min=-3&max=abc&level=phd"),
    );
    expect(parsed).toEqual(DEFAULT_BOARD_VIEW);
  });

  it("takes a kind's columns and levels only on a board whose shape has them", () => {
    const query = new URLSearchParams("sort=mcc&level=college");
    expect(parseBoardView(query, SHAPE)).toMatchObject({ sort: "mcc", level: "college" });
    expect(parseBoardView(query)).toMatchObject({ sort: "rank", level: "all" });
  });

  it("accepts a subject column of the overall board", () => {
    expect(parseBoardView(new URLSearchParams("sort=s.math")).sort).toBe("s.math");
  });
});

describe("boardViewToSearch", () => {
  it("omits defaults, so the default view has the bare URL", () => {
    expect(boardViewToSearch(DEFAULT_BOARD_VIEW)).toBe("");
    expect(boardViewToSearch(view({ sort: "score", dir: "desc" }))).toBe("sort=score");
  });

  it("round-trips through parseBoardView", () => {
    const shared = view({ shots: 1, sort: "org", dir: "desc", q: "a b", weights: "closed", min: 1.5, max: 100 });
    expect(parseBoardView(new URLSearchParams(boardViewToSearch(shared)))).toEqual(shared);
  });
});

describe("toggleSort", () => {
  it("a new column starts in its natural direction and a second click flips it", () => {
    const bySize = toggleSort(DEFAULT_BOARD_VIEW, "size");
    expect(bySize).toMatchObject({ sort: "size", dir: undefined });
    expect(toggleSort(bySize, "size").dir).toBe("asc");
    expect(toggleSort(toggleSort(bySize, "size"), "size").dir).toBeUndefined();
  });
});

describe("applyBoardView", () => {
  it("the entries filter picks one tier; an older link's kind=verified keeps evaluated and rescored entries", () => {
    const tiered = [
      row({ slug: "hosted", score: 0.6, rank: 1, tier: "evaluated" }),
      row({ slug: "upload", score: 0.5, rank: 2 }),
      row({ slug: "paper", score: 0.4, rank: 3, verification: "reported", tier: "reported" }),
    ];
    const pick = (kind: BoardView["kind"]) => slugs(applyBoardView({ rows: tiered, view: view({ kind }) }));
    expect(pick("evaluated")).toEqual(["hosted"]);
    expect(pick("rescored")).toEqual(["upload"]);
    expect(pick("reported")).toEqual(["paper"]);
    expect(pick("verified")).toEqual(["hosted", "upload"]);
    expect(pick("all")).toEqual(["hosted", "upload", "paper"]);
    expect(parseBoardView(new URLSearchParams("kind=evaluated")).kind).toBe("evaluated");
  });

  it("by rank, unranked rows come after every ranked one", () => {
    expect(slugs(applyBoardView({ rows, view: DEFAULT_BOARD_VIEW }))).toEqual(["alpha", "beta", "gamma", "delta"]);
  });

  it("missing values sort last in both directions", () => {
    expect(slugs(applyBoardView({ rows, view: view({ sort: "size" }) }))).toEqual(["alpha", "delta", "gamma", "beta"]);
    expect(slugs(applyBoardView({ rows, view: view({ sort: "size", dir: "asc" }) }))).toEqual([
      "gamma",
      "delta",
      "alpha",
      "beta",
    ]);
  });

  it("an unranked row sorts by its score under the score column", () => {
    expect(slugs(applyBoardView({ rows, view: view({ sort: "score" }) }))).toEqual(["alpha", "delta", "beta", "gamma"]);
  });

  it("filters by open or closed weights", () => {
    expect(slugs(applyBoardView({ rows, view: view({ weights: "open" }) }))).toEqual(["alpha", "gamma"]);
    expect(slugs(applyBoardView({ rows, view: view({ weights: "closed" }) }))).toEqual(["beta", "delta"]);
  });

  it("a size range keeps entries within it, inclusive, and drops those of unknown size", () => {
    expect(slugs(applyBoardView({ rows, view: view({ min: 7, max: 13 }) }))).toEqual(["gamma", "delta"]);
    expect(slugs(applyBoardView({ rows, view: view({ min: 0 }) }))).not.toContain("beta");
  });

  it("search matches the model name or organization, ignoring case", () => {
    expect(slugs(applyBoardView({ rows, view: view({ q: "mistral" }) }))).toEqual(["gamma"]);
    expect(slugs(applyBoardView({ rows, view: view({ q: "BET" }) }))).toEqual(["beta"]);
  });

  it("sorts by one of the kind's figures", () => {
    const figures = (mcc: number) => ({ mcc: { v: mcc, t: "" } });
    const subjectRows = [
      row({ slug: "a", score: 0.1, rank: 2, figures: figures(0.2) }),
      row({ slug: "b", score: 0.2, rank: 1, figures: figures(0.5) }),
      row({ slug: "c", score: 0.05, rank: 3, figures: figures(-0.1) }),
    ];
    expect(slugs(applyBoardView({ rows: subjectRows, view: view({ sort: "mcc", dir: "asc" }) }))).toEqual([
      "c",
      "a",
      "b",
    ]);
  });
});

describe("viewTier", () => {
  it("is the one tier a view keeps, and null for every entry or the old two-tier 'verified'", () => {
    expect(viewTier({ ...DEFAULT_BOARD_VIEW, kind: "evaluated" })).toBe("evaluated");
    expect(viewTier({ ...DEFAULT_BOARD_VIEW, kind: "reported" })).toBe("reported");
    expect(viewTier(DEFAULT_BOARD_VIEW)).toBeNull();
    expect(viewTier({ ...DEFAULT_BOARD_VIEW, kind: "verified" })).toBeNull();
  });
});
