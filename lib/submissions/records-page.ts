// What a submission's records page shows, read for its URL: the shot setting, the filters its
// benchmark's kind offers and the ones chosen, and a page of the scored run's records.
import "server-only";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { ZShotsParam } from "@/lib/validations/url-params";
import { scoredRun, type LoadedSubmission } from "./load-submission";
import { chosenFilters, pageParam, type UrlParams } from "@/lib/benchmarks/record-filters";

export async function loadRecordsPage(submission: Pick<LoadedSubmission, "benchmark" | "runs">, params: UrlParams) {
  const shots = ZShotsParam.parse(params.shots);
  const kind = benchmarkKind(submission.benchmark.kind);
  const [server, view] = await Promise.all([kind.server(), kind.view()]);
  const available = server.recordFilters;
  const filters = chosenFilters(available, params);
  const page = pageParam(params);
  const scored = scoredRun(submission, shots);
  const list = scored ? await server.listRecords(scored.scoring, filters, page) : null;
  return { shots, view, available, filters, page, list };
}

/** One record of a submission's scored run, with the kind's view to show it, or null when there is none. */
export async function loadRecordPage(
  submission: Pick<LoadedSubmission, "benchmark" | "runs">,
  key: string,
  params: UrlParams,
) {
  const shots = ZShotsParam.parse(params.shots);
  const kind = benchmarkKind(submission.benchmark.kind);
  const scored = scoredRun(submission, shots);
  if (!scored) return null;
  const [server, view] = await Promise.all([kind.server(), kind.view()]);
  const record = await server.getRecord(scored.scoring, key);
  return record ? { shots, view, record } : null;
}
