// The benchmark kinds by name, each loaded only when it is used: the scoring CLI loads the one
// kind it scores with (MR-Ben's reader and scorer start in milliseconds; extraction's units and
// the schema library take tens of them). The registry (registry.ts) loads them all, for the portal.
import type { AnyBenchmarkKind } from "./kind";

type CatalogEntry = { name: string; load: () => Promise<AnyBenchmarkKind> };

export const BUILT_IN_KINDS: readonly CatalogEntry[] = [
  { name: "mrben", load: async () => (await import("./mrben/kind")).mrbenKind as AnyBenchmarkKind },
  { name: "extraction", load: async () => (await import("./extraction/kind")).extractionKind as AnyBenchmarkKind },
];

/** The kind a command assumes without --kind: the one of the portal's default benchmark (MR-Ben). */
export const DEFAULT_KIND_NAME = "mrben";

/** The kinds a build adds (BENCHMARK_KINDS_MODULE, a test run's own), loaded on first use. */
export async function extraBenchmarkKinds(): Promise<readonly AnyBenchmarkKind[]> {
  // By its alias: a bundle puts BENCHMARK_KINDS_MODULE in its place (scripts/run-score.mjs, next.config.ts).
  return (await import("@/lib/benchmarks/extra-kinds")).benchmarkKinds;
}

/** Every kind's name, built-in first: for usage lines. */
export async function benchmarkKindNames(): Promise<string[]> {
  return [...BUILT_IN_KINDS.map((entry) => entry.name), ...(await extraBenchmarkKinds()).map((kind) => kind.name)];
}

/** The kind a name denotes, loaded, or null when no kind has it. */
export async function loadBenchmarkKind(name: string): Promise<AnyBenchmarkKind | null> {
  const builtIn = BUILT_IN_KINDS.find((entry) => entry.name === name);
  if (builtIn) return builtIn.load();
  return (await extraBenchmarkKinds()).find((kind) => kind.name === name) ?? null;
}
