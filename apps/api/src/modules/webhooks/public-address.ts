/**
 * Whether an IP address is on the public internet (decision 0089, review fixes): production webhooks may
 * only reach such addresses, so an endpoint cannot make the server call into its own network (loopback,
 * private, link-local cloud metadata, carrier-grade NAT, benchmarking, multicast, reserved…). IPv6 forms
 * that carry an IPv4 address (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96) are judged by that address.
 * Pure: no DNS here, callers classify every address a name resolves to.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** [first address as 4 bytes, prefix length] of every IPv4 range that is not public. */
const NON_PUBLIC_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16], // link-local, cloud metadata
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

function inPrefix(bytes: number[], start: number[], bits: number): boolean {
  for (let i = 0; i < start.length && bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i]! & mask) !== (start[i]! & mask)) return false;
  }
  return true;
}

function v4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (any textual form, dotted IPv4 tail included), or null. */
export function v6Bytes(text: string): number[] | null {
  const ip = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(ip)) return null;
  let groups = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted) {
    const [a, b, c, d] = v4Bytes(dotted[1]!);
    groups = ip.slice(0, -dotted[1]!.length) + `${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = groups.split('::') as [string, string | undefined];
  const parse = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const words =
    tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

/** The IPv4 address an IPv6 address stands for (mapped or NAT64), as dotted text, or null. */
export function embeddedIPv4(bytes: number[]): string | null {
  const mapped = inPrefix(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96);
  const nat64 = inPrefix(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96);
  return mapped || nat64 ? bytes.slice(12).join('.') : null;
}

/** True only for an address on the public internet; false for anything else, non-addresses included. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) {
    const bytes = v4Bytes(address);
    return !NON_PUBLIC_V4.some(([start, bits]) => inPrefix(bytes, start, bits));
  }
  const bytes = v6Bytes(address);
  if (!bytes) return false;
  const v4 = embeddedIPv4(bytes);
  if (v4) return isPublicAddress(v4);
  // Global unicast is 2000::/3; everything else (::, ::1, fc00::/7, fe80::/10, ff00::/8, …) is not public.
  if (!inPrefix(bytes, [0x20], 3)) return false;
  if (inPrefix(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return false; // documentation
  if (inPrefix(bytes, [0x20, 0x01, 0, 0], 23)) return false; // IETF protocol assignments, Teredo
  if (inPrefix(bytes, [0x20, 0x02], 16)) return false; // 6to4 tunnels to any IPv4 address
  return true;
}
