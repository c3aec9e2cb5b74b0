import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type AisShoreStations, type AisWorld, ReportScheduler } from './report-scheduler.js';

/** Base stations, aids to navigation and SAR aircraft to interleave (none by default). */
export interface RecordAisOptions extends AisShoreStations {
  world: AisWorld;
  /** Simulated period to record, epoch ms. */
  from: number;
  to: number;
  file: string;
  /** Schedule speed-up as for the live feed (default 1: real ITU-R M.1371 intervals). */
  rate?: number;
}

/** Transmissions are timed to the whole second, the resolution of an AIS time stamp. */
const STEP_MS = 1000;

/**
 * Writes what the live feed would have sent over a simulated period as an NMEA file, one
 * sentence a line (CR LF), for replay later. Here the schedule runs on simulated time, so a
 * recording of an hour holds an hour's worth of reports however fast it is made.
 */
export async function recordAis(options: RecordAisOptions): Promise<{ messages: number; sentences: number }> {
  if (!(options.to >= options.from)) throw new RangeError('recordAis: `to` must not be before `from`');
  const scheduler = new ReportScheduler(options, options.from, options.from);
  const out = createWriteStream(options.file, { encoding: 'latin1' });
  let messages = 0;
  let sentences = 0;
  for (let t = options.from; t <= options.to; t += STEP_MS) {
    const groups = scheduler.due(t, t);
    if (groups.length === 0) continue;
    let chunk = '';
    for (const group of groups) {
      messages++;
      sentences += group.length;
      for (const line of group) chunk += `${line}\r\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { messages, sentences };
}
