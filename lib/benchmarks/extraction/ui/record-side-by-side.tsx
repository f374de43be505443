// One extraction record: the reference beside the prediction (the JSON the scorer read, and the
// model's text as uploaded), the record's scores, and per field path what counted.
import { ParseBadge } from "./parse-badge";
import { formatPercent } from "@/lib/platform/percent";
import type { ExtractionRecordDetail } from "../records";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { TitledBlock } from "@/components/ui/titled-block";

const PATH_COLUMNS: DataColumn<NonNullable<ExtractionRecordDetail["paths"]>[number]>[] = [
  { key: "path", header: "Field path", className: "break-all font-mono", cell: (path) => path.path },
  { key: "correct", header: "Correct", numeric: true, cell: (path) => path.correct },
  { key: "truth", header: "Truth values", numeric: true, cell: (path) => path.truthLeaves },
  { key: "predicted", header: "Predicted values", numeric: true, cell: (path) => path.predictionLeaves },
];

/** Long JSON scrolls in its box: focusable, so it scrolls with the arrow keys too. */
function Json({ text }: { text: string }) {
  return (
    <pre tabIndex={0} className="max-h-[36rem] overflow-auto rounded bg-slate-50 p-2 text-xs">
      {text}
    </pre>
  );
}

export function RecordSideBySide({ record }: { record: ExtractionRecordDetail }) {
  const { row } = record;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <ParseBadge parse={row.parse} />
        <span data-testid="record-figures">
          Recall {formatPercent(row.recall)} · precision {formatPercent(row.precision)} · F1 {formatPercent(row.f1)}
        </span>
        <span className="text-slate-500">
          {row.correct} correct of {row.truthLeaves} truth and {row.predictionLeaves} predicted values
          {row.rawCorrect !== row.correct && <> ({row.rawCorrect} before normalization)</>}
        </span>
        {row.missing !== null && (
          <span className="text-slate-500" data-testid="record-diff">
            {row.missing} missing · {row.invented ?? 0} invented · {row.wrong ?? 0} wrong
            {row.nodeF1 !== null && <> · node F1 {formatPercent(row.nodeF1)}</>}
            {row.anlsStar !== null && <> · ANLS* {formatPercent(row.anlsStar)}</>}
          </span>
        )}
      </p>
      {row.moved && (
        <p className="text-sm text-slate-700">
          Matching scored prediction #{row.predictionIndex} here instead of the aligned #
          {row.alignedPredictionIndex ?? "none"}.
        </p>
      )}
      {row.parseDetail && <p className="text-sm text-amber-900">{row.parseDetail}</p>}

      <div className="grid gap-4 lg:grid-cols-2" data-testid="side-by-side">
        <TitledBlock title="Truth">
          <Json text={record.truth} />
        </TitledBlock>
        <TitledBlock title="Prediction">
          {record.predictionText === null ? (
            <p>No prediction was given for this reference: it scores 0.</p>
          ) : record.predictionJson !== null ? (
            <>
              <Json text={record.predictionJson} />
              <details>
                <summary className="cursor-pointer text-xs text-slate-500">the model&apos;s text as uploaded</summary>
                <pre
                  tabIndex={0}
                  className="mt-1 max-h-96 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs"
                >
                  {record.predictionText}
                </pre>
              </details>
            </>
          ) : (
            <pre tabIndex={0} className="max-h-96 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">
              {record.predictionText}
            </pre>
          )}
        </TitledBlock>
      </div>

      {record.paths && record.paths.length > 0 && (
        <TitledBlock title="Per field path">
          <DataTable
            caption="Correct items and values of each side per field path"
            testId="record-paths"
            columns={PATH_COLUMNS}
            rows={record.paths}
            rowKey={(path) => path.path}
            rowClassName={(path) =>
              path.correct < Math.max(path.truthLeaves, path.predictionLeaves) ? "bg-amber-50" : ""
            }
          />
          <p className="text-xs text-slate-500">
            Compared after the scoring&apos;s normalization; highlighted paths have values that do not match.
          </p>
        </TitledBlock>
      )}
    </>
  );
}
