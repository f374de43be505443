// The benchmark kinds this test run adds to the built-in ones (BENCHMARK_KINDS_MODULE).
import type { AnyBenchmarkKind } from "@/lib/benchmarks/kind";
import { qaKind } from "./kind";

export const benchmarkKinds: readonly AnyBenchmarkKind[] = [qaKind as AnyBenchmarkKind];
