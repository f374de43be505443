// Long CPU work done in an async loop (reading an upload, sending it to the scoring thread) lets
// the server's other requests in: past its budget it waits for one turn of the event loop.
// Chunks already buffered resolve as microtasks alone and would otherwise run back to back.
export function eventLoopYielder(budgetMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await new Promise(setImmediate);
    since = performance.now();
  };
}
