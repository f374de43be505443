"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { DropZone } from "@/components/submissions/drop-zone";
import { sendResults, type UploadOutcome } from "@/components/submissions/upload-status";
import { useResultsFiles, type Shots } from "@/components/submissions/use-results-files";
import { BenchmarkChoice, type BenchmarkOption } from "./benchmark-choice";
import { ClaimedScoreFields, EvaluationFields, ModelFields, type FieldErrors } from "./metadata-fields";

const SHOTS: Shots[] = [0, 1];

/**
 * The form's values in the API's shape; numbers left as typed so the server names bad ones. A
 * benchmark whose kind asks for no judge leaves the judge to the server's default.
 */
function metadataFrom(form: FormData, benchmark: BenchmarkOption) {
  const text = (name: string) => String(form.get(name) ?? "");
  const number = (name: string) => (text(name).trim() === "" ? undefined : Number(text(name)));
  const claims = Object.fromEntries(
    SHOTS.flatMap((shots) => {
      const mean = number(`claimedScores.${shots}.mean`);
      return mean === undefined ? [] : [[String(shots), { mean }]];
    }),
  );
  return {
    modelName: text("modelName"),
    modelLink: text("modelLink"),
    description: text("description"),
    organization: text("organization"),
    parameterCount: text("parameterCount").trim() || null,
    openWeights: text("openWeights") === "true",
    priceInputUsdPerMTok: text("priceInputUsdPerMTok").trim() || null,
    priceOutputUsdPerMTok: text("priceOutputUsdPerMTok").trim() || null,
    temperature: number("temperature") ?? Number.NaN,
    ...(benchmark.asks.judgeModel ? { judgeModel: text("judgeModel") } : {}),
    notes: text("notes"),
    claimedScores: benchmark.asks.claimedScores && Object.keys(claims).length > 0 ? claims : null,
    benchmark: benchmark.slug,
  };
}

async function postJson(url: string, body?: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ok: response.ok, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

export function SubmitForm({
  benchmarks,
  help,
  initialBenchmark,
  judgeDefault,
}: {
  /** The fixed benchmarks first (MR-Ben), then every imported one. */
  benchmarks: BenchmarkOption[];
  /** Per benchmark kind, its help on the files (rendered by the server). */
  help: Record<string, ReactNode>;
  initialBenchmark: string;
  judgeDefault: string;
}) {
  const router = useRouter();
  const [benchmarkSlug, setBenchmarkSlug] = useState(initialBenchmark);
  const benchmark = benchmarks.find((option) => option.slug === benchmarkSlug) ?? benchmarks[0]!;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { files, phases, chooseFile, setPhase } = useResultsFiles();
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Partial<Record<Shots, UploadOutcome>>>({});

  const upload = async (id: string) => {
    const chosen = SHOTS.filter((shots) => files[shots] !== null);
    for (const shots of chosen) {
      const outcome = await sendResults({
        url: `/api/v1/submissions/${id}/results/${shots}`,
        file: files[shots]!,
        onPhase: (phase) => setPhase(shots, phase),
      });
      setOutcomes((current) => ({ ...current, [shots]: outcome }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!files[0] || !files[1]) {
      setFormError(`Add both ${benchmark.upload.noun} files: the 0-shot and the 1-shot one.`);
      return;
    }
    setBusy(true);
    try {
      let id = submissionId;
      if (id === null) {
        const created = await postJson(
          "/api/v1/submissions",
          metadataFrom(new FormData(event.currentTarget), benchmark),
        );
        if (!created.ok) {
          const fieldList = (created.body.errors as Array<{ pointer: string; detail: string }> | undefined) ?? [];
          setErrors(Object.fromEntries(fieldList.map((error) => [error.pointer, error.detail])));
          setFormError(String(created.body.detail ?? "The submission could not be created."));
          return;
        }
        setErrors({});
        id = String(created.body.id);
        setSubmissionId(id);
      }
      await upload(id);
    } finally {
      setBusy(false);
    }
  };

  const bothScored = SHOTS.every((shots) => outcomes[shots]?.state === "scored");

  /** Another benchmark takes other files: the chosen ones are dropped, and the URL remembers the choice. */
  const chooseBenchmark = (slug: string) => {
    setBenchmarkSlug(slug);
    for (const shots of SHOTS) chooseFile(shots, null);
    setOutcomes({});
    setErrors({});
    window.history.replaceState(null, "", `?benchmark=${encodeURIComponent(slug)}`);
  };

  const sendForReview = async () => {
    if (!submissionId) return;
    setBusy(true);
    const answer = await postJson(`/api/v1/submissions/${submissionId}/submit`);
    setBusy(false);
    if (answer.ok) router.push(`/submissions/${submissionId}`);
    else setFormError(String(answer.body.detail ?? "The submission could not be sent for review."));
  };

  return (
    // The browser checks the fields first (required, lengths, patterns, ranges: metadata-fields.tsx);
    // the server's 422 stays the authority.
    <form onSubmit={onSubmit} className="space-y-8">
      <fieldset disabled={submissionId !== null} className="space-y-8">
        {benchmarks.length > 1 && (
          <BenchmarkChoice options={benchmarks} value={benchmark.slug} onChange={chooseBenchmark} />
        )}
        <ModelFields errors={errors} />
        <EvaluationFields errors={errors} judgeDefault={judgeDefault} showJudge={benchmark.asks.judgeModel} />
        {benchmark.asks.claimedScores && <ClaimedScoreFields errors={errors} />}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">The {benchmark.upload.noun} files</legend>
        {help[benchmark.kind]}
        <div className="grid gap-4 sm:grid-cols-2">
          {SHOTS.map((shots) => (
            <DropZone
              key={shots}
              shots={shots}
              hints={benchmark.upload}
              file={files[shots]}
              phase={phases[shots]}
              disabled={busy}
              onFileChange={(file) => {
                chooseFile(shots, file);
                setOutcomes((current) => ({ ...current, [shots]: undefined }));
              }}
            />
          ))}
        </div>
      </fieldset>

      {formError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {submissionId === null ? "Create the submission and upload" : "Upload again"}
        </button>
        {bothScored && (
          <button
            type="button"
            onClick={sendForReview}
            disabled={busy}
            className="rounded bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-50"
          >
            Send for review
          </button>
        )}
        {submissionId && (
          <a href={`/submissions/${submissionId}`} className="text-sm text-brand-700 underline">
            Open the submission and its report
          </a>
        )}
      </div>
    </form>
  );
}
