// When this process last saw the database run out of time (a statement past its timeout, a lock
// wait past lock_timeout). Health reports it for a while: SELECT 1 still answers while every real
// query waits on a held lock or times out. One record per process, as every bundle's copy of
// lib/db must share it.
const KEY = Symbol.for("mrben.databaseTimeouts");
const state = ((globalThis as { [KEY]?: { lastAt: number } })[KEY] ??= { lastAt: 0 });

export function noteDatabaseTimeout(now = Date.now()): void {
  state.lastAt = now;
}

/** Whether a timeout was seen in the last `ms` milliseconds. */
export function databaseTimedOutWithin(ms: number, now = Date.now()): boolean {
  return state.lastAt > 0 && now - state.lastAt <= ms;
}
