// What a board entry's public page shows, read for its URL: the approved entry, its kind's view, the
// records filters its kind offers and a page of its records; or one of its records.
import "server-only";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { recordLabelOf } from "@/lib/benchmarks/kind-view";
import { chosenFilters, pageParam, type UrlParams } from "@/lib/benchmarks/record-filters";
import { ZBenchmarkParam, ZShotsParam } from "@/lib/validations/url-params";
import { findPublicEntry } from "./public-entry";

async function entryOf(rawSlug: string, submissionId: string, params: UrlParams) {
  const slug = ZBenchmarkParam.parse(rawSlug);
  const shots = ZShotsParam.parse(params.shots);
  const entry = slug ? await findPublicEntry({ slug, submissionId, shots }) : null;
  if (!entry) return null;
  const kind = benchmarkKind(entry.benchmark.kind);
  const [server, view] = await Promise.all([kind.server(), kind.view()]);
  return { entry, shots, server, view };
}

/** What an entry's page title names: the model, the benchmark and the shot setting. */
export async function loadEntryTitle(rawSlug: string, submissionId: string, params: UrlParams) {
  const found = await entryOf(rawSlug, submissionId, params);
  if (!found) return null;
  const { entry, shots } = found;
  return `${entry.modelName}, ${entry.benchmark.name} (${shots}-shot)`;
}

/** What a record's page title names: the record, then its entry. */
export async function loadEntryRecordTitle(rawSlug: string, submissionId: string, key: string, params: UrlParams) {
  const found = await loadEntryRecordPage(rawSlug, submissionId, key, params);
  if (!found) return null;
  const { entry, shots, view, record } = found;
  return `${recordLabelOf(view, record.detail, key)} · ${entry.modelName}, ${entry.benchmark.name} (${shots}-shot)`;
}

export async function loadEntryPage(rawSlug: string, submissionId: string, params: UrlParams) {
  const found = await entryOf(rawSlug, submissionId, params);
  if (!found) return null;
  const { entry, shots, server, view } = found;
  const filters = chosenFilters(server.recordFilters, params);
  const page = pageParam(params);
  const list = await server.listRecords(entry.scoring, filters, page);
  return { entry, shots, view, available: server.recordFilters, filters, page, list };
}

export async function loadEntryRecordPage(rawSlug: string, submissionId: string, key: string, params: UrlParams) {
  const found = await entryOf(rawSlug, submissionId, params);
  if (!found) return null;
  const record = await found.server.getRecord(found.entry.scoring, key);
  return record ? { ...found, record } : null;
}
