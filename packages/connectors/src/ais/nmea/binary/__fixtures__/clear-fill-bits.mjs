// Writes stdin's NMEA lines to stdout with the fill bits of every VDM/VDO sentence cleared (the
// checksum recomputed). Our decoder never reads fill bits as data; gpsd 3.22 does where a field
// runs past the end of a short payload, and prints them in a type 6's data. Its decode of the
// cleared copy is what "fill bits are padding" means, so the goldens are made from that copy.
import { readFileSync } from 'node:fs';

const ARMOUR = (c) => {
  const v = c.charCodeAt(0) - 48;
  return v > 40 ? v - 8 : v;
};
const UNARMOUR = (v) => String.fromCharCode(v < 40 ? v + 48 : v + 56);
const checksum = (body) => {
  let x = 0;
  for (const ch of body) x ^= ch.charCodeAt(0);
  return x.toString(16).toUpperCase().padStart(2, '0');
};

const out = [];
for (const line of readFileSync(0, 'latin1').split('\n')) {
  const m = /^(.*?!AIVD[MO],)([^*]*)\*([0-9A-Fa-f]{2})(.*)$/.exec(line);
  if (!m) {
    out.push(line);
    continue;
  }
  const fields = m[2].split(',');
  const fill = Number(fields[5]);
  const payload = fields[4];
  if (!(fill > 0) || payload.length === 0) {
    out.push(line);
    continue;
  }
  const last = ARMOUR(payload.at(-1)) & ((0x3f << fill) & 0x3f);
  fields[4] = payload.slice(0, -1) + UNARMOUR(last);
  const start = m[1].lastIndexOf('!');
  const body = `${m[1].slice(start + 1)}${fields.join(',')}`;
  out.push(`${m[1].slice(0, start)}!${body}*${checksum(body)}${m[4]}`);
}
process.stdout.write(out.join('\n'));
