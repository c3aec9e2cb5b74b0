/** Where an AIS feed comes from: a TCP server we connect to, a UDP port we listen on, or a file. */
export type FeedSource =
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'udp'; host: string; port: number }
  | { kind: 'file'; path: string };

/** A feed URL: tcp://host:port, udp://host:port or file:///path. */
export function parseFeedUrl(value: string): FeedSource {
  if (value.startsWith('file://'))
    return { kind: 'file', path: decodeURIComponent(value.slice('file://'.length)) };
  const url = new URL(value);
  const where = { host: url.hostname, port: Number(url.port) };
  return url.protocol === 'udp:' ? { kind: 'udp', ...where } : { kind: 'tcp', ...where };
}
