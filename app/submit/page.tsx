import type { Metadata } from "next";
import Link from "next/link";
import { requirePageUser } from "@/lib/auth/gates";
import { listBenchmarks } from "@/lib/benchmarks/benchmarks";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { DEFAULT_JUDGE_MODEL } from "@/lib/validations/submission-meta";
import { ZBenchmarkParam } from "@/lib/validations/url-params";
import type { BenchmarkOption } from "./_components/benchmark-choice";
import { SubmitForm } from "./_components/submit-form";
import { PageHeader } from "@/components/ui/page-header";
import { WindowQuotaNote } from "@/components/ui/window-quota-note";
import { uploadQuota } from "@/lib/submissions/upload-rate-limit";

export const metadata: Metadata = { title: "Submit results" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SubmitPage({ searchParams }: Props) {
  const wanted = ZBenchmarkParam.parse((await searchParams).benchmark);
  const user = await requirePageUser(wanted ? `/submit?benchmark=${wanted}` : "/submit");
  const benchmarks: BenchmarkOption[] = (await listBenchmarks()).map(({ slug, name, kind: kindName }) => {
    const kind = benchmarkKind(kindName);
    return { slug, name, kind: kind.name, hint: kind.hint, upload: kind.upload, asks: kind.asks };
  });
  const kinds = [...new Set(benchmarks.map((benchmark) => benchmark.kind))];
  const views = await Promise.all(kinds.map(async (name) => [name, await benchmarkKind(name).view()] as const));
  const help = Object.fromEntries(views.map(([name, view]) => [name, <view.UploadHelp key={name} />]));
  const initial = benchmarks.find((benchmark) => benchmark.slug === wanted) ?? benchmarks[0]!;
  const quota = await uploadQuota({ userId: user.id });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Submit results"
        description={
          <p>
            Describe the model and upload its 0-shot and 1-shot results files. The portal checks every record, rescores
            the files against the benchmark and shows you the report; then send the submission for review. Pipelines can
            do the same through the API with a personal token (see your account page). The file format, a sample file
            and the commands:{" "}
            <Link className="text-brand-700 underline" href="/how-to-submit">
              how to submit
            </Link>
            .
          </p>
        }
      />
      <WindowQuotaNote
        quota={quota}
        noun="uploads"
        counting="creating a submission and each results file count one"
        testId="upload-quota"
      />
      <SubmitForm
        benchmarks={benchmarks}
        help={help}
        initialBenchmark={initial.slug}
        judgeDefault={DEFAULT_JUDGE_MODEL}
      />
    </div>
  );
}
