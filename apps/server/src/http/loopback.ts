import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** A HOST setting or Host header naming this machine only (`localhost`, a loopback address). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * A call made on this machine: the TCP peer is a loopback address, no proxy forwarded it (a
 * reverse proxy on the same machine connects from loopback for everyone; TRUST_PROXY's client IP
 * is the caller's to forge, so it is not used), and its Host names loopback (a page elsewhere
 * that rebinds its DNS name to 127.0.0.1 sends its own name).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers.host;
  if (!host) return false;
  return isLoopbackHost(hostnameOf(host));
}

/** `name:port`, `[v6]:port` or a bare name → the name. */
function hostnameOf(host: string): string {
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (v6?.[1]) return v6[1];
  return host.replace(/:\d+$/, '');
}
