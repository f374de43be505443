// One record of a scored MR-Ben file: the benchmark item (question, solution steps, ground truth)
// beside the model's answer and the judge's verdict.
import type { ReactNode } from "react";
import type { RecordResultDetail } from "../record-results";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <div className="space-y-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** Dataset fields are strings or lists of strings; show either as text. */
function Text({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">–</span>;
  if (Array.isArray(value)) {
    return (
      <ol className="list-decimal space-y-1 pl-6">
        {value.map((entry, index) => (
          <li key={index} className="whitespace-pre-wrap">
            {typeof entry === "string" ? entry : JSON.stringify(entry)}
          </li>
        ))}
      </ol>
    );
  }
  return <p className="whitespace-pre-wrap">{typeof value === "string" ? value : JSON.stringify(value)}</p>;
}

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
          <Block title="Question">
            <Text value={item.question} />
            {item.options !== null && (
              <Field label="Options">
                <Text value={item.options} />
              </Field>
            )}
            <p className="text-xs text-slate-500">
              {item.originalSubject} · {item.questionUuid} · solution sampled from {item.sampledModel}
            </p>
          </Block>
          <Block title="Solution steps">
            {typeof item.steps === "string" ? (
              <pre className="overflow-x-auto whitespace-pre text-xs">{item.steps}</pre>
            ) : (
              <Text value={item.steps} />
            )}
          </Block>
          <Block title="Ground truth">
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
                  <Text value={item.errorReason} />
                </Field>
                <Field label="Rectified first error step">
                  <Text value={item.rectifiedFirstErrorStep} />
                </Field>
              </>
            )}
          </Block>
        </>
      ) : (
        <Block title="Benchmark item">
          <p>This record matches no benchmark item, so it was not scored.</p>
        </Block>
      )}
      <Block title="The model's answer">
        <Field label="Solution correctness (parsed)">
          <pre className="whitespace-pre-wrap">{JSON.stringify(record.solutionCorrectness)}</pre>
        </Field>
        <Field label="First error step (parsed)">
          <pre className="whitespace-pre-wrap">{JSON.stringify(record.firstErrorStep)}</pre>
        </Field>
        <Field label="Error reason (parsed)">
          <Text value={record.errorReason} />
        </Field>
        <Field label="Raw response">
          <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">
            {record.rawResponse}
          </pre>
        </Field>
      </Block>
      <Block title="Judge">
        <p>
          {record.verdict === null ? (
            "No verdict (the judge was not asked)."
          ) : (
            <>Verdict: {JSON.stringify(record.verdict)}</>
          )}
          {record.judgeModel && <> by {record.judgeModel}</>}
        </p>
      </Block>
    </>
  );
}
