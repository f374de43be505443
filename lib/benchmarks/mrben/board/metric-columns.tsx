// The parts of a subject's (or difficulty level's) MR-Score as board columns.
import type { FigureColumn } from "@/lib/boards/shown-board";

// The space between ACC and its subscript is not drawn (the sort button lays its content out in a
// row) but makes the visible text read "ACC step", as the button's name "Sort by ACC step" does.
export const METRIC_COLUMNS: FigureColumn[] = [
  { key: "mcc", title: "MCC", label: "MCC" },
  {
    key: "step",
    title: (
      <>
        ACC <sub>step</sub>
      </>
    ),
    label: "ACC step",
  },
  {
    key: "reason",
    title: (
      <>
        ACC <sub>reason</sub>
      </>
    ),
    label: "ACC reason",
  },
];
