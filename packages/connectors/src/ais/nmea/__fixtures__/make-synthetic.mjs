// Writes synthetic.aivdm and binary-synthetic.aivdm: edge cases the recorded captures lack (auxiliary craft, long aid names,
// "not available" and fast values, '@'-padded text, every type but 6 and 8 at its length limits,
// multipart text and binary messages, fill bits set). gpsd decodes them for the golden files
// (generate-gpsd-golden.sh), so this encoder only has to produce valid sentences, not be right.
// Keep a type 21 name extension within its 14 characters: gpsd 3.22 writes a longer one past
// the name buffer and clears the accuracy flag (a gpsd bug we do not reproduce).
import { writeFileSync } from 'node:fs';

const SIXBIT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

/**
 * Fields [value, width] (two's complement when negative), [text, chars, 'text'] ('@'-padded), or
 * [string of 0/1, , 'bits']; `cut` keeps only the first `cut` bits (short payloads) and `fillWith`
 * is the fill bit value ('1' shows whether a decoder reads fill bits as data).
 */
function message(fields, { cut, fillWith = '0' } = {}) {
  let bits = '';
  for (const [value, width, kind] of fields) {
    if (kind === 'text') {
      const padded = value.padEnd(width, '@');
      for (const ch of padded) bits += SIXBIT.indexOf(ch).toString(2).padStart(6, '0');
      continue;
    }
    if (kind === 'bits') {
      bits += value;
      continue;
    }
    const v = value < 0 ? 2 ** width + value : value;
    bits += v.toString(2).padStart(width, '0');
  }
  if (cut !== undefined) bits = bits.slice(0, cut).padEnd(cut, '0');
  const fill = (6 - (bits.length % 6)) % 6;
  const filled = bits + fillWith.repeat(fill);
  let payload = '';
  for (let i = 0; i < filled.length; i += 6) {
    const n = Number.parseInt(filled.slice(i, i + 6), 2);
    payload += String.fromCharCode(n < 40 ? n + 48 : n + 56);
  }
  return { payload, fill, bits };
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
  const parts = [];
  for (let at = 0; at < payload.length; at += 60) parts.push(payload.slice(at, at + 60));
  const last = parts.length - 1;
  return parts.map((part, i) =>
    sentence(`AIVDM,${parts.length},${i + 1},${id},${channel},${part},${i === last ? fill : 0}`),
  );
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
// Types 7 and 13: acknowledgements of 1–4 MMSIs (72, 104, 136, 168 bits).
const ack = (type, mmsi, count) =>
  message([
    ...head(type, mmsi),
    [0, 2],
    ...[999999999, 1, 123456789, 1073741823].slice(0, count).flatMap((m, i) => [
      [m, 30],
      [i, 2],
    ]),
  ]);
const inquiry = (mmsi, dest) => message([...head(10, mmsi), [0, 2], [dest, 30], [0, 2]]);
const utcResponse = (mmsi, lon, lat) =>
  message([
    ...head(11, mmsi),
    [2026, 14],
    [11, 4],
    [26, 5],
    [23, 5],
    [59, 6],
    [59, 6],
    [1, 1],
    [lon, 28],
    [lat, 27],
    [1, 4],
    [0, 10],
    [1, 1],
    [524287, 19],
  ]);
const safety = (mmsi, text, opts) =>
  message([...head(12, mmsi), [3, 2], [1073741823, 30], [1, 1], [0, 1], [text, text.length, 'text']], opts);
const safetyBroadcast = (mmsi, text, opts) =>
  message([...head(14, mmsi), [0, 2], [text, text.length, 'text']], opts);
const interrogation = (mmsi, bits) =>
  message(
    [
      ...head(15, mmsi),
      [0, 2],
      [367000001, 30],
      [5, 6],
      [4095, 12],
      [0, 2],
      [24, 6],
      [1, 12],
      [0, 2],
      [1073741823, 30],
      [63, 6],
      [2048, 12],
      [0, 2],
    ],
    { cut: bits },
  );
const assignedMode = (mmsi, bits) =>
  message(
    [...head(16, mmsi), [0, 2], [367000002, 30], [4095, 12], [1023, 10], [1, 30], [1, 12], [1, 10], [0, 4]],
    { cut: bits },
  );
const dgnss = (mmsi, lon, lat, dataBits) =>
  message([...head(17, mmsi), [0, 2], [lon, 18], [lat, 17], [0, 5], [dataBits, 0, 'bits']]);
const dataLink = (mmsi, bits) =>
  message(
    [
      ...head(20, mmsi),
      [0, 2],
      ...[
        [4095, 15, 7, 2047],
        [1, 1, 1, 1],
        [2049, 5, 7, 225],
        [0, 0, 0, 0],
      ].flatMap(([offset, number, timeout, increment]) => [
        [offset, 12],
        [number, 4],
        [timeout, 3],
        [increment, 11],
      ]),
      [0, 4],
    ],
    { cut: bits },
  );
const channelManagement = (mmsi, addressed) =>
  message([
    ...head(22, mmsi),
    [0, 2],
    [2087, 12],
    [4095, 12],
    [15, 4],
    [1, 1],
    ...(addressed
      ? [
          [367000003, 30],
          [0, 5],
          [1073741823, 30],
          [0, 5],
        ]
      : [
          [-108000, 18],
          [-54000, 17],
          [75, 18],
          [-150, 17],
        ]),
    [addressed ? 1 : 0, 1],
    [1, 1],
    [0, 1],
    [7, 3],
    [0, 23],
  ]);
const groupAssignment = (mmsi, stationtype, shiptype) =>
  message([
    ...head(23, mmsi),
    [0, 2],
    [-108000, 18],
    [54000, 17],
    [131071, 18],
    [-65536, 17],
    [stationtype, 4],
    [shiptype, 8],
    [0, 22],
    [3, 2],
    [15, 4],
    [15, 4],
    [0, 6],
  ]);
/** Types 25 and 26: addressed and structured or not; `dataBits` a 0/1 string; 26 ends with its radio. */
const slotBinary = (type, mmsi, addressed, structured, dataBits, radio, opts) =>
  message(
    [
      ...head(type, mmsi),
      [addressed ? 1 : 0, 1],
      [structured ? 1 : 0, 1],
      ...(addressed ? [[987654321, 30]] : []),
      ...(structured ? [[65535, 16]] : []),
      [dataBits, 0, 'bits'],
      ...(type === 26 ? [[radio, 20]] : []),
    ],
    opts,
  );
const longRange = (mmsi, status, lon, lat, speed, course, bits = 96) =>
  message(
    [
      ...head(27, mmsi),
      [1, 1],
      [1, 1],
      [status, 4],
      [lon, 18],
      [lat, 17],
      [speed, 6],
      [course, 9],
      [1, 1],
      [0, 1],
    ],
    { cut: bits },
  );
/** A deterministic pattern of `n` bits for raw payloads. */
function pattern(n) {
  let seed = n;
  let out = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out += seed >= 2 ** 30 ? '1' : '0';
  }
  return out;
}

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
  // Type 1 of 163 and 164 bits with its fill bits set: gpsd reads radio from the bits sent.
  ...sentences(message([[positionA(211000009, -16, 100, 100).bits, 0, 'bits']], { cut: 163, fillWith: '1' })),
  ...sentences(
    message([[positionA(211000010, 126, 1021, 3599).bits, 0, 'bits']], { cut: 164, fillWith: '1' }),
  ),
  ...[1, 2, 3, 4].flatMap((n) => sentences(ack(7, 366000000 + n, n))),
  ...sentences(ack(13, 538003422, 1)),
  ...sentences(inquiry(353825000, 1073741823)),
  ...sentences(utcResponse(563716000, -108000000, -54000000)),
  ...sentences(utcResponse(563716001, 108600000, 54600000)),
  // Type 12: empty text, quotes and backslashes, trailing spaces, three parts.
  ...sentences(safety(366999707, '')),
  ...sentences(safety(366999708, 'SAY "HI" \\ OK   ')),
  ...sentences(safety(366999709, 'LONG SAFETY MESSAGE '.repeat(7).slice(0, 156)), 'B', 3),
  // Type 14: text stops at '@'; empty; two parts; a last character cut by fill bits.
  ...sentences(safetyBroadcast(259038701, 'SART ACTIVE@IGNORED')),
  ...sentences(safetyBroadcast(259038702, '')),
  ...sentences(safetyBroadcast(259038703, 'BROADCAST '.repeat(12)), 'A', 4),
  ...sentences(safetyBroadcast(259038704, 'CUT', { cut: 56, fillWith: '1' })),
  // Type 15 of 88, 108 (one station, two types) and 160 bits.
  ...[88, 108, 160].flatMap((n, i) => sentences(interrogation(367036840 + i, n))),
  ...[96, 144].flatMap((n, i) => sentences(assignedMode(557529062 + i, n))),
  // Type 17: no correction data; a large one in parts; extreme and negative positions.
  ...sentences(dgnss(2734450, -108000, -54000, '')),
  ...sentences(dgnss(2734451, 131071, 65535, pattern(736)), 'B', 5),
  ...sentences(dgnss(2734452, 150, -150, pattern(13))),
  // Type 20 with one, two and four reservations.
  ...[72, 104, 160].flatMap((n, i) => sentences(dataLink(3669705 + i, n))),
  ...sentences(channelManagement(3160037, false)),
  ...sentences(channelManagement(3160038, true)),
  ...sentences(groupAssignment(912139476, 5, 255)),
  ...sentences(groupAssignment(912139477, 15, 0)),
  // Types 25 and 26 in every addressing mode; 26 with known radio values (decoder.test.ts).
  ...[false, true].flatMap((addressed) =>
    [false, true].flatMap((structured) => [
      ...sentences(slotBinary(25, 366999601, addressed, structured, pattern(45))),
      ...sentences(slotBinary(26, 424664312, addressed, structured, pattern(61), 703710), 'A', 6),
    ]),
  ),
  ...sentences(slotBinary(25, 366999602, false, false, '')),
  ...sentences(slotBinary(25, 366999603, true, true, pattern(82))),
  ...sentences(slotBinary(26, 424664313, true, true, pattern(500), 1), 'B', 8),
  // Type 27: 96 and 168 bits; "not available" speed and course; positions that round at a tie.
  ...sentences(longRange(787477898, 15, 108600, 54600, 63, 511)),
  ...sentences(longRange(787477899, 0, -150, 150, 0, 0, 168)),
  ...sentences(longRange(787477900, 8, 450, -450, 35, 359)),
  // Rejected: a type 25 over 168 bits, a type 27 of 100 bits, a type 10 under 72.
  ...sentences(slotBinary(25, 366999604, false, false, pattern(140))),
  ...sentences(longRange(787477901, 0, 0, 0, 0, 0, 100)),
  ...sentences(message([[inquiry(353825001, 1).bits, 0, 'bits']], { cut: 70 })),
];
writeFileSync(new URL('./synthetic.aivdm', import.meta.url), `${lines.join('\n')}\n`);

// binary-synthetic.aivdm: types 6 (addressed) and 8 (broadcast) with DAC/FI application payloads
// of the lengths gpsd decodes (pseudo-random contents), unknown ones left raw, and short ones.
const addressed = (mmsi, dac, fid, bits, seqno = 0) =>
  message([
    ...head(6, mmsi),
    [seqno, 2],
    [987654321, 30],
    [1, 1],
    [0, 1],
    [dac, 10],
    [fid, 6],
    [pattern(bits), 0, 'bits'],
  ]);
const broadcast = (mmsi, dac, fid, bits) =>
  message([...head(8, mmsi), [0, 2], [dac, 10], [fid, 6], [pattern(bits), 0, 'bits']]);
const binaryLines = [
  '# Synthetic binary messages (types 6 and 8), see make-synthetic.mjs',
  ...sentences(addressed(235000101, 1, 12, 272), 'A', 1),
  ...sentences(addressed(235000102, 1, 14, 186), 'A', 2),
  ...sentences(addressed(235000103, 1, 16, 48)),
  ...sentences(addressed(235000104, 1, 18, 272), 'B', 3),
  ...sentences(addressed(235000105, 1, 20, 264), 'B', 4),
  ...sentences(addressed(235000106, 1, 0, 40, 3)),
  ...sentences(addressed(235000107, 200, 21, 160), 'A', 5),
  ...sentences(addressed(235000108, 200, 55, 80)),
  ...sentences(addressed(235000109, 235, 10, 48)),
  ...sentences(addressed(235000110, 366, 63, 100), 'A', 6),
  ...sentences(broadcast(2350001, 1, 11, 296), 'A', 7),
  ...sentences(broadcast(2350002, 1, 31, 304), 'B', 8),
  ...sentences(broadcast(2350003, 1, 13, 416), 'A', 9),
  ...sentences(broadcast(2350004, 1, 15, 16)),
  ...sentences(broadcast(2350005, 1, 16, 16)),
  ...sentences(broadcast(2350006, 1, 17, 178), 'B', 1),
  ...sentences(broadcast(2350007, 1, 19, 304), 'A', 2),
  ...sentences(broadcast(2350008, 1, 22, 560), 'B', 3),
  ...sentences(broadcast(2350009, 1, 24, 304), 'A', 4),
  ...sentences(broadcast(2350010, 1, 27, 208), 'B', 5),
  ...sentences(broadcast(2350011, 1, 29, 168), 'A', 6),
  ...sentences(broadcast(2350012, 200, 10, 112)),
  ...sentences(broadcast(2350013, 200, 23, 200), 'B', 7),
  ...sentences(broadcast(2350014, 200, 24, 112)),
  ...sentences(broadcast(2350015, 200, 40, 112)),
  ...sentences(broadcast(2350016, 316, 1, 90), 'A', 8),
  ...sentences(broadcast(2350017, 1, 11, 10)),
];
writeFileSync(new URL('./binary-synthetic.aivdm', import.meta.url), `${binaryLines.join('\n')}\n`);
