// Structured extraction's view: a run's F1, recall and precision with their intervals, diagnostics
// and worst fields; its records (one per reference) and one record's truth beside its prediction;
// the spot check's sample; and its benchmark's board columns, intro and per-field heatmap.
import type { Route } from "next";
import { defineKindView } from "@/lib/benchmarks/kind-view";
import type { ExtractionPages } from "./page-types";
import { loadExtractionRunReport } from "./run-report";
import { readExtractionSettings } from "./settings";
import { FieldHeatmap } from "./ui/field-heatmap";
import { ExtractionFieldsTable } from "./ui/fields-table";
import { ExtractionHeadline } from "./ui/headline-figures";
import { PredictionsFormats } from "./ui/predictions-formats";
import { RecordSideBySide } from "./ui/record-side-by-side";
import { ExtractionRecordsTable } from "./ui/records-table";
import { ExtractionRunReportView } from "./ui/run-report";
import { extractionSpotCheck } from "./ui/spot-check-records";
import { ExtractionSubmitGuide } from "./ui/submit-guide";

const pct = (value: number) => (value * 100).toFixed(1);
/** A dash for a figure the entry's scoring predates. */
const optionalPct = (value: number | null | undefined) => (value === null || value === undefined ? "–" : pct(value));
export const extractionView = defineKindView<ExtractionPages>({
  recordNoun: "record",

  async RunReport({ scoring, provenance }) {
    const report = await loadExtractionRunReport(scoring.id);
    return report ? <ExtractionRunReportView report={report} provenance={provenance} /> : provenance;
  },
  UploadHelp: PredictionsFormats,
  SubmitGuide: ExtractionSubmitGuide,
  async EntrySummary({ scoring }) {
    const report = await loadExtractionRunReport(scoring.id);
    return report ? (
      <>
        <ExtractionHeadline report={report} />
        <ExtractionFieldsTable report={report} />
      </>
    ) : null;
  },

  RecordsTable: ({ rows, recordHref }) => (
    <ExtractionRecordsTable rows={rows} recordHref={(index) => recordHref(String(index)) as Route} />
  ),
  RecordDetail: ({ detail }) => <RecordSideBySide record={detail} />,
  recordTitle: (detail) => <span className="font-mono">{detail.row.reference.key}</span>,
  recordLabel: (detail) => detail.row.reference.key,

  spotCheck: extractionSpotCheck,

  boardColumns: () => [
    { key: "recall", header: "Recall", numeric: true, cell: (row) => pct(row.figures.recall) },
    { key: "precision", header: "Precision", numeric: true, cell: (row) => pct(row.figures.precision) },
    { key: "micro", header: "Micro F1", numeric: true, cell: (row) => pct(row.figures.micro.f1) },
    { key: "nodes", header: "Node F1", numeric: true, cell: (row) => optionalPct(row.figures.nodes?.f1) },
    { key: "anls", header: "ANLS*", numeric: true, cell: (row) => optionalPct(row.figures.anlsStar) },
    {
      key: "unparseable",
      header: "Unparseable",
      numeric: true,
      cell: (row) => `${row.figures.unparseable} / ${row.figures.records}`,
    },
  ],
  BoardExtras: FieldHeatmap,
  BoardIntro({ benchmark, truthRecords }) {
    const settings = readExtractionSettings(benchmark.settings);
    return (
      <p className="max-w-3xl text-sm text-slate-600">
        A structured-extraction benchmark: each model turns {truthRecords} texts into JSON records, scored field by
        field against the references. A value counts when it equals the reference&apos;s at the same place; recall and
        precision are averaged over records and F1 is taken of the averages, with a bootstrap 95% interval. Node F1
        counts each object and list item as one node, right only when all under it is; ANLS* scores strings by edit
        distance. Matching <strong>{settings.matching}</strong>, lists <strong>{settings.lists}</strong>, normalization{" "}
        <strong>{settings.normalization}</strong>
        {settings.source && (
          <>
            ; data from{" "}
            <a className="text-brand-700 underline" href={settings.source} rel="noreferrer">
              {settings.source}
            </a>
          </>
        )}
        {settings.license && <> ({settings.license})</>}.
      </p>
    );
  },
});
