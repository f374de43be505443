// IP address literals as bytes and CIDR ranges over them: the arithmetic the endpoint address
// policy needs, with no DNS lookup and no socket.
import { isIPv4, isIPv6 } from "node:net";

export interface IpAddress {
  family: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: Uint8Array;
}

export interface IpRange {
  family: 4 | 6;
  bytes: Uint8Array;
  /** Leading bits that must match: 32 or 128 for one address. */
  prefix: number;
}

function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split(".").map(Number));
}

function ipv6Bytes(text: string): Uint8Array {
  // A trailing dotted quad (::ffff:1.2.3.4) becomes its two hex groups first.
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  let groupsText = text;
  if (tail.includes(".")) {
    const [a, b, c, d] = ipv4Bytes(tail);
    groupsText = `${text.slice(0, lastColon + 1)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const halves = groupsText.split("::");
  const left = halves[0] ? halves[0].split(":") : [];
  const right = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** An address as text (IPv6 with or without brackets or a %zone), or null when it is not one. */
export function parseIp(text: string): IpAddress | null {
  const bare = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (isIPv4(bare)) return { family: 4, bytes: ipv4Bytes(bare) };
  if (isIPv6(bare)) return { family: 6, bytes: ipv6Bytes(bare) };
  return null;
}

/** "10.0.0.0/8", "fc00::/7", or one address ("127.0.0.1" is 127.0.0.1/32); null when malformed. */
export function parseIpRange(text: string): IpRange | null {
  const [addressText, prefixText, extra] = text.trim().split("/");
  if (addressText === undefined || extra !== undefined) return null;
  const address = parseIp(addressText);
  if (!address) return null;
  const bits = address.bytes.length * 8;
  if (prefixText === undefined) return { ...address, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { ...address, prefix: Number(prefixText) };
}

export function inRange(address: IpAddress, range: IpRange): boolean {
  if (address.family !== range.family) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = (0xff << Math.max(0, 8 - (range.prefix - bit))) & 0xff;
    if ((address.bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

/** The usual text form: dotted quad, or lowercase hex groups with the longest zero run as "::". */
export function formatIp(address: IpAddress): string {
  if (address.family === 4) return Array.from(address.bytes).join(".");
  const groups = Array.from({ length: 8 }, (_, i) => (address.bytes[i * 2]! << 8) | address.bytes[i * 2 + 1]!);
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8;) {
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > best.length && end - start > 1) best = { start, length: end - start };
    start = end === start ? start + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(":");
  return `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
}

/** Where an IPv6 range carries an IPv4 address: at a byte offset, its bits inverted (Teredo's client). */
interface Embedding {
  range: IpRange;
  form: string;
  at: { offset: number; inverted?: boolean }[];
}

const EMBEDDINGS: Embedding[] = [
  { range: parseIpRange("::ffff:0:0/96")!, form: "IPv4-mapped", at: [{ offset: 12 }] },
  { range: parseIpRange("::ffff:0:0:0/96")!, form: "IPv4-translated", at: [{ offset: 12 }] },
  { range: parseIpRange("64:ff9b::/96")!, form: "NAT64", at: [{ offset: 12 }] },
  { range: parseIpRange("2002::/16")!, form: "6to4", at: [{ offset: 2 }] },
  // Teredo: the relay server's address, then the client's with its bits inverted.
  { range: parseIpRange("2001::/32")!, form: "Teredo", at: [{ offset: 4 }, { offset: 12, inverted: true }] },
  // The deprecated IPv4-compatible form ::a.b.c.d (:: and ::1 themselves are not IPv4 addresses).
  { range: parseIpRange("::/96")!, form: "IPv4-compatible", at: [{ offset: 12 }] },
];

/**
 * The IPv4 addresses an IPv6 address carries and may reach (::ffff:127.0.0.1 is 127.0.0.1; a
 * Teredo address carries two), in the order its form lays them out; none for a plain IPv6 address.
 */
export function embeddedIpv4s(address: IpAddress): { address: IpAddress; form: string }[] {
  if (address.family !== 6) return [];
  const embedding = EMBEDDINGS.find(({ range }) => inRange(address, range));
  if (!embedding) return [];
  const found = embedding.at.map(({ offset, inverted }) => {
    const bytes = address.bytes.slice(offset, offset + 4);
    return {
      address: { family: 4 as const, bytes: inverted ? bytes.map((byte) => byte ^ 0xff) : bytes },
      form: embedding.form,
    };
  });
  const [first] = found;
  const notAnIpv4 =
    embedding.form === "IPv4-compatible" &&
    first!.address.bytes.slice(0, 3).every((byte) => byte === 0) &&
    first!.address.bytes[3]! <= 1;
  return notAnIpv4 ? [] : found;
}
