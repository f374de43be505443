// How to take part: the steps from sign-in to the board, what the form asks, each benchmark kind's
// files (format, a sample to download, the command that scores one), and the same through the API.
import type { Metadata } from "next";
import Link from "next/link";
import { benchmarkKinds } from "@/lib/benchmarks/registry";
import { sampleFileHref } from "@/lib/benchmarks/sample-file";
import { CommandBlock } from "@/components/ui/command-block";
import { PageHeader } from "@/components/ui/page-header";
import { MetadataTable } from "./_components/metadata-table";

export const metadata: Metadata = { title: "How to submit" };

const API = `TOKEN=mrb_...   # a personal token, from /account
URL=https://this-portal.example
# 1. the metadata: a draft submission
ID=$(curl -sf -X POST "$URL/api/v1/submissions" -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"modelName":"My-Model-7B","modelLink":"https://huggingface.co/me/my-model","description":"...",
       "organization":"Me","parameterCount":"7B","openWeights":true,"temperature":0,
       "judgeModel":"gpt-4-turbo-2024-04-09"}' | jq -r .id)
# 2. each results file as the request body (.json or .json.gz); the answer is the scored run or a problem
curl -sf -X PUT "$URL/api/v1/submissions/$ID/results/0" -H "Authorization: Bearer $TOKEN" \\
  -H "X-File-Name: My-Model-7B_0shot_cot_True_scored_eval_results.json" \\
  --data-binary @My-Model-7B_0shot_cot_True_scored_eval_results.json
curl -sf -X PUT "$URL/api/v1/submissions/$ID/results/1" -H "Authorization: Bearer $TOKEN" \\
  -H "X-File-Name: My-Model-7B_1shot_cot_True_scored_eval_results.json" \\
  --data-binary @My-Model-7B_1shot_cot_True_scored_eval_results.json
# 3. read the report, then send it for review
curl -sf "$URL/api/v1/submissions/$ID" -H "Authorization: Bearer $TOKEN"
curl -sf -X POST "$URL/api/v1/submissions/$ID/submit" -H "Authorization: Bearer $TOKEN"`;

export default async function HowToSubmitPage() {
  const guides = (
    await Promise.all(
      benchmarkKinds().map(async (kind) => {
        const view = await kind.view();
        return view.SubmitGuide ? { kind, Guide: view.SubmitGuide } : null;
      }),
    )
  ).filter((guide) => guide !== null);
  const start = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

  return (
    <div className="max-w-4xl space-y-10">
      <PageHeader
        prominent
        title="How to submit"
        description={
          <p>
            Anyone with a GitHub account can put a model on the boards. The portal never takes your numbers: it rescores
            your files against the benchmark&apos;s own data, and a moderator reviews the result before it is ranked.
          </p>
        }
      >
        <p>
          <Link href="/submit" className={start}>
            Start a submission
          </Link>
        </p>
      </PageHeader>

      <section aria-labelledby="steps-heading" className="space-y-3">
        <h2 id="steps-heading" className="text-xl font-semibold text-slate-900">
          The steps
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-slate-700">
          <li>
            Evaluate your model with the benchmark&apos;s official evaluation, at 0 shots and at 1 shot (the files are
            described below).
          </li>
          <li>
            <Link className="text-brand-700 underline" href="/signin">
              Sign in
            </Link>{" "}
            and open{" "}
            <Link className="text-brand-700 underline" href="/submit">
              Submit
            </Link>
            : choose the benchmark, describe the model and its evaluation, and add both files.
          </li>
          <li>
            The files upload and are scored at once; the report shows the scores and everything the scorer noticed.
            Replace a file if something is wrong.
          </li>
          <li>Send the submission for review. Until a moderator approves it, only you and the moderators see it.</li>
          <li>Once approved, the entry is on the board, with its files, scores and intervals.</li>
        </ol>
      </section>

      <section aria-labelledby="fields-heading" className="space-y-3">
        <h2 id="fields-heading" className="text-xl font-semibold text-slate-900">
          What the form asks
        </h2>
        <MetadataTable />
      </section>

      {guides.map(({ kind, Guide }) => (
        <section key={kind.name} aria-labelledby={`guide-${kind.name}`} className="space-y-3">
          <h2 id={`guide-${kind.name}`} className="text-xl font-semibold text-slate-900">
            {kind.label}: the files
          </h2>
          <Guide sampleHref={kind.sample ? sampleFileHref(kind.name) : null} />
        </section>
      ))}

      <section aria-labelledby="api-heading" className="space-y-3">
        <h2 id="api-heading" className="text-xl font-semibold text-slate-900">
          Through the API
        </h2>
        <p className="text-sm text-slate-700">
          Pipelines do the same with a personal token from your account page (<code>Authorization: Bearer</code>). For
          another benchmark, add <code>&quot;benchmark&quot;: &quot;&lt;its slug&gt;&quot;</code> to the metadata. A
          refused file is answered with a problem document naming each problem (subject, record and field).
        </p>
        <CommandBlock label="Submitting with curl">{API}</CommandBlock>
      </section>
    </div>
  );
}
