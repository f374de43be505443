// What a service returns when a failure is expected: its value, or its error (a union of codes, with
// the words and data a code needs). Only the unexpected is thrown. lib/http maps each error union to
// a status once; server actions turn it into what their form shows.
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
