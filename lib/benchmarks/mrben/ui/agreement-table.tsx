// Agreement between the submitted verdicts and the server judge's, per subject and overall, with
// the Wilson 95% interval.
import { DataTable } from "@/components/ui/data-table";
import type { AgreementFigure } from "@/lib/benchmarks/mrben/judge-audit/agreement";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

type Row = [subject: string, figure: AgreementFigure];

export function AgreementTable({
  agreement,
}: {
  agreement: { overall: AgreementFigure; subjects: Record<string, AgreementFigure> };
}) {
  const rows: Row[] = [...Object.entries(agreement.subjects), ["All", agreement.overall]];
  return (
    <DataTable
      caption="Agreement with the submitted verdicts (95% interval)"
      captionVisible
      testId="judge-agreement"
      rows={rows}
      rowKey={([subject]) => subject}
      columns={[
        { key: "subject", header: "Subject", rowHeader: true, cell: ([subject]) => subject },
        { key: "judged", header: "Judged", numeric: true, cell: ([, figure]) => figure.judged },
        { key: "agreed", header: "Agreed", numeric: true, cell: ([, figure]) => figure.agreed },
        {
          key: "rate",
          header: "Agreement",
          numeric: true,
          cell: ([, figure]) => (
            <>
              {percent(figure.rate)}{" "}
              <span className="text-slate-500">
                [{percent(figure.interval.low)}, {percent(figure.interval.high)}]
              </span>
            </>
          ),
        },
      ]}
    />
  );
}
