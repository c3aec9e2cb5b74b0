// Writes synthetic.aivdm: edge cases the recorded captures lack (auxiliary craft, long aid names,
// "not available" and fast values, '@'-padded text). gpsd decodes them for the golden files
// (generate-gpsd-golden.sh), so this encoder only has to produce valid sentences, not be right.
// Keep a type 21 name extension within its 14 characters: gpsd 3.22 writes a longer one past
// the name buffer and clears the accuracy flag (a gpsd bug we do not reproduce).
import { writeFileSync } from 'node:fs';

const SIXBIT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

function message(fields) {
  let bits = '';
  for (const [value, width, kind] of fields) {
    if (kind === 'text') {
      const padded = value.padEnd(width, '@');
      for (const ch of padded) bits += SIXBIT.indexOf(ch).toString(2).padStart(6, '0');
      continue;
    }
    const v = value < 0 ? 2 ** width + value : value;
    bits += v.toString(2).padStart(width, '0');
  }
  const fill = (6 - (bits.length % 6)) % 6;
  bits += '0'.repeat(fill);
  let payload = '';
  for (let i = 0; i < bits.length; i += 6) {
    const n = Number.parseInt(bits.slice(i, i + 6), 2);
    payload += String.fromCharCode(n < 40 ? n + 48 : n + 56);
  }
  return { payload, fill };
}

const checksum = (body) =>
  [...body]
    .reduce((sum, ch) => sum ^ ch.charCodeAt(0), 0)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');
const sentence = (body) => `!${body}*${checksum(body)}`;

function sentences({ payload, fill }, channel = 'A', id = 1) {
  if (payload.length <= 61) return [sentence(`AIVDM,1,1,,${channel},${payload},${fill}`)];
  const parts = [payload.slice(0, 60), payload.slice(60)];
  return parts.map((part, i) => sentence(`AIVDM,2,${i + 1},${id},${channel},${part},${i === 1 ? fill : 0}`));
}

const head = (type, mmsi, repeat = 0) => [
  [type, 6],
  [repeat, 2],
  [mmsi, 30],
];
const positionA = (mmsi, turn, speed, course) =>
  message([
    ...head(1, mmsi),
    [5, 4],
    [turn, 8],
    [speed, 10],
    [1, 1],
    [-1000, 28],
    [-2000, 27],
    [course, 12],
    [511, 9],
    [60, 6],
    [2, 2],
    [0, 3],
    [1, 1],
    [12345, 19],
  ]);
const staticA = (mmsi, name) => message([...head(24, mmsi), [0, 2], [name, 20, 'text']]);
const staticB = (mmsi, tail) =>
  message([
    ...head(24, mmsi),
    [1, 2],
    [52, 8],
    ['ACM', 3, 'text'],
    [3, 4],
    [1234, 20],
    ['TND1  ', 7, 'text'],
    ...tail,
    [0, 6],
  ]);
const aid = (mmsi, name, extension) =>
  message([
    ...head(21, mmsi),
    [9, 5],
    [name, 20, 'text'],
    [1, 1],
    [1000, 28],
    [2000, 27],
    [1, 9],
    [2, 9],
    [3, 6],
    [4, 6],
    [7, 4],
    [60, 6],
    [1, 1],
    [0, 8],
    [0, 1],
    [1, 1],
    [0, 1],
    [0, 1],
    ...(extension ? [[extension, extension.length, 'text']] : []),
  ]);
const voyage = (mmsi) =>
  message([
    ...head(5, mmsi),
    [1, 2],
    [9811000, 30],
    ['H3 C', 7, 'text'],
    ['EVER  GIVEN  ', 20, 'text'],
    [71, 8],
    [200, 9],
    [200, 9],
    [30, 6],
    [29, 6],
    [15, 4],
    [0, 4],
    [0, 5],
    [24, 5],
    [60, 6],
    [255, 8],
    ['ROTTERDAM @X', 20, 'text'],
    [1, 1],
    [0, 1],
  ]);
const base = (mmsi) =>
  message([
    ...head(4, mmsi),
    [0, 14],
    [0, 4],
    [0, 5],
    [24, 5],
    [60, 6],
    [60, 6],
    [0, 1],
    [108600000, 28],
    [54600000, 27],
    [15, 4],
    [0, 10],
    [0, 1],
    [0, 19],
  ]);
const classB = (mmsi) =>
  message([
    ...head(18, mmsi),
    [0, 8],
    [1023, 10],
    [0, 1],
    [-108600000 + 1, 28],
    [1, 27],
    [3600, 12],
    [511, 9],
    [61, 6],
    [0, 2],
    [1, 1],
    [0, 1],
    [1, 1],
    [1, 1],
    [1, 1],
    [0, 1],
    [1, 1],
    [393222, 20],
  ]);
const sar = (mmsi, alt, speed, lon, lat, course) =>
  message([
    ...head(9, mmsi),
    [alt, 12],
    [speed, 10],
    [1, 1],
    [lon, 28],
    [lat, 27],
    [course, 12],
    [59, 6],
    [5, 8],
    [1, 1],
    [0, 3],
    [1, 1],
    [1, 1],
    [393222, 20],
  ]);

const lines = [
  '# Synthetic edge cases, see make-synthetic.mjs',
  ...sentences(positionA(211000001, -16, 1022, 3599)),
  ...sentences(positionA(211000002, 16, 1023, 3600)),
  ...sentences(positionA(211000003, -127, 0, 0)),
  ...sentences(staticA(981234567, 'TENDER ONE')),
  ...sentences(staticB(981234567, [[477123400, 30]])),
  ...sentences(staticA(367000001, 'PLEASURE')),
  ...sentences(
    staticB(367000001, [
      [12, 9],
      [6, 9],
      [3, 6],
      [3, 6],
    ]),
  ),
  ...sentences(
    staticB(367000002, [
      [1, 9],
      [1, 9],
      [1, 6],
      [1, 6],
    ]),
  ),
  ...sentences(aid(992351234, 'NORTH CARDINAL MARK ', 'EXTENDED NAME ')),
  ...sentences(aid(992351235, 'SHORT BUOY', '')),
  ...sentences(voyage(477123400), 'B', 7),
  ...sentences(base(2320000)),
  ...sentences(classB(235000001)),
  // Type 9: altitude and speed "not available", "high"/"fast", ordinary; far west and south.
  ...sentences(sar(111232506, 4095, 1023, -1000, -2000, 3600)),
  ...sentences(sar(111232507, 4094, 1022, 108600000, 54600000, 3599)),
  ...sentences(sar(111232508, 1000, 100, -108000000, -54000000, 0)),
];
writeFileSync(new URL('./synthetic.aivdm', import.meta.url), `${lines.join('\n')}\n`);
