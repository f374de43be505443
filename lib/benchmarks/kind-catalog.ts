// The benchmark kinds by name, each loaded only when it is used: the scoring CLI loads the one
// kind it scores with (MR-Ben's reader and scorer start in milliseconds; extraction's units and
// the schema library take tens of them). The registry (registry.ts) loads them all, for the portal.
import type { CommandIo } from "@/lib/platform/command-io";
import type { AnyBenchmarkKind } from "./kind";

/** A command of a kind's own (`npm run <name> -- ARGS`): its exit status. */
type KindCommand = (args: string[], io: CommandIo) => Promise<number>;

type CatalogEntry = {
  name: string;
  load: () => Promise<AnyBenchmarkKind>;
  /** The kind's own commands by npm script name, each loaded when run (scripts/kind-command.ts). */
  commands?: Readonly<Record<string, () => Promise<KindCommand>>>;
};

export const BUILT_IN_KINDS: readonly CatalogEntry[] = [
  {
    name: "mrben",
    load: async () => (await import("./mrben/kind")).mrbenKind as AnyBenchmarkKind,
    commands: {
      demo: async () => (await import("./mrben/demo/demo-command")).runDemo,
      "reported:import": async () => (await import("./mrben/reported/reported-import-command")).runReportedImport,
    },
  },
  {
    name: "extraction",
    load: async () => (await import("./extraction/kind")).extractionKind as AnyBenchmarkKind,
    commands: {
      "extraction:from-book": async () =>
        (await import("./extraction/commands/from-book-command")).runExtractionFromBook,
    },
  },
];

/** The kind's command called `name`, loaded, or null when no kind has one. */
export async function kindCommand(name: string): Promise<KindCommand | null> {
  const load = BUILT_IN_KINDS.find((entry) => entry.commands?.[name])?.commands?.[name];
  return load ? load() : null;
}

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
