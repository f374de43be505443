// Benchmark kinds a build adds to the built-in ones: those of the module BENCHMARK_KINDS_MODULE
// names (a test run's own kinds), which exports them as `benchmarkKinds`. A bundle (`next build`,
// the scoring CLI) puts that module in this one's place when it is built (next.config.ts,
// scripts/run-score.mjs); tools run through tsx and the tests import it here.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "@/lib/env";
import type { AnyBenchmarkKind } from "./kind";

async function importKinds(modulePath: string): Promise<readonly AnyBenchmarkKind[]> {
  const url = pathToFileURL(path.resolve(modulePath)).href;
  let loaded: { benchmarkKinds?: readonly AnyBenchmarkKind[] };
  try {
    loaded = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as typeof loaded;
  } catch (error) {
    throw new Error(
      `BENCHMARK_KINDS_MODULE=${modulePath} cannot be loaded (${error instanceof Error ? error.message : String(error)}); a bundle must be built with it set`,
    );
  }
  if (!Array.isArray(loaded.benchmarkKinds))
    throw new Error(`BENCHMARK_KINDS_MODULE=${modulePath} does not export a benchmarkKinds array`);
  return loaded.benchmarkKinds;
}

export const benchmarkKinds: readonly AnyBenchmarkKind[] = env.BENCHMARK_KINDS_MODULE
  ? await importKinds(env.BENCHMARK_KINDS_MODULE)
  : [];
