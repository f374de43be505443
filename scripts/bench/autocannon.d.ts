// The part of autocannon's programmatic API that the benchmarks use (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number;
  }
  /** A running benchmark: its result when awaited; `response` and `reqError` events as it goes. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
    on(event: "reqError", listener: (error: Error) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
