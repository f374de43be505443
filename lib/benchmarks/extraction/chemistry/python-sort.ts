// CPython 3.11's list.sort on fewer than 64 items (one natural run, then binary insertion), with
// the caller's "less than". For a consistent order any stable sort agrees with it; this copy
// matters when some keys are NaN, which compare false with everything, so that the result
// depends on the algorithm's exact sequence of comparisons.

/** Items CPython sorts in a single binary-insertion pass; from here on it merges runs (not emulated). */
export const PYTHON_SMALL_SORT_LIMIT = 64;

/** The items in the order CPython 3.11's `sorted()` gives them for this `lessThan`. */
export function pythonSorted<T>(items: readonly T[], lessThan: (left: T, right: T) => boolean): T[] {
  const sorted = [...items];
  const count = sorted.length;
  if (count < 2) return sorted;
  // The natural run at the start: strictly descending (then reversed, which keeps it stable), or not descending.
  let run = 2;
  const descending = lessThan(sorted[1]!, sorted[0]!);
  if (descending) {
    while (run < count && lessThan(sorted[run]!, sorted[run - 1]!)) run++;
    const head = sorted.slice(0, run).reverse();
    sorted.splice(0, run, ...head);
  } else {
    while (run < count && !lessThan(sorted[run]!, sorted[run - 1]!)) run++;
  }
  for (let start = run; start < count; start++) {
    const pivot = sorted[start]!;
    let low = 0;
    let high = start;
    while (low < high) {
      const middle = low + ((high - low) >> 1);
      if (lessThan(pivot, sorted[middle]!)) high = middle;
      else low = middle + 1;
    }
    sorted.copyWithin(low + 1, low, start);
    sorted[low] = pivot;
  }
  return sorted;
}
