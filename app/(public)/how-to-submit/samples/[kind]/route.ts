import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { notFound } from "@/lib/http/problem";
import { fileDownload } from "@/lib/http/responses";
import { sampleFileOf } from "@/lib/benchmarks/sample-file";

/** A benchmark kind's sample file (MR-Ben: a results file of three made-up items), to save. */
export const GET = apiRoute({ params: z.object({ kind: z.string().min(1).max(100) }) }, async ({ params }) => {
  const sample = sampleFileOf(params.kind);
  return sample
    ? fileDownload(sample.text, { fileName: sample.fileName, contentType: sample.contentType })
    : notFound("This kind of benchmark offers no sample file.");
});
