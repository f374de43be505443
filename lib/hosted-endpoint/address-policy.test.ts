// The address policy on literal addresses: what a hosted evaluation may never reach without an
// admin's say-so, in every spelling (IPv6, IPv4-mapped and -translated, NAT64, 6to4, Teredo), and
// what the allow-list opens.
import { describe, expect, it } from "vitest";
import { EMPTY_ALLOW_LIST, isMetadataHostName, parseAllowList, refuseAddress } from "./address-policy";
import { embeddedIpv4s, formatIp, parseIp, parseIpRange } from "./ip-address";

const allowList = (...entries: string[]) => {
  const parsed = parseAllowList(entries);
  if (!parsed.ok) throw new Error(parsed.error.detail);
  return parsed.value;
};

const reasonFor = (address: string, allow = EMPTY_ALLOW_LIST) => refuseAddress({ address, allow })?.reason ?? null;

describe("the address policy", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fec0::1", "private"],
    ["169.254.0.1", "link-local"],
    ["169.254.170.2", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["169.254.169.254", "cloud-metadata"],
    ["100.100.100.200", "cloud-metadata"],
    ["fd00:ec2::254", "cloud-metadata"],
    ["FD00:EC2:0:0:0:0:0:254", "cloud-metadata"],
  ])("refuses %s as %s", (address, reason) => {
    expect(reasonFor(address)).toBe(reason);
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "cloud-metadata"],
    ["::ffff:a9fe:a9fe", "cloud-metadata"],
    ["::ffff:100.64.0.1", "shared"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::127.0.0.1", "loopback"],
    ["64:ff9b::a9fe:a9fe", "cloud-metadata"],
    ["2002:7f00:1::", "loopback"],
    ["2002:c0a8:101::1", "private"],
    // IPv4-translated (SIIT), the forms a probe got through: ::ffff:0:a.b.c.d.
    ["::ffff:0:7f00:1", "loopback"],
    ["::ffff:0:127.0.0.1", "loopback"],
    ["[::ffff:0:127.0.0.1]", "loopback"],
    ["::ffff:0:a9fe:a9fe", "cloud-metadata"],
    ["::ffff:0:a00:1", "private"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b:1::1", "private"],
    ["64:ff9b:1:7f00:1::", "private"],
    ["2002:a9fe:a9fe::", "cloud-metadata"],
    // Teredo: 2001:0:<relay>:<flags>:<port>:<client, inverted>; either IPv4 address refused refuses it.
    ["2001:0:7f00:1::", "loopback"],
    ["2001:0:808:808:0:0:80ff:fffe", "loopback"],
    ["2001:0:808:808::f5ff:fffe", "private"],
    ["2001:0:a9fe:a9fe::f7f7:f7f7", "cloud-metadata"],
  ])("refuses the IPv6 form %s of a refused IPv4 address as %s", (address, reason) => {
    expect(reasonFor(address)).toBe(reason);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.255.255",
    "192.167.255.255",
    "2001:4860:4860::8888",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "::ffff:0:8.8.8.8",
    "2002:808:808::1",
    "2001:0:808:808::f7f7:f7f7",
    "fbff::1",
  ])("lets the public address %s through", (address) => {
    expect(refuseAddress({ address, allow: EMPTY_ALLOW_LIST })).toBeNull();
  });

  it("names the address, the host name it came from and why, in the refusal", () => {
    expect(refuseAddress({ address: "127.0.0.1", hostname: "models.example.org", allow: EMPTY_ALLOW_LIST })).toEqual({
      code: "address-refused",
      address: "127.0.0.1",
      reason: "loopback",
      detail:
        "127.0.0.1 (the address of models.example.org) is a loopback address (this server itself); an admin can allow it in the settings",
    });
    expect(refuseAddress({ address: "::ffff:a9fe:a9fe", allow: EMPTY_ALLOW_LIST })?.detail).toBe(
      "::ffff:a9fe:a9fe, the IPv6 form of 169.254.169.254, is a cloud metadata service address; an admin can allow it in the settings",
    );
  });

  it("refuses what is not an address at all", () => {
    expect(refuseAddress({ address: "localhost", allow: EMPTY_ALLOW_LIST })?.code).toBe("address-refused");
  });
});

describe("the allow-list", () => {
  it("opens an address or a CIDR range an admin names, and nothing else", () => {
    const allow = allowList("127.0.0.1", "10.0.0.0/8", "fd00::/8");
    expect(reasonFor("127.0.0.1", allow)).toBeNull();
    expect(reasonFor("127.0.0.2", allow)).toBe("loopback");
    expect(reasonFor("10.20.30.40", allow)).toBeNull();
    expect(reasonFor("192.168.0.1", allow)).toBe("private");
    expect(reasonFor("fd12::1", allow)).toBeNull();
    expect(reasonFor("::1", allow)).toBe("loopback");
  });

  it("opens the IPv6 forms of an allowed IPv4 address", () => {
    const allow = allowList("127.0.0.1");
    expect(reasonFor("::ffff:127.0.0.1", allow)).toBeNull();
    expect(reasonFor("::ffff:0:127.0.0.1", allow)).toBeNull();
    expect(reasonFor("64:ff9b::7f00:1", allow)).toBeNull();
    expect(reasonFor("2001:0:808:808::80ff:fffe", allow)).toBeNull();
    expect(reasonFor("64:ff9b:1::1", allow)).toBe("private");
    expect(reasonFor("64:ff9b:1::1", allowList("64:ff9b:1::/48"))).toBeNull();
  });

  it("opens a metadata address only when named exactly, not through a wider range", () => {
    expect(reasonFor("169.254.169.254", allowList("169.254.0.0/16"))).toBe("cloud-metadata");
    expect(reasonFor("169.254.1.1", allowList("169.254.0.0/16"))).toBeNull();
    expect(reasonFor("169.254.169.254", allowList("0.0.0.0/0"))).toBe("cloud-metadata");
    expect(reasonFor("169.254.169.254", allowList("169.254.169.254"))).toBeNull();
    expect(reasonFor("fd00:ec2::254", allowList("fd00::/8"))).toBe("cloud-metadata");
  });

  it("refuses an entry that is not an address or a range, naming it", () => {
    for (const entry of ["localhost", "10.0.0.0/33", "::1/129", "10.0.0.0/8/8", "300.1.1.1", "10.0.0.0/-1"]) {
      const parsed = parseAllowList([entry]);
      expect(parsed).toMatchObject({ ok: false, error: { code: "invalid-allow-entry", entry } });
    }
    expect(parseAllowList(["", " 127.0.0.1 "])).toMatchObject({ ok: true, value: { ranges: [{ prefix: 32 }] } });
  });
});

describe("metadata host names", () => {
  it("are recognized whatever their case or a trailing dot", () => {
    expect(isMetadataHostName("metadata.google.internal")).toBe(true);
    expect(isMetadataHostName("METADATA.Google.Internal.")).toBe(true);
    expect(isMetadataHostName("metadata.goog")).toBe(true);
    expect(isMetadataHostName("api.example.org")).toBe(false);
  });
});

describe("IP addresses as bytes", () => {
  it("reads and writes IPv4, IPv6, brackets and zones", () => {
    expect(formatIp(parseIp("10.1.2.3")!)).toBe("10.1.2.3");
    expect(formatIp(parseIp("[2001:DB8:0:0:1:0:0:1]")!)).toBe("2001:db8::1:0:0:1");
    expect(formatIp(parseIp("fe80::1%25eth0")!)).toBe("fe80::1");
    expect(formatIp(parseIp("::")!)).toBe("::");
    expect(formatIp(parseIp("1:2:3:4:5:6:7:8")!)).toBe("1:2:3:4:5:6:7:8");
    expect(parseIp("example.org")).toBeNull();
    expect(parseIp("1.2.3")).toBeNull();
  });

  it("finds the IPv4 addresses inside an IPv6 one, but not in :: or ::1", () => {
    const carried = (text: string) =>
      embeddedIpv4s(parseIp(text)!).map(({ address, form }) => `${form} ${formatIp(address)}`);
    expect(carried("::ffff:1.2.3.4")).toEqual(["IPv4-mapped 1.2.3.4"]);
    expect(carried("::ffff:0:1.2.3.4")).toEqual(["IPv4-translated 1.2.3.4"]);
    expect(carried("::1.2.3.4")).toEqual(["IPv4-compatible 1.2.3.4"]);
    expect(carried("64:ff9b::1.2.3.4")).toEqual(["NAT64 1.2.3.4"]);
    expect(carried("2002:102:304::")).toEqual(["6to4 1.2.3.4"]);
    expect(carried("2001:0:4136:e378:8000:63bf:3fff:fdd2")).toEqual(["Teredo 65.54.227.120", "Teredo 192.0.2.45"]);
    expect(carried("::1")).toEqual([]);
    expect(carried("::")).toEqual([]);
    expect(carried("2001:db8::1")).toEqual([]);
  });

  it("reads ranges, a bare address being a range of one", () => {
    expect(parseIpRange("10.0.0.0/8")).toMatchObject({ family: 4, prefix: 8 });
    expect(parseIpRange("::1")).toMatchObject({ family: 6, prefix: 128 });
    expect(parseIpRange("10.0.0.0/")).toBeNull();
  });
});
