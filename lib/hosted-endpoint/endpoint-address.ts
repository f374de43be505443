// A model endpoint's base URL, checked and resolved once: every address its host name has must
// pass the address policy, and the connection is later made to the first of them (pinned-fetch.ts),
// so a second lookup cannot swap in another address (DNS rebinding).
import { lookup as dnsLookup } from "node:dns/promises";
import { z } from "zod";
import { isMetadataHostName, refuseAddress, type AddressRefusal, type AllowList } from "./address-policy";
import { parseIp } from "./ip-address";
import { err, ok, type Result } from "@/lib/result";

export type EndpointUrlError =
  | { code: "invalid-url"; detail: string }
  | { code: "unsupported-scheme"; detail: string }
  | { code: "credentials-in-url"; detail: string };

export type EndpointAddressError = EndpointUrlError | AddressRefusal | { code: "host-not-found"; detail: string };

const MAX_URL_LENGTH = 2048;

const ZBaseUrlText = z
  .string({ message: "must be text" })
  .trim()
  .min(1, "is empty")
  .max(MAX_URL_LENGTH, `is longer than ${MAX_URL_LENGTH} characters`);

/**
 * An OpenAI-compatible API's base (https://api.example.org/v1; …/chat/completions is appended):
 * http or https, no user name or password in it (the API key has its own field), no query or fragment.
 * The details never repeat the URL, which may hold a secret.
 */
export function parseEndpointBaseUrl(raw: unknown): Result<URL, EndpointUrlError> {
  const text = ZBaseUrlText.safeParse(raw);
  if (!text.success) return urlError("invalid-url", `The base URL ${text.error.issues[0]?.message ?? "is invalid"}.`);
  if (!URL.canParse(text.data)) return urlError("invalid-url", "The base URL is not a URL.");
  const url = new URL(text.data);
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return urlError("unsupported-scheme", `The base URL must start with https:// or http://, not ${url.protocol}//.`);
  if (url.username !== "" || url.password !== "")
    return urlError(
      "credentials-in-url",
      "The base URL holds a user name or password; put the API key in its own field instead.",
    );
  if (url.search !== "" || url.hash !== "")
    return urlError("invalid-url", "The base URL must not have a query (?…) or a fragment (#…).");
  url.pathname = url.pathname.replace(/\/+$/, "");
  return ok(url);
}

function urlError(code: EndpointUrlError["code"], detail: string) {
  return err({ code, detail });
}

/** The base URL for forms and API bodies, normalized (no trailing slash). */
export const ZEndpointBaseUrl = z.unknown().transform((value, context) => {
  const parsed = parseEndpointBaseUrl(value);
  if (parsed.ok) return parsed.value.href.replace(/\/+$/, "");
  context.addIssue({ code: "custom", message: parsed.error.detail, params: { code: parsed.error.code } });
  return z.NEVER;
});

/** Every address a host name has, as the system resolver gives them. */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookupAll: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface VettedEndpoint {
  /** The base URL, normalized, with the host name as the user gave it. */
  baseUrl: string;
  /** The host name the Host header and TLS server name carry ("[::1]" for an IPv6 literal). */
  hostname: string;
  /** The one address every connection goes to. */
  address: string;
  family: 4 | 6;
}

/**
 * Checks a base URL and resolves its host name once. Every address must be allowed (a name with
 * one public and one private address is refused), and the first is the one connected to.
 */
export async function vetEndpoint({
  baseUrl,
  allow,
  lookupAll = systemLookupAll,
}: {
  baseUrl: unknown;
  allow: AllowList;
  lookupAll?: LookupAll;
}): Promise<Result<VettedEndpoint, EndpointAddressError>> {
  const parsed = parseEndpointBaseUrl(baseUrl);
  if (!parsed.ok) return parsed;
  const url = parsed.value;
  const hostname = url.hostname;
  const vetted = (address: string, family: 4 | 6) =>
    ok({ baseUrl: url.href.replace(/\/+$/, ""), hostname, address, family });

  const literal = parseIp(hostname);
  if (literal) {
    const refusal = refuseAddress({ address: hostname.replace(/^\[|\]$/g, ""), allow });
    return refusal ? err(refusal) : vetted(hostname.replace(/^\[|\]$/g, ""), literal.family);
  }
  if (isMetadataHostName(hostname)) {
    return err({
      code: "address-refused",
      address: hostname,
      reason: "cloud-metadata",
      detail: `${hostname} is a cloud metadata service's name`,
    });
  }

  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookupAll(hostname);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return err({
      code: "host-not-found",
      detail: `${hostname} could not be resolved${typeof code === "string" ? ` (${code})` : ""}`,
    });
  }
  const first = addresses[0];
  if (!first) return err({ code: "host-not-found", detail: `${hostname} has no address` });
  for (const { address } of addresses) {
    const refusal = refuseAddress({ address, hostname, allow });
    if (refusal) return err(refusal);
  }
  return vetted(first.address, first.family === 6 ? 6 : 4);
}
