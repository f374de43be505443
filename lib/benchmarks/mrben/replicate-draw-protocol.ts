// What the command line's bootstrap thread (cli-thread.ts) and its user (replicate-drawing.ts) say.

/** The first word of the shared memory, once the thread is done with it. */
export const DRAWN = 1;
export const FAILED = 2;

/** What the thread is sent: the subject's contribution counts and where to write (after one state word). */
export type DrawRequest = { subject: string; perCode: Int32Array; resamples: number; shared: SharedArrayBuffer };
