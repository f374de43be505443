// The benchmarks the portal ranks, for the list of benchmarks: each with where its board is and its
// kind's one line. Cached under the boards' tag.
import "server-only";
import { listBenchmarks } from "@/lib/benchmarks/benchmarks";
import { benchmarkKind } from "@/lib/benchmarks/registry";
import { cachedQuery } from "@/lib/platform/cache/cached-query";

export interface ListedBenchmark {
  slug: string;
  name: string;
  description: string;
  kindHint: string;
  boardPath: string;
}

async function loadBenchmarkList(): Promise<ListedBenchmark[]> {
  return (await listBenchmarks()).map(({ slug, name, description, kind: kindName }) => {
    const kind = benchmarkKind(kindName);
    return { slug, name, description, kindHint: kind.hint, boardPath: kind.boardPath ?? `/benchmarks/${slug}` };
  });
}

export const getBenchmarkList = cachedQuery("benchmark-list", loadBenchmarkList);
