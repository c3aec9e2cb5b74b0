import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
// The decoder alone, not the package root: the root loads every connector (ajv, undici, yaml),
// which cost this command ~0.35 s of CPU at start-up, more than decoding 50,000 lines.
import { AisJsonLineWriter, type AisSkipCounts, createAisDecoder } from '@tracklane/connectors/ais-nmea';
import type { CliOutput } from './grant-plan.js';

const READ_CHUNK = 1 << 20;

export const AIS_USAGE = 'usage: ais decode FILE [--scaled] [--split24] [--device NAME]';

/**
 * `ais decode FILE`: decodes a recorded NMEA 0183 AIS feed and prints one gpsd-style JSON message
 * per line on stdout — unscaled like `gpsdecode -u`, or with --scaled like plain `gpsdecode`
 * (--split24 is its -s, --device names the source as gpsd's `device` field). Skipped lines are
 * counted on stderr. Needs no database.
 */
/**
 * The file's lines (Latin-1, split at LF, CRLF or CR like node:readline), read synchronously in
 * large chunks and handed over a chunk's worth at a time: the command has nothing else to do
 * meanwhile, and an async line iterator, or a generator step per line, costs CPU the decoding
 * does not.
 */
function* readLineBatches(fd: number): Generator<string[]> {
  const buffer = Buffer.allocUnsafe(READ_CHUNK);
  let rest = '';
  for (;;) {
    const count = readSync(fd, buffer, 0, READ_CHUNK, null);
    if (count === 0) break;
    let text = rest + buffer.toString('latin1', 0, count);
    // A CR at the end may be the first half of a CRLF split across chunks.
    const keep = text.endsWith('\r') ? 1 : 0;
    if (keep) text = text.slice(0, -1);
    // Most captures end lines with LF alone; splitting at one character is cheaper than the regex.
    const lines = text.includes('\r') ? text.split(/\r\n|\n|\r/) : text.split('\n');
    rest = (lines.pop() as string) + (keep ? '\r' : '');
    yield lines;
  }
  if (rest.endsWith('\r')) rest = rest.slice(0, -1);
  if (rest !== '') yield [rest];
}

export async function aisCommand(argv: string[], io: CliOutput): Promise<number> {
  let parsed: ReturnType<typeof parseDecodeArgs>;
  try {
    parsed = parseDecodeArgs(argv);
  } catch (err) {
    io.err(`${(err as Error).message}\n${AIS_USAGE}`);
    return 1;
  }
  const { file, scaled, split24, device } = parsed;
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    io.err(`cannot read ${file}`);
    return 1;
  }
  const decoder = createAisDecoder({ scaled, split24, ...(device === undefined ? {} : { device }) });
  // JSON lines go out as bytes in large chunks: one write, or one string, per line is slow.
  const writer = new AisJsonLineWriter(io.write ?? textSink(io));
  try {
    for (const lines of readLineBatches(fd)) {
      for (const line of lines) {
        for (const message of decoder.push(line)) writer.write(message);
      }
    }
  } finally {
    closeSync(fd);
  }
  writer.flush();
  decoder.flush();
  const { lines, decoded, skipped } = decoder.stats();
  io.err(`ais decode: ${decoded} messages from ${lines} lines; skipped: ${describeSkips(skipped)}`);
  return 0;
}

/** Chunks of whole lines as `out` text, for callers without a byte stream (the tests). */
function textSink(io: CliOutput): (chunk: Uint8Array) => void {
  const text = new TextDecoder();
  return (chunk) => io.out(text.decode(chunk.subarray(0, chunk.length - 1)));
}

function parseDecodeArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      scaled: { type: 'boolean', default: false },
      split24: { type: 'boolean', default: false },
      device: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [subcommand, file, ...extra] = positionals;
  if (subcommand !== 'decode') throw new Error(`unknown ais subcommand ${subcommand ?? '(none)'}`);
  if (!file) throw new Error('FILE is required');
  if (extra.length > 0) throw new Error(`unexpected argument ${extra[0]}`);
  return { file, scaled: values.scaled, split24: values.split24, device: values.device };
}

function describeSkips(skipped: AisSkipCounts): string {
  const counted = Object.entries(skipped).filter(([, n]) => n > 0);
  return counted.length === 0 ? 'none' : counted.map(([reason, n]) => `${reason}=${n}`).join(', ');
}
