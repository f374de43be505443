// MR-Ben's part of the How to submit page: the two files the official evaluation's judge stage
// writes, what the portal reads of a record, a sample file, and the command that scores a file.
import { CommandBlock } from "@/components/ui/command-block";
import { FieldTable } from "@/components/ui/field-table";
import { SUBJECTS } from "@/lib/benchmarks/mrben/mr-score";
import { SAMPLE_RESULTS_FILE_NAME } from "@/lib/benchmarks/mrben/sample-results";

const FIELDS: { name: string; what: string }[] = [
  {
    name: "Question_UUID, Sampled_Model, Model_Solution_Steps",
    what: "Which benchmark solution the record judges.",
  },
  {
    name: "Evaluation_Result.solution_correctness, .first_error_step, .error_reason",
    what: "Your model's verdict on the solution, the first wrong step it names and its explanation, as the script parsed them from evaluation_raw_response.",
  },
  {
    name: "Need_Error_Reason_Review, Error_Reason_Correctness_Analysis.error_reason_correctness",
    what: "Whether the judge had to check the explanation, and its verdict (**Correct** or **Wrong**).",
  },
  {
    name: "Model_Solution_Correctness, Model_Solution_First_Error_Step, …",
    what: "The benchmark's truth. Ignored: the portal scores against its own copy of the benchmark.",
  },
];

export function MrbenSubmitGuide({ sampleHref }: { sampleHref: string | null }) {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        Run the{" "}
        <a className="text-brand-700 underline" href="https://github.com/dvlab-research/Mr-Ben" rel="noreferrer">
          official MR-Ben evaluation
        </a>{" "}
        for your model at 0 and 1 shots, with its judge stage. Upload the two files the judge stage writes, unmodified
        (plain JSON or gzip-compressed): <code>{"<model>"}_0shot_cot_True_scored_eval_results.json</code> and{" "}
        <code>{"<model>"}_1shot_cot_True_scored_eval_results.json</code>. The first stage&apos;s files (
        <code>…_eval_results.json</code>, without <code>scored</code>) lack the judge&apos;s verdicts and are refused.
      </p>
      <p>
        A file is one JSON object: each subject ({SUBJECTS.join(", ")}) holds an array of records, one per solution
        judged. What the portal reads of a record:
      </p>
      <FieldTable
        label="Fields of a record"
        caption="What the portal reads of a results file's record"
        testId="results-fields"
        columns={["Field", "What it holds"]}
        rows={FIELDS.map((field) => ({ key: field.name, name: field.name, cells: [field.what] }))}
        nameClassName="font-mono text-xs font-normal"
      />
      {sampleHref && (
        <p>
          <a className="text-brand-700 font-medium underline" href={sampleHref} download data-testid="sample-download">
            Download a sample results file
          </a>{" "}
          (<code>{SAMPLE_RESULTS_FILE_NAME}</code>): three made-up math items in the format above, one per outcome. It
          shows the format; it is not benchmark data, so the portal would refuse it, but the command line scores it.
        </p>
      )}
      <h3 className="pt-2 font-semibold text-slate-900">Score a file yourself first</h3>
      <p>
        In a checkout of the portal, the command line scores a file as the portal does and prints the official
        script&apos;s table and what the scorer noticed (exit code 1 and the problems, each with its subject, record and
        field, for a file the portal would refuse):
      </p>
      <CommandBlock label="Scoring a results file">
        {`npm run --silent score -- ${SAMPLE_RESULTS_FILE_NAME}
# against the benchmark's own data, as the portal scores uploads
npm run --silent score -- My-Model_0shot_cot_True_scored_eval_results.json --truth path/to/Mr-Ben/data`}
      </CommandBlock>
    </div>
  );
}
