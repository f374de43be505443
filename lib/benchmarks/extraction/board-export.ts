// What an extraction board's exports say besides the model and its rank: the benchmark's matching,
// list mode, normalization and source, each entry's recall, precision, micro and node figures,
// ANLS*, values missing, invented and wrong, unparseable predictions and per-field F1 and counts
// (the heatmap's paths), and the CSV's columns.
import type { BoardRow } from "@/lib/benchmarks/kind-server";
import type { ExtractionBoardFigures } from "./board-figures";
import { readExtractionSettings } from "./settings";

const figures = (row: BoardRow) => row.figures as ExtractionBoardFigures;

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
  csv: [
    { header: "recall", value: (row: BoardRow) => figures(row).recall },
    { header: "precision", value: (row: BoardRow) => figures(row).precision },
    { header: "node_f1", value: (row: BoardRow) => figures(row).nodes?.f1 ?? null },
    { header: "anls_star", value: (row: BoardRow) => figures(row).anlsStar ?? null },
    { header: "missing", value: (row: BoardRow) => figures(row).diff?.missing ?? null },
    { header: "invented", value: (row: BoardRow) => figures(row).diff?.invented ?? null },
    { header: "wrong", value: (row: BoardRow) => figures(row).diff?.wrong ?? null },
  ],
};
