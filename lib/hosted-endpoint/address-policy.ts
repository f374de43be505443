// Which addresses a hosted evaluation may connect to: public ones, and whatever an admin's
// allow-list names. Loopback, private, link-local, shared (CGNAT), multicast, reserved and cloud
// metadata addresses are refused, in their IPv6 forms too, so a submitter cannot aim the server
// at itself or its network.
import { embeddedIpv4s, formatIp, inRange, parseIp, parseIpRange, type IpAddress, type IpRange } from "./ip-address";
import { err, ok, type Result } from "@/lib/result";

type AddressRefusalReason =
  "cloud-metadata" | "unspecified" | "loopback" | "private" | "link-local" | "shared" | "multicast" | "reserved";

const REASON_TEXT: Record<AddressRefusalReason, string> = {
  "cloud-metadata": "a cloud metadata service address",
  unspecified: "an unspecified address (this host)",
  loopback: "a loopback address (this server itself)",
  private: "a private network address",
  "link-local": "a link-local address",
  shared: "a carrier-grade NAT (shared) address",
  multicast: "a multicast address",
  reserved: "a reserved address",
};

/** The first range that holds an address decides; the metadata addresses come before their wider ranges. */
const REFUSED: { range: IpRange; reason: AddressRefusalReason }[] = (
  [
    ["169.254.169.254", "cloud-metadata"],
    ["100.100.100.200", "cloud-metadata"],
    ["fd00:ec2::254", "cloud-metadata"],
    ["0.0.0.0/8", "unspecified"],
    ["10.0.0.0/8", "private"],
    ["100.64.0.0/10", "shared"],
    ["127.0.0.0/8", "loopback"],
    ["169.254.0.0/16", "link-local"],
    ["172.16.0.0/12", "private"],
    ["192.0.0.0/24", "reserved"],
    ["192.168.0.0/16", "private"],
    ["198.18.0.0/15", "reserved"],
    ["224.0.0.0/4", "multicast"],
    ["240.0.0.0/4", "reserved"],
    ["::/128", "unspecified"],
    ["::1/128", "loopback"],
    ["fc00::/7", "private"],
    // Local-use NAT64 (RFC 8215): a translator on the server's own network, wherever the IPv4 part sits.
    ["64:ff9b:1::/48", "private"],
    ["fe80::/10", "link-local"],
    ["fec0::/10", "private"],
    ["ff00::/8", "multicast"],
  ] as const
).map(([text, reason]) => ({ range: parseIpRange(text)!, reason }));

/** Host names that reach a metadata service whatever they resolve to where the check runs. */
const METADATA_HOST_NAMES = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

export function isMetadataHostName(hostname: string): boolean {
  return METADATA_HOST_NAMES.has(hostname.toLowerCase().replace(/\.$/, ""));
}

export interface AllowList {
  ranges: IpRange[];
}

export const EMPTY_ALLOW_LIST: AllowList = { ranges: [] };

export type AllowListError = { code: "invalid-allow-entry"; entry: string; detail: string };

/** An admin's allow-list: addresses ("127.0.0.1", "::1") and CIDR ranges ("10.0.0.0/8"). */
export function parseAllowList(entries: readonly string[]): Result<AllowList, AllowListError> {
  const ranges: IpRange[] = [];
  for (const entry of entries) {
    if (entry.trim() === "") continue;
    const range = parseIpRange(entry);
    if (!range)
      return err({
        code: "invalid-allow-entry",
        entry,
        detail: `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8 or fd00::/8`,
      });
    ranges.push(range);
  }
  return ok({ ranges });
}

export interface AddressRefusal {
  code: "address-refused";
  address: string;
  reason: AddressRefusalReason;
  detail: string;
}

function refusalOf(address: IpAddress): { reason: AddressRefusalReason; via: IpAddress | null } | null {
  const own = REFUSED.find(({ range }) => inRange(address, range));
  if (own) return { reason: own.reason, via: null };
  for (const embedded of embeddedIpv4s(address)) {
    const inner = REFUSED.find(({ range }) => inRange(embedded.address, range));
    if (inner) return { reason: inner.reason, via: embedded.address };
  }
  return null;
}

/**
 * A metadata address is allowed only by an entry naming exactly it, so that allowing a wide range
 * (169.254.0.0/16 for a link-local model server) does not open the metadata service too.
 */
function allowed(candidates: IpAddress[], reason: AddressRefusalReason, allow: AllowList): boolean {
  return allow.ranges.some(
    (range) =>
      (reason !== "cloud-metadata" || range.prefix === range.bytes.length * 8) &&
      candidates.some((candidate) => inRange(candidate, range)),
  );
}

/**
 * Whether a connection to this address may be made: null when it may, else why not, naming the
 * address (and the host name it came from) so the submitter can see what was refused.
 */
export function refuseAddress({
  address: text,
  hostname,
  allow,
}: {
  address: string;
  hostname?: string;
  allow: AllowList;
}): AddressRefusal | null {
  const address = parseIp(text);
  const shown = address ? formatIp(address) : text;
  const of = hostname && parseIp(hostname) === null ? ` (the address of ${hostname})` : "";
  if (!address) {
    return { code: "address-refused", address: text, reason: "reserved", detail: `${text}${of} is not an IP address` };
  }
  const refusal = refusalOf(address);
  if (!refusal) return null;
  if (allowed(refusal.via ? [address, refusal.via] : [address], refusal.reason, allow)) return null;
  const via = refusal.via ? `, the IPv6 form of ${formatIp(refusal.via)},` : "";
  return {
    code: "address-refused",
    address: shown,
    reason: refusal.reason,
    detail: `${shown}${of}${via} is ${REASON_TEXT[refusal.reason]}; an admin can allow it in the settings`,
  };
}
