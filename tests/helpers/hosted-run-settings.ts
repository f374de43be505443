// What the hosted-run tests give their workers: leases and the allow-list of the fake endpoints.
import { parseAllowList } from "@/lib/hosted-endpoint/address-policy";

/**
 * Long enough that a loaded machine never lets a held lease run out (another worker would ask
 * again); the tests of a killed worker wait for its leases to run out, so they use the shorter one.
 */
export const LEASE_MS = 20_000;
export const KILLED_WORKER_LEASE_MS = 4_000;

/** The fake OpenAI-compatible servers listen on 127.0.0.1, which the address policy refuses unless allowed. */
export const ALLOW_LOOPBACK = (() => {
  const parsed = parseAllowList(["127.0.0.1"]);
  if (!parsed.ok) throw new Error(parsed.error.detail);
  return parsed.value;
})();
