import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * The SSRF guard of webhooks: an endpoint may only be reached at a public unicast address, unless
 * the operator allows private ones (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Checked when an endpoint is
 * saved (its host's addresses) and again when it is called (the address actually connected to,
 * send-webhook.ts), so a name that later resolves elsewhere (DNS rebinding) gets nothing.
 */

interface Range {
  bytes: number[];
  bits: number;
  why: string;
}

const v4 = (text: string, bits: number, why: string): Range => ({
  bytes: text.split('.').map(Number),
  bits,
  why,
});
const v6 = (text: string, bits: number, why: string): Range => ({ bytes: ipv6Bytes(text), bits, why });

const IPV4_RANGES: Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade NAT'),
  v4('127.0.0.0', 8, 'loopback'),
  // Also the cloud metadata address 169.254.169.254.
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  // IETF protocol assignments, among them Oracle Cloud's metadata 192.0.0.192.
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

const IPV6_RANGES: Range[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('100::', 64, 'discard'),
  v6('2001:db8::', 32, 'documentation'),
  // Unique-local, among them AWS's IPv6 metadata address fd00:ec2::254.
  v6('fc00::', 7, 'unique-local'),
  v6('fe80::', 10, 'link-local'),
  v6('fec0::', 10, 'site-local'),
  v6('ff00::', 8, 'multicast'),
];

/** IPv6 forms that carry an IPv4 address, checked as that address: mapped, NAT64, 6to4, compatible. */
const EMBEDDED_IPV4: { prefix: Range; offset: number }[] = [
  { prefix: v6('::ffff:0:0', 96, ''), offset: 12 },
  { prefix: v6('64:ff9b::', 96, ''), offset: 12 },
  { prefix: v6('64:ff9b:1::', 48, ''), offset: 12 },
  { prefix: v6('2002::', 16, ''), offset: 2 },
  { prefix: v6('::', 96, ''), offset: 12 },
];

/** Why an address may not be called (`'private'`, `'loopback'`…), or null for a public one. */
export function forbiddenAddressReason(address: string): string | null {
  const plain = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return matchRange(ipv4Bytes(plain), IPV4_RANGES);
  if (family !== 6) return 'not an IP address';
  const bytes = ipv6Bytes(plain);
  const direct = matchRange(bytes, IPV6_RANGES);
  if (direct) return direct;
  for (const { prefix, offset } of EMBEDDED_IPV4) {
    if (inRange(bytes, prefix)) {
      const inner = forbiddenAddressReason(bytes.slice(offset, offset + 4).join('.'));
      if (inner) return `${inner} (IPv4 inside IPv6)`;
    }
  }
  return null;
}

export interface AddressCheck {
  ok: boolean;
  /** The first refused address and why, or why the host could not be resolved. */
  reason?: string;
}

/**
 * Save-time check of an endpoint's URL: its host (an address, or every address its name resolves
 * to) must be public, unless private addresses are allowed.
 */
export async function checkWebhookHost(
  url: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<AddressCheck> {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  }
  if (allowPrivate) return { ok: true };
  for (const address of addresses) {
    const why = forbiddenAddressReason(address);
    if (why) return { ok: false, reason: `${address} is ${why}` };
  }
  return { ok: true };
}

export async function resolveAll(host: string): Promise<string[]> {
  return (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

function matchRange(bytes: number[], ranges: readonly Range[]): string | null {
  return ranges.find((r) => r.bytes.length === bytes.length && inRange(bytes, r))?.why ?? null;
}

function inRange(bytes: number[], range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  let bits = range.bits;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (with `::` and a trailing dotted IPv4 part). */
function ipv6Bytes(text: string): number[] {
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    tail.push(...ipv4Bytes(dotted[1]));
    head = text.slice(0, -dotted[1].length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const [left = '', right] = head.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const missing = 8 - tail.length / 2 - l.length - r.length;
  const all = [...l, ...Array<number>(right === undefined ? 0 : missing).fill(0), ...r];
  return [...all.flatMap((g) => [(g >> 8) & 0xff, g & 0xff]), ...tail];
}
