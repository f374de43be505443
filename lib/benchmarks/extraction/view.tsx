// Structured extraction's view: a run's F1, recall and precision with their intervals, diagnostics
// and worst fields; its records (one per reference) and one record's truth beside its prediction;
// the spot check's sample; and its benchmark's board figures, intro and per-field heatmap.
import type { Route } from "next";
import { defineKindView } from "@/lib/benchmarks/kind-view";
import { showCount, showNumber } from "@/lib/boards/shown-board";
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

  boardFigures: {
    columns: [
      { key: "recall", title: "Recall", label: "Recall" },
      { key: "precision", title: "Precision", label: "Precision" },
      { key: "micro", title: "Micro F1", label: "Micro F1" },
      { key: "nodes", title: "Node F1", label: "Node F1" },
      { key: "anls", title: "ANLS*", label: "ANLS*" },
      { key: "unparseable", title: "Unparseable", label: "Unparseable" },
    ],
    show: (figures) => ({
      recall: showNumber(figures.recall),
      precision: showNumber(figures.precision),
      micro: showNumber(figures.micro.f1),
      // A figure the entry's scoring predates is left out: its cell shows a dash.
      ...(figures.nodes ? { nodes: showNumber(figures.nodes.f1) } : {}),
      ...(typeof figures.anlsStar === "number" ? { anls: showNumber(figures.anlsStar) } : {}),
      unparseable: showCount(figures.unparseable, figures.records),
    }),
  },
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
