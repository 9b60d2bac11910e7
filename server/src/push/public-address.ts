import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Push endpoints come from the browser, which is to say from whoever holds the session: a made-up
 * endpoint must not turn the server's sends into requests to its own network (SSRF). These are
 * the addresses no public push service lives at: this host, private and shared ranges, link-local
 * (cloud metadata), multicast and reserved.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127], // unspecified and loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b:1::", 48], // local-use NAT64
] as const)
  notPublic.addSubnet(network, prefix, "ipv6");

/** True when `address` (an IP literal) may be a public push service's. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !notPublic.check(address, "ipv4");
  // an IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !notPublic.check(address, "ipv6");
}

/** the `code` a refused lookup's error carries (web-push passes the socket's error on as it is) */
export const PRIVATE_ADDRESS_CODE = "EPRIVATEADDRESS";

class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
  constructor() {
    super("push endpoint is not at a public address");
    this.name = "PrivateAddressError";
  }
}

/**
 * A `lookup` for sockets that may only reach public addresses: every address the name resolves to
 * is checked (not just the first), and the check is on the address actually connected to, so a
 * name that changes what it resolves to between checks cannot slip through.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
      return callback(new PrivateAddressError(), "", 0);
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

/** Whether an endpoint URL names a host that is an IP literal outside the public internet. */
export function isPrivateLiteralHost(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return true;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, "");
  return isIP(host) !== 0 && !isPublicAddress(host);
}
