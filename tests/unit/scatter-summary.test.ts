// What a scatter chart's accessible name says: short series in full, long ones as a count and the
// highest scores (the table beside the chart has every entry).
import { describe, expect, it } from "vitest";
import { describeSeries } from "@/components/charts/score-scatter";

type Point = { model: string; score: number; billions: number };
const point = (index: number): Point => ({ model: `M${index}`, score: index * 1.5, billions: index * 10 });

describe("describeSeries", () => {
  it("lists every point of a short series and says none for an empty one", () => {
    const text = describeSeries(
      [
        { name: "Open weights", points: [point(1), point(2)] },
        { name: "Closed weights", points: [] },
      ],
      "billions",
      1,
    );
    expect(text).toBe("Open weights: M1 1.5 at 10.0, M2 3.0 at 20.0; Closed weights: none");
  });

  it("gives a long series' count and its three highest scores, highest first", () => {
    const points = Array.from({ length: 30 }, (_, index) => point(index + 1));
    const text = describeSeries([{ name: "Other entries", points }], "billions", 0);
    expect(text).toBe("Other entries: 30 entries, the highest M30 45.0 at 300, M29 43.5 at 290, M28 42.0 at 280");
  });

  it("still lists a series of eight points in full", () => {
    const points = Array.from({ length: 8 }, (_, index) => point(index + 1));
    expect(describeSeries([{ name: "S", points }], "billions", 0).split(", ")).toHaveLength(8);
  });
});
