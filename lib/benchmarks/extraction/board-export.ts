// What an extraction board's exports say besides the model and its rank: the benchmark's matching,
// normalization and source, each entry's recall, precision, micro figures,
// unparseable predictions and per-field F1 (the heatmap's paths), and the CSV's columns.
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
      normalization: read.normalization,
      source: read.source ?? null,
      license: read.license ?? null,
    };
  },
  entry(row: BoardRow) {
    const { recall, precision, micro, records, unparseable, fields } = figures(row);
    return {
      recall,
      precision,
      micro,
      records,
      unparseable,
      fields: Object.fromEntries(Object.entries(fields).map(([path, cell]) => [path, cell.f1])),
    };
  },
  csv: [
    { header: "recall", value: (row: BoardRow) => figures(row).recall },
    { header: "precision", value: (row: BoardRow) => figures(row).precision },
  ],
};
