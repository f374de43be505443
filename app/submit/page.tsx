import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { DEFAULT_JUDGE_MODEL } from "@/lib/validations/submission-meta";
import { SubmitForm } from "./_components/submit-form";

export const metadata: Metadata = { title: "Submit results" };
export const dynamic = "force-dynamic";

export default async function SubmitPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/signin?callbackUrl=%2Fsubmit");
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-brand-900">Submit results</h1>
        <p className="max-w-3xl text-sm text-slate-700">
          Describe the model and upload its 0-shot and 1-shot results files. The portal checks every record, rescores
          the files against the benchmark and shows you the report; then send the submission for review. Pipelines can
          do the same through the API with a personal token (see your account page).
        </p>
      </header>
      <SubmitForm judgeDefault={DEFAULT_JUDGE_MODEL} />
    </div>
  );
}
