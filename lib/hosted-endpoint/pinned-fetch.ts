// The chat client's transport for a submitter's endpoint: every connection goes to the one address
// vetEndpoint checked (no second DNS lookup, so no DNS rebinding), while the URL keeps the host
// name, so the Host header and the TLS server name and certificate check are the host's.
import type { LookupAddress, LookupOptions } from "node:dns";
import { Agent, fetch as undiciFetch } from "undici";
import type { ChatTransport } from "./chat-client";
import type { VettedEndpoint } from "./endpoint-address";

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A resolver that knows one name and one address: the vetted ones. */
export function pinnedLookup(endpoint: VettedEndpoint) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    if (hostname.toLowerCase() !== endpoint.hostname.toLowerCase()) {
      const error: NodeJS.ErrnoException = new Error(`${hostname} is not the vetted host ${endpoint.hostname}`);
      error.code = "ENOTFOUND";
      callback(error, "");
      return;
    }
    if (options.all) callback(null, [{ address: endpoint.address, family: endpoint.family }]);
    else callback(null, endpoint.address, endpoint.family);
  };
}

export interface PinnedTransport {
  transport: ChatTransport;
  /** Closes the connections kept open; call when the run ends. */
  close(): Promise<void>;
}

export function pinnedTransport({
  endpoint,
  connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
  tls,
}: {
  endpoint: VettedEndpoint;
  connectTimeoutMs?: number;
  /** A certificate authority to trust besides the system's (the tests' own). */
  tls?: { ca: string };
}): PinnedTransport {
  const origin = new URL(endpoint.baseUrl).origin;
  const agent = new Agent({
    connect: { lookup: pinnedLookup(endpoint), timeout: connectTimeoutMs, ...(tls ? { ca: tls.ca } : {}) },
  });
  const transport: ChatTransport = async (url, init) => {
    // The agent only knows the vetted host; a URL elsewhere is a bug, not something to connect to.
    if (new URL(url).origin !== origin) throw new Error(`${new URL(url).origin} is not the vetted endpoint's origin`);
    return undiciFetch(url, { ...init, dispatcher: agent });
  };
  return { transport, close: () => agent.close() };
}
