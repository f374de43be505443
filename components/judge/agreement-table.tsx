// Agreement between the submitted verdicts and the server judge's, per subject and overall, with
// the Wilson 95% interval.
import type { AgreementFigure } from "@/lib/judge-audit/agreement";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function AgreementTable({
  agreement,
}: {
  agreement: { overall: AgreementFigure; subjects: Record<string, AgreementFigure> };
}) {
  const rows: [string, AgreementFigure][] = [...Object.entries(agreement.subjects), ["All", agreement.overall]];
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left" data-testid="judge-agreement">
        <caption className="mb-1 text-left font-medium text-slate-800">
          Agreement with the submitted verdicts (95% interval)
        </caption>
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Subject
            </th>
            <th scope="col" className="py-1 pr-3">
              Judged
            </th>
            <th scope="col" className="py-1 pr-3">
              Agreed
            </th>
            <th scope="col" className="py-1 pr-3">
              Agreement
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([subject, figure]) => (
            <tr key={subject} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {subject}
              </th>
              <td className="py-1 pr-3">{figure.judged}</td>
              <td className="py-1 pr-3">{figure.agreed}</td>
              <td className="py-1 pr-3">
                {percent(figure.rate)}{" "}
                <span className="text-slate-500">
                  [{percent(figure.interval.low)}, {percent(figure.interval.high)}]
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
