import type { Metadata } from "next";
import Link from "next/link";
import { subjectLabel } from "@/lib/benchmarks/mrben/benchmark";
import { currentSubjectKeys } from "@/lib/benchmarks/mrben/reported/reported-entries";
import { requirePageRole } from "@/lib/auth/gates";
import { ReportedEntryForm } from "@/lib/benchmarks/mrben/ui/reported/reported-entry-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "New reported entry" };

export default async function NewReportedEntryPage() {
  await requirePageRole("moderator");
  const subjects = (await currentSubjectKeys()).map((key) => ({ key, label: subjectLabel(key) }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="New reported entry"
        description={
          <p>
            For a model whose results files are not public: its MR-Scores as the paper or the site published them. It
            ranks on the board marked “reported, not rescored”, with the source linked.{" "}
            <Link href="/moderation/reported" className="text-brand-700 underline">
              All reported entries
            </Link>
          </p>
        }
      />
      {subjects.length === 0 ? (
        <p className="text-sm text-slate-600">The benchmark is not imported yet: there are no subjects to score.</p>
      ) : (
        <ReportedEntryForm subjects={subjects} />
      )}
    </div>
  );
}
