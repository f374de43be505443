// The sample file a benchmark kind offers on the How to submit page, by the kind's name.
import { findBenchmarkKind } from "./registry";

export function sampleFileOf(kindName: string): { fileName: string; contentType: string; text: string } | null {
  const sample = findBenchmarkKind(kindName)?.sample;
  return sample ? { fileName: sample.fileName, contentType: sample.contentType, text: sample.text() } : null;
}

/** Where the How to submit page serves a kind's sample file. */
export const sampleFileHref = (kindName: string) => `/how-to-submit/samples/${encodeURIComponent(kindName)}`;
