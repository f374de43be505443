// The readers of bench:load: one autocannon instance per endpoint, running until stopped, with
// every answer and failure logged with its time so that any window of the run can be summarised.
import autocannon from "autocannon";
import type { ReaderEndpoint } from "./load-options";
import type { ReaderEvent } from "./load-summary";

export type RunningReaders = {
  events: Map<string, ReaderEvent[]>;
  /** Stops every instance and resolves when all have ended. */
  stop(): Promise<void>;
};

/** Longer than any run; the bench stops the readers itself. */
const MAX_SECONDS = 3600;

export function startReaders({
  baseUrl,
  endpoints,
  timeoutSeconds,
  acceptEncoding,
}: {
  baseUrl: string;
  endpoints: ReaderEndpoint[];
  timeoutSeconds: number;
  /** What the readers accept, as browsers send it (`gzip, deflate, br`), or null for plain bodies. */
  acceptEncoding: string | null;
}): RunningReaders {
  const events = new Map<string, ReaderEvent[]>();
  const instances = endpoints.map((endpoint) => {
    const log: ReaderEvent[] = [];
    events.set(endpoint.name, log);
    const instance = autocannon({
      url: `${baseUrl}${endpoint.path}`,
      connections: endpoint.connections,
      duration: MAX_SECONDS,
      timeout: timeoutSeconds,
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });
    instance.on("response", (_client, status, _bytes, ms) => log.push({ at: performance.now(), ms, status }));
    instance.on("reqError", (error) =>
      log.push({ at: performance.now(), failure: /timed out/.test(error.message) ? "timeout" : "error" }),
    );
    return instance;
  });
  return {
    events,
    async stop() {
      for (const instance of instances) instance.stop();
      await Promise.all(instances.map((instance) => Promise.resolve(instance)));
    },
  };
}
