// The benchmark kinds the portal knows, all loaded: MR-Ben, structured extraction, and any a build
// adds (kind-catalog.ts lists them). A benchmark's `kind` names one of them; everything kind-specific
// is asked of it.
import { BUILT_IN_KINDS, DEFAULT_KIND_NAME, extraBenchmarkKinds } from "./kind-catalog";
import type { AnyBenchmarkKind } from "./kind";

const KINDS: readonly AnyBenchmarkKind[] = [
  ...(await Promise.all(
    BUILT_IN_KINDS.map(async (entry) => {
      const kind = await entry.load();
      if (kind.name !== entry.name) throw new Error(`The kind listed as "${entry.name}" is named "${kind.name}"`);
      return kind;
    }),
  )),
  ...(await extraBenchmarkKinds()),
];

const BY_NAME = new Map(KINDS.map((kind) => [kind.name, kind]));
if (BY_NAME.size !== KINDS.length) throw new Error("Two benchmark kinds share a name");

export function benchmarkKinds(): readonly AnyBenchmarkKind[] {
  return KINDS;
}

/** The kind a name denotes, or null when no kind has it (a row written by a build with more kinds). */
export function findBenchmarkKind(name: string): AnyBenchmarkKind | null {
  return BY_NAME.get(name) ?? null;
}

/** The kind of a stored benchmark: a name no kind has is a deployment error, not bad input. */
export function benchmarkKind(name: string): AnyBenchmarkKind {
  const kind = BY_NAME.get(name);
  if (!kind) throw new Error(`No benchmark kind "${name}" in this build (known: ${[...BY_NAME.keys()].join(", ")})`);
  return kind;
}

/** The benchmark that reserves a slug for itself (MR-Ben's `mr-ben`), when another kind would take it. */
export function slugReservedFrom(slug: string, kindName: string): { name: string } | null {
  const owner = KINDS.find((kind) => kind.fixedBenchmark?.slug === slug && kind.name !== kindName);
  return owner?.fixedBenchmark ? { name: owner.fixedBenchmark.name } : null;
}

/** The kind a command assumes without --kind: the one of the portal's default benchmark (MR-Ben). */
export function defaultBenchmarkKind(): AnyBenchmarkKind {
  return benchmarkKind(DEFAULT_KIND_NAME);
}
