import { access } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type AisSkipCounts, createAisDecoder, replayAisFile } from '@tracklane/connectors';
import type { CliOutput } from './grant-plan.js';

export const AIS_USAGE = 'usage: ais decode FILE [--scaled] [--split24] [--device NAME]';

/**
 * `ais decode FILE`: decodes a recorded NMEA 0183 AIS feed and prints one gpsd-style JSON message
 * per line on stdout — unscaled like `gpsdecode -u`, or with --scaled like plain `gpsdecode`
 * (--split24 is its -s, --device names the source as gpsd's `device` field). Skipped lines are
 * counted on stderr. Needs no database.
 */
export async function aisCommand(argv: string[], io: CliOutput): Promise<number> {
  let parsed: ReturnType<typeof parseDecodeArgs>;
  try {
    parsed = parseDecodeArgs(argv);
  } catch (err) {
    io.err(`${(err as Error).message}\n${AIS_USAGE}`);
    return 1;
  }
  const { file, scaled, split24, device } = parsed;
  try {
    await access(file);
  } catch {
    io.err(`cannot read ${file}`);
    return 1;
  }
  const decoder = createAisDecoder({ scaled, split24, ...(device === undefined ? {} : { device }) });
  for await (const line of replayAisFile(file)) {
    for (const message of decoder.push(line)) io.out(JSON.stringify(message));
  }
  decoder.flush();
  const { lines, decoded, skipped } = decoder.stats();
  io.err(`ais decode: ${decoded} messages from ${lines} lines; skipped: ${describeSkips(skipped)}`);
  return 0;
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
