// Tells whatever else in this process keeps rendered responses (the front cache of
// lib/http/front-cache) that Next's page cache has just dropped entries. The cache handler and the
// server entry load this module through separate tsx imports, so the listeners live on globalThis.
type FlushListener = () => void;

const LISTENERS = Symbol.for("mrben.pageCacheFlushListeners");
const globalStore = globalThis as unknown as Record<typeof LISTENERS, Set<FlushListener> | undefined>;

function listeners(): Set<FlushListener> {
  return (globalStore[LISTENERS] ??= new Set());
}

/** Calls `listener` after every flush; returns the function that stops it. */
export function onPageCacheFlush(listener: FlushListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function signalPageCacheFlush(): void {
  for (const listener of listeners()) listener();
}
