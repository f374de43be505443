// What chemistry-aware normalization did to a predictions file: names turned into structures and
// not, SMILES canonicalized and invalid, formulas reduced and unparseable, values it made equal, the
// values it could not read (record, side, path, text, reason), and the F1 with and without it.
import { formatPercent } from "@/lib/platform/percent";
import type { ChemistryPanel } from "@/lib/benchmarks/extraction/run-report";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { Section } from "@/components/ui/report-section";

const number = new Intl.NumberFormat("en-US");

type Problem = ChemistryPanel["problems"]["listed"][number] & { index: number };

const PROBLEM_COLUMNS: DataColumn<Problem>[] = [
  { key: "record", header: "Record", className: "font-mono", cell: (problem) => problem.referenceId },
  { key: "side", header: "Side", cell: (problem) => problem.side },
  { key: "path", header: "Field path", className: "break-all font-mono", cell: (problem) => problem.path },
  { key: "text", header: "Value", className: "break-all font-mono", cell: (problem) => problem.text },
  { key: "reason", header: "Why it was not read", cell: (problem) => problem.reason },
];

export function ExtractionChemistryPanel({ chemistry }: { chemistry: ChemistryPanel }) {
  const { names, smiles, formulas, problems, withChemistry, without } = chemistry;
  const change = withChemistry.f1 - without.f1;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-1" data-testid="extraction-chemistry">
      <Section title="F1 with and without chemistry">
        <p data-testid="chemistry-f1">
          With chemistry F1 {formatPercent(withChemistry.f1)} (recall {formatPercent(withChemistry.recall)}, precision{" "}
          {formatPercent(withChemistry.precision)}); without it (<code>{without.normalization}</code>) F1{" "}
          {formatPercent(without.f1)} (recall {formatPercent(without.recall)}, precision{" "}
          {formatPercent(without.precision)}): {change >= 0 ? "+" : "−"}
          {formatPercent(Math.abs(change))} points.
        </p>
      </Section>
      <Section title="Molecules">
        <p>
          Names turned into structures: {number.format(names.resolved)}; names not resolved:{" "}
          {number.format(names.unresolved)}. SMILES canonicalized: {number.format(smiles.canonicalized)}; invalid
          SMILES: {number.format(smiles.invalid)}. Values equal by structure where their text differs:{" "}
          {number.format(chemistry.matchedByStructure)}.
        </p>
      </Section>
      <Section title="Formulas">
        <p>
          Formulas reduced: {number.format(formulas.reduced)}; unparseable: {number.format(formulas.unparseable)}.
          Values equal once reduced where their text differs: {number.format(chemistry.matchedByReduction)}.
        </p>
      </Section>
      <Section title="Values chemistry could not read (compared as text)" count={problems.total}>
        {problems.listed.length > 0 && (
          <>
            <DataTable
              caption="Unreadable names, SMILES and formulas, the first ones"
              testId="chemistry-problems"
              columns={PROBLEM_COLUMNS}
              rows={problems.listed.map((problem, index) => ({ ...problem, index }))}
              rowKey={(problem) => String(problem.index)}
            />
            {problems.total > problems.listed.length && (
              <p className="mt-1">…and {number.format(problems.total - problems.listed.length)} more.</p>
            )}
          </>
        )}
      </Section>
    </div>
  );
}
