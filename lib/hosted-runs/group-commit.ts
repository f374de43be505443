// Group commit: writes that many requests in flight each want to make, gathered into one call
// while the previous call runs. At concurrency 64 a run's answers used to settle one transaction
// each, all updating the run's row, so they queued on its lock and on the connection pool
// (docs/benchmarks.md, bench:hosted); now whatever arrived during one write goes in the next.
export function groupCommit<I, O>(write: (inputs: I[]) => Promise<O[]>): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const outputs = await write(batch.map((one) => one.input));
        batch.forEach((one, i) => one.resolve(outputs[i]!));
      } catch (error) {
        for (const one of batch) one.reject(error);
      }
    }
    writing = false;
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!writing) void drain();
    });
}
