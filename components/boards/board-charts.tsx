"use client";

// Every board's charts for the chosen shot setting, each with a table holding the same numbers for
// screen readers and anyone who prefers text: the top entries per subject (a board with subjects) or
// every entry's score with its interval (one without), the score against size, and against API
// price with its Pareto frontier. Recharts loads only on the board's pages.
import dynamic from "next/dynamic";
import { priceScorePoints, sizeScorePoints, topEntriesBySubject, TOP_ENTRIES } from "@/lib/boards/board-charts";
import type { BoardPricePoint } from "@/lib/boards/board-price-points";
import type { BoardSubject } from "@/lib/boards/board-data";
import { formatParametersShort } from "@/lib/boards/board-format";
import type { ShownRowBase } from "@/lib/boards/shown-board";
import type { DataColumn } from "@/components/ui/data-table";
import { PriceFrontierNote } from "@/components/charts/price-frontier-note";
import { ChartFigure } from "./chart-figure";
import { ScoreChart } from "./score-chart";

const TopEntriesChart = dynamic(() => import("@/components/charts/top-entries-chart"), { ssr: false });
const SizeScoreScatter = dynamic(() => import("@/components/charts/size-score-scatter"), { ssr: false });
const PriceScoreChart = dynamic(() => import("@/components/charts/price-score-chart"), { ssr: false });

type TopRow = { subject: BoardSubject; entry: ReturnType<typeof topEntriesBySubject>[number]["entries"][number] };

/** The names the charts give the scores: the ranked one ("Mean MR-Score", "F1") and a subject's ("MR-Score"). */
interface ChartNames {
  score: string;
  subjectScore: string;
}

function TopEntries({ rows, shots, subjects, names }: ChartProps) {
  const tops = topEntriesBySubject(rows, subjects);
  const columns: DataColumn<TopRow>[] = [
    { key: "subject", header: "Subject", cell: ({ subject }) => subject.label },
    { key: "model", header: "Model", cell: ({ entry }) => entry.model },
    { key: "score", header: names.subjectScore, numeric: true, cell: ({ entry }) => entry.text },
  ];
  return (
    <ChartFigure
      title={`Top ${TOP_ENTRIES} per subject, ${shots}-shot (${names.subjectScore} ×100)`}
      testId="chart-top"
      emptyWhy={tops.every(({ entries }) => entries.length === 0) ? "no entry covers a subject fully yet." : null}
      table={{
        caption: `Top entries per subject, ${shots}-shot`,
        columns,
        rows: tops.flatMap(({ subject, entries }) => entries.map((entry) => ({ subject, entry }))),
        rowKey: ({ subject, entry }) => `${subject.key}-${entry.slug}`,
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {tops.map(({ subject, entries }) => (
          <div key={subject.key} className="min-w-0">
            <h3 className="text-sm font-medium text-slate-700">{subject.label}</h3>
            {entries.length === 0 ? (
              <p className="text-xs text-slate-500">No entry covers this subject fully.</p>
            ) : (
              <div className="h-full w-full">
                <TopEntriesChart entries={entries} scoreLabel={names.subjectScore} />
              </div>
            )}
          </div>
        ))}
      </div>
    </ChartFigure>
  );
}

function SizeChart({ rows, shots, names }: ChartProps) {
  const points = sizeScorePoints(rows);
  const columns: DataColumn<(typeof points)[number]>[] = [
    { key: "model", header: "Model", cell: (point) => point.model },
    { key: "size", header: "Size", numeric: true, cell: (point) => formatParametersShort(point.billions * 1e9) },
    { key: "score", header: names.score, numeric: true, cell: (point) => point.text },
  ];
  return (
    <ChartFigure
      title={`${names.score} against size, ${shots}-shot`}
      testId="chart-scatter"
      emptyWhy={points.length === 0 ? "no entry gives its parameter count yet." : null}
      note={
        <p className="text-xs text-slate-500">
          Blue: open weights; orange: closed weights. Entries without a size are left out.
        </p>
      }
      table={{
        caption: `${names.score} and size, ${shots}-shot`,
        columns,
        rows: points,
        rowKey: (point) => point.slug,
      }}
    >
      <SizeScoreScatter points={points} scoreLabel={names.score} />
    </ChartFigure>
  );
}

function PriceChart({ rows, shots, names }: ChartProps) {
  const priced = priceScorePoints(rows);
  const columns: DataColumn<BoardPricePoint>[] = [
    { key: "model", header: "Model", cell: (point) => point.model },
    { key: "price", header: "Price (input / output)", numeric: true, cell: (point) => point.priceText },
    { key: "score", header: names.score, numeric: true, cell: (point) => point.text },
    { key: "frontier", header: "On the frontier", cell: (point) => (point.frontier ? "yes" : "no") },
  ];
  return (
    <ChartFigure
      title={`${names.score} against API price, ${shots}-shot`}
      testId="chart-price"
      wide
      emptyWhy={priced.length === 0 ? "no entry gives its API price yet." : null}
      note={<PriceFrontierNote points={priced} />}
      table={{ caption: `${names.score} and API price, ${shots}-shot`, columns, rows: priced, rowKey: (p) => p.key }}
    >
      <PriceScoreChart points={priced} scoreLabel={names.score} />
    </ChartFigure>
  );
}

type ChartProps = { rows: ShownRowBase[]; shots: 0 | 1; subjects: BoardSubject[]; names: ChartNames };

export function BoardCharts(props: ChartProps) {
  const { rows, shots, subjects, names } = props;
  return (
    <div className="grid gap-6 pt-4 lg:grid-cols-2">
      {subjects.length > 0 ? (
        <TopEntries {...props} />
      ) : (
        <div className="lg:col-span-2">
          <ScoreChart
            shots={shots}
            metric={names.score}
            points={rows.map((row) => ({
              label: row.modelName,
              score: row.score.v,
              interval:
                row.score.lo === undefined || row.score.hi === undefined
                  ? null
                  : { low: row.score.lo, high: row.score.hi },
            }))}
          />
        </div>
      )}
      <SizeChart {...props} />
      <PriceChart {...props} />
    </div>
  );
}
