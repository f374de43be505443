// A submitter's endpoint opened for a run: the base URL checked and its name resolved once under
// the admin's allow-list, then a chat endpoint whose every connection goes to that one address.
// This is the entry point the hosted run uses; the parts are in the files beside it.
import type { AllowList } from "./address-policy";
import type { ChatEndpoint } from "./chat-client";
import { vetEndpoint, type EndpointAddressError, type LookupAll, type VettedEndpoint } from "./endpoint-address";
import { pinnedTransport } from "./pinned-fetch";
import { ok, type Result } from "@/lib/result";

export interface OpenEndpoint {
  endpoint: ChatEndpoint;
  vetted: VettedEndpoint;
  /** Closes the kept-alive connections; call when the run stops or ends. */
  close(): Promise<void>;
}

export async function openHostedEndpoint({
  baseUrl,
  apiKey,
  allow,
  lookupAll,
  connectTimeoutMs,
  tls,
}: {
  baseUrl: unknown;
  apiKey: string | null;
  allow: AllowList;
  lookupAll?: LookupAll;
  connectTimeoutMs?: number;
  tls?: { ca: string };
}): Promise<Result<OpenEndpoint, EndpointAddressError>> {
  const vetted = await vetEndpoint({ baseUrl, allow, ...(lookupAll ? { lookupAll } : {}) });
  if (!vetted.ok) return vetted;
  const pinned = pinnedTransport({
    endpoint: vetted.value,
    ...(connectTimeoutMs !== undefined ? { connectTimeoutMs } : {}),
    ...(tls ? { tls } : {}),
  });
  return ok({
    endpoint: { baseUrl: vetted.value.baseUrl, apiKey, transport: pinned.transport },
    vetted: vetted.value,
    close: pinned.close,
  });
}
