import { describe, expect, it } from "vitest";
import { pageOf, sortDifficulty, type ItemDifficultyRow } from "./item-difficulty-sort";

const row = (itemId: string, subject: string, position: number, verdictShare: number | null): ItemDifficultyRow => ({
  itemId,
  subject,
  position,
  correctness: "correct",
  answered: verdictShare === null ? 0 : 3,
  verdictShare,
  stepShare: null,
  reasonShare: null,
});

const rows = [row("a", "math", 2, 0.5), row("b", "biology", 0, 1), row("c", "math", 1, null), row("d", "math", 0, 0.5)];

describe("sorting the item-difficulty table", () => {
  it("puts items no model answered last in either direction", () => {
    expect(sortDifficulty(rows, { sort: "verdict", dir: "asc" }).map((r) => r.itemId)).toEqual(["d", "a", "b", "c"]);
    expect(sortDifficulty(rows, { sort: "verdict", dir: "desc" }).map((r) => r.itemId)).toEqual(["b", "d", "a", "c"]);
  });

  it("sorts by subject in the official subject order, then in dataset order", () => {
    expect(sortDifficulty(rows, { sort: "subject", dir: "asc" }).map((r) => r.itemId)).toEqual(["b", "d", "c", "a"]);
  });

  it("clamps a page number past the end to the last page", () => {
    expect(pageOf(rows, 9, 3)).toMatchObject({ page: 2, pageCount: 2, total: 4, rows: [rows[3]] });
  });
});
