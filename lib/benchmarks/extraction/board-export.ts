// What an extraction board's exports say besides the model and its rank: the benchmark's matching,
// list mode, normalization and source, each entry's recall, precision, micro and node figures,
// ANLS*, values missing, invented and wrong, unparseable predictions and per-field F1 and counts
// (the heatmap's paths), and the CSV's columns: the file's figures, then four per heatmap path.
import type { BoardCsvColumn, BoardRow } from "@/lib/benchmarks/kind-server";
import type { ExtractionBoardFigures, HeatmapCell } from "./board-figures";
import { readExtractionSettings } from "./settings";

const figures = (row: BoardRow) => row.figures as ExtractionBoardFigures;

const FILE_COLUMNS: BoardCsvColumn[] = [
  { header: "recall", value: (row) => figures(row).recall },
  { header: "precision", value: (row) => figures(row).precision },
  { header: "node_recall", value: (row) => figures(row).nodes?.recall ?? null },
  { header: "node_precision", value: (row) => figures(row).nodes?.precision ?? null },
  { header: "node_f1", value: (row) => figures(row).nodes?.f1 ?? null },
  { header: "anls_star", value: (row) => figures(row).anlsStar ?? null },
  { header: "missing", value: (row) => figures(row).diff?.missing ?? null },
  { header: "invented", value: (row) => figures(row).diff?.invented ?? null },
  { header: "wrong", value: (row) => figures(row).diff?.wrong ?? null },
];

const PATH_FIGURES = ["f1", "missing", "invented", "wrong"] as const satisfies readonly (keyof HeatmapCell)[];

/** `<path>:f1`, `<path>:missing`, … for every heatmap path of the board's entries, in path order. */
function pathColumns(rows: BoardRow[]): BoardCsvColumn[] {
  const paths = [...new Set(rows.flatMap((row) => Object.keys(figures(row).fields)))].sort();
  return paths.flatMap((path) =>
    PATH_FIGURES.map((figure) => ({
      header: `${path}:${figure}`,
      value: (row: BoardRow) => figures(row).fields[path]?.[figure] ?? null,
    })),
  );
}

export const extractionBoardExport = {
  benchmark({ settings, truthRecords }: { settings: unknown; truthRecords: number }) {
    const read = readExtractionSettings(settings);
    return {
      references: truthRecords,
      matching: read.matching,
      lists: read.lists,
      normalization: read.normalization,
      source: read.source ?? null,
      license: read.license ?? null,
    };
  },
  entry(row: BoardRow) {
    const { recall, precision, micro, nodes, anlsStar, diff, records, unparseable, fields } = figures(row);
    return {
      recall,
      precision,
      micro,
      nodes: nodes ?? null,
      anlsStar: anlsStar ?? null,
      diff: diff ?? null,
      records,
      unparseable,
      fields: Object.fromEntries(Object.entries(fields).map(([path, cell]) => [path, cell.f1])),
      fieldCounts: Object.fromEntries(
        Object.entries(fields).map(([path, cell]) => [
          path,
          {
            truthLeaves: cell.truthLeaves,
            predictionLeaves: cell.predictionLeaves ?? null,
            correct: cell.correct ?? null,
            missing: cell.missing ?? null,
            invented: cell.invented ?? null,
            wrong: cell.wrong ?? null,
          },
        ]),
      ),
    };
  },
  csv: (rows: BoardRow[]): BoardCsvColumn[] => [...FILE_COLUMNS, ...pathColumns(rows)],
};
