import { parseArgs } from 'node:util';
import type { Database } from '../db/database.js';
import { reportEventRejections } from '../services/ocean/report-event-rejections.js';
import type { CliOutput } from './grant-plan.js';

export const PROVIDERS_USAGE = 'usage: providers report [--json]';

/**
 * `providers report`: the provider events the connectors rejected over the last 24 hours and 7
 * days, per carrier feed and reason, with when each was first and last seen and the latest
 * sample (event id, the polled reference, the reason in words), so a carrier's bad feed is noticed.
 */
export async function providersCommand(
  argv: string[],
  db: Database,
  io: CliOutput,
  now: Date = new Date(),
): Promise<number> {
  const [sub, ...rest] = argv;
  let json = false;
  try {
    json =
      parseArgs({ args: rest, options: { json: { type: 'boolean' } }, strict: true }).values.json ?? false;
  } catch (err) {
    io.err(`${(err as Error).message}\n${PROVIDERS_USAGE}`);
    return 1;
  }
  if (sub !== 'report') {
    io.err(`unknown providers command ${sub ?? '(none)'}\n${PROVIDERS_USAGE}`);
    return 1;
  }
  const feeds = await reportEventRejections({ db: db.orm, now, withSamples: true });
  if (json) {
    io.out(JSON.stringify(feeds, null, 2));
    return 0;
  }
  if (feeds.length === 0) {
    io.out('No provider event was rejected in the last 7 days.');
    return 0;
  }
  io.out('Rejected provider events per carrier feed (last 24 h / last 7 d)');
  for (const feed of feeds) {
    io.out(`${feed.carrierCode}  ${feed.last24h} / ${feed.last7d}  last seen ${feed.lastSeenAt}`);
    for (const r of feed.reasons) {
      io.out(
        `  ${r.reason.padEnd(22)} ${String(r.last24h).padStart(5)} / ${String(r.last7d).padEnd(6)} first ${r.firstSeenAt}  last ${r.lastSeenAt}`,
      );
      if (r.sample)
        io.out(
          `    e.g. event ${r.sample.eventId ?? '(no id)'} of ${r.sample.reference ?? '(no reference)'}: ${r.sample.detail}`,
        );
    }
  }
  return 0;
}
