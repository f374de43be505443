// One record of a scored MR-Ben file: the benchmark item (question, solution steps, ground truth)
// beside the model's answer and the judge's verdict.
import type { ReactNode } from "react";
import type { RecordResultDetail } from "../record-results";
import { TitledBlock } from "@/components/ui/titled-block";
import { DatasetText } from "@/lib/benchmarks/mrben/ui/dataset-text";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs text-slate-500">{label}</p>
      {children}
    </div>
  );
}

export function RecordDetail({ record }: { record: RecordResultDetail }) {
  const item = record.item;
  return (
    <>
      <p className="text-sm text-slate-700">
        Outcome <span className="font-mono">{record.outcome ?? "not scored"}</span> · step{" "}
        {record.stepEarned ? "earned" : "not earned"} · reason {record.reasonEarned ? "earned" : "not earned"}
        {record.quirks.length > 0 && <> · quirks: {record.quirks.join(", ")}</>}
      </p>
      {item ? (
        <>
          <TitledBlock title="Question">
            <DatasetText value={item.question} />
            {item.options !== null && (
              <Field label="Options">
                <DatasetText value={item.options} />
              </Field>
            )}
            <p className="text-xs text-slate-500">
              {item.originalSubject} · {item.questionUuid} · solution sampled from {item.sampledModel}
            </p>
          </TitledBlock>
          <TitledBlock title="Solution steps">
            {typeof item.steps === "string" ? (
              <pre tabIndex={0} className="overflow-x-auto whitespace-pre text-xs">
                {item.steps}
              </pre>
            ) : (
              <DatasetText value={item.steps} />
            )}
          </TitledBlock>
          <TitledBlock title="Ground truth">
            <Field label="Correctness">
              <p>{item.correctness}</p>
            </Field>
            {item.correctness === "incorrect" && (
              <>
                <Field label="First error step">
                  <pre className="whitespace-pre-wrap text-sm">
                    {item.firstErrorStep === "" ? "(empty)" : item.firstErrorStep}
                  </pre>
                </Field>
                <Field label="Error reason">
                  <DatasetText value={item.errorReason} />
                </Field>
                <Field label="Rectified first error step">
                  <DatasetText value={item.rectifiedFirstErrorStep} />
                </Field>
              </>
            )}
          </TitledBlock>
        </>
      ) : (
        <TitledBlock title="Benchmark item">
          <p>This record matches no benchmark item, so it was not scored.</p>
        </TitledBlock>
      )}
      <TitledBlock title="The model's answer">
        <Field label="Solution correctness (parsed)">
          <pre className="whitespace-pre-wrap">{JSON.stringify(record.solutionCorrectness)}</pre>
        </Field>
        <Field label="First error step (parsed)">
          <pre className="whitespace-pre-wrap">{JSON.stringify(record.firstErrorStep)}</pre>
        </Field>
        <Field label="Error reason (parsed)">
          <DatasetText value={record.errorReason} />
        </Field>
        <Field label="Raw response">
          <pre tabIndex={0} className="max-h-96 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">
            {record.rawResponse}
          </pre>
        </Field>
      </TitledBlock>
      <TitledBlock title="Judge">
        <p>
          {record.verdict === null ? (
            "No verdict (the judge was not asked)."
          ) : (
            <>Verdict: {JSON.stringify(record.verdict)}</>
          )}
          {record.judgeModel && <> by {record.judgeModel}</>}
        </p>
      </TitledBlock>
    </>
  );
}
