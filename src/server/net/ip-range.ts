// Which kind of range an IP address belongs to: a server may fetch only 'public' ones on someone else's
// say-so, never this machine, its networks, or ranges nobody may route.
import { isIP } from 'node:net';

export type IpRange = 'public' | 'unspecified' | 'loopback' | 'private' | 'link-local' | 'carrier-grade NAT' | 'multicast' | 'broadcast' | 'reserved';

type Rule = readonly [prefix: readonly number[], bits: number, range: IpRange];

// First match wins, so a narrow rule comes before the wider one it sits in.
const IPV4_RULES: readonly Rule[] = [
  [[0], 8, 'unspecified'],
  [[10], 8, 'private'],
  [[100, 64], 10, 'carrier-grade NAT'],
  [[127], 8, 'loopback'],
  [[169, 254], 16, 'link-local'],
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'reserved'],
  [[192, 0, 2], 24, 'reserved'],
  [[192, 88, 99], 24, 'reserved'],
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'reserved'],
  [[198, 51, 100], 24, 'reserved'],
  [[203, 0, 113], 24, 'reserved'],
  [[224], 4, 'multicast'],
  [[255, 255, 255, 255], 32, 'broadcast'],
  [[240], 4, 'reserved'],
];

const IPV6_RULES: readonly Rule[] = [
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'],
  // Teredo, ORCHID and other protocol assignments: tunnels and identifiers, not web hosts.
  [[0x20, 0x01], 23, 'reserved'],
  [[0x3f, 0xff], 20, 'reserved'],
  [[0xfc], 7, 'private'],
  [[0xfe, 0x80], 10, 'link-local'],
  // Site-local, long deprecated, still meant a private network.
  [[0xfe, 0xc0], 10, 'private'],
  [[0xff], 8, 'multicast'],
];

function matches(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i * 8 < bits; i++) {
    const mask = bits - i * 8 >= 8 ? 0xff : (0xff << (8 - (bits - i * 8))) & 0xff;
    if ((bytes[i]! & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

const firstMatch = (bytes: Uint8Array, rules: readonly Rule[]) => rules.find(([prefix, bits]) => matches(bytes, prefix, bits))?.[2];

function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number));
}

/** The 16 bytes of a valid IPv6 address (zone already removed), with '::' and a dotted IPv4 tail expanded. */
function ipv6Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(16);
  let tail = text;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    bytes.set(ipv4Bytes(dotted[1]!), 12);
    tail = text.slice(0, -dotted[1]!.length) + '0:0';
  }
  const [head = '', rest] = tail.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  groups.forEach((group, i) => {
    if (dotted && i >= 6) return;
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function classifyIpv4(bytes: Uint8Array): IpRange {
  return firstMatch(bytes, IPV4_RULES) ?? 'public';
}

function classifyIpv6(bytes: Uint8Array): IpRange {
  const zeroUpTo = (n: number) => bytes.subarray(0, n).every((b) => b === 0);
  const embedded = bytes.subarray(12);
  if (zeroUpTo(16)) return 'unspecified';
  if (zeroUpTo(15) && bytes[15] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) reaches the IPv4 address itself.
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return classifyIpv4(embedded);
  // IPv4-compatible (::a.b.c.d), deprecated; and every other address under ::/8.
  if (bytes[0] === 0 && !(bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b)) return 'reserved';
  // NAT64 (64:ff9b::a.b.c.d) reaches the embedded IPv4 address through a gateway.
  if (matches(bytes, [0, 0x64, 0xff, 0x9b], 96)) return classifyIpv4(embedded);
  // 6to4 (2002:aabb:ccdd::) carries an IPv4 address in its second and third groups.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return classifyIpv4(bytes.subarray(2, 6));
  const rule = firstMatch(bytes, IPV6_RULES);
  if (rule) return rule;
  // Only 2000::/3 is handed out as global unicast; the rest of the space is reserved.
  return (bytes[0]! & 0xe0) === 0x20 ? 'public' : 'reserved';
}

/** The address without URL brackets or an interface zone ('[fe80::1%eth0]' -> 'fe80::1'); null when it is no IP address. */
export function ipLiteral(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const unzoned = bare.includes(':') ? bare.replace(/%[^%]+$/, '') : bare;
  return isIP(unzoned) ? unzoned : null;
}

/** The range of an IPv4 or IPv6 address (bracketed, zoned and IPv4-mapped forms too); null when it is no IP address. */
export function classifyIp(host: string): IpRange | null {
  const address = ipLiteral(host);
  if (!address) return null;
  return isIP(address) === 4 ? classifyIpv4(ipv4Bytes(address)) : classifyIpv6(ipv6Bytes(address));
}
