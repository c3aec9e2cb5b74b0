import type { Rng } from '../../world/rng.js';
import type { FaultMode } from '../faults.js';
import { frame } from './nmea/sentence.js';

/**
 * What the `truncated`, `invalid` and `duplicate` faults do to one message's sentences (the
 * connection-level faults live in the client). Each mimics a failure seen on real feeds: a line
 * cut by a dropped connection or a full receiver buffer, bit errors that break the checksum,
 * receiver chatter and proprietary sentences mixed into the stream, repeated messages from
 * overlapping receivers.
 */
export function applySentenceFault(mode: FaultMode, group: readonly string[], rng: Rng): readonly string[] {
  switch (mode) {
    case 'truncated':
      return group.map((line, i) => (i === group.length - 1 ? cut(line, rng) : line));
    case 'invalid':
      return invalid(group, rng);
    case 'duplicate':
      return [...group, ...group];
    default:
      return group;
  }
}

function cut(line: string, rng: Rng): string {
  return line.slice(0, rng.int(1, line.length - 4)); // always loses at least the checksum
}

function invalid(group: readonly string[], rng: Rng): readonly string[] {
  const draw = rng.next();
  if (draw < 0.6) return group.map(wrongChecksum);
  if (draw < 0.85) return [garbage(rng), ...group];
  return [proprietaryTimeStamp(new Date()), ...group];
}

/** Flips the checksum so it no longer matches the body. */
function wrongChecksum(line: string): string {
  const star = line.lastIndexOf('*');
  const sum = Number.parseInt(line.slice(star + 1), 16);
  return `${line.slice(0, star + 1)}${((sum ^ 0x5a) & 0xff).toString(16).toUpperCase().padStart(2, '0')}`;
}

const NOISE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ,.;:*#';

/** Receiver chatter: a line that is not NMEA at all. */
function garbage(rng: Rng): string {
  let line = '';
  for (let i = rng.int(5, 40); i > 0; i--) line += NOISE[rng.int(0, NOISE.length - 1)];
  return line;
}

/** The Gatehouse `$PGHP` time stamp line some national networks put before their sentences. */
function proprietaryTimeStamp(d: Date): string {
  const fields = [
    'PGHP,1',
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
    '219,2,,1,09',
  ];
  return frame(fields.join(','), '$');
}
