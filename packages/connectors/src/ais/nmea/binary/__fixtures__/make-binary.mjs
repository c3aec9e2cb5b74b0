// Writes binary.aivdm: AIS messages 6 and 8 with every DAC/FI application payload gpsd 3.22
// decodes, at edge values (zero, maximum, most negative), plus unknown DAC/FI envelopes of every
// data length modulo 8 with fill bits set to ones. gpsdecode decodes the file for the golden files
// (generate-binary-golden.sh), so this encoder only has to produce valid sentences.
import { writeFileSync } from 'node:fs';

const SIXBIT = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

/** Field helpers: each returns a bit string. */
const u = (value, width) => {
  if (value < 0 || value >= 2 ** width) throw new Error(`${value} does not fit ${width} bits`);
  return value.toString(2).padStart(width, '0');
};
const s = (value, width) => u(value < 0 ? 2 ** width + value : value, width);
const t = (text, chars) => {
  let bits = '';
  for (const ch of text.padEnd(chars, '@').slice(0, chars)) {
    const code = SIXBIT.indexOf(ch);
    if (code < 0) throw new Error(`no six-bit code for ${ch}`);
    bits += u(code, 6);
  }
  return bits;
};
/** Pseudo-random but reproducible data bits. */
function noise(count, seed) {
  let x = seed * 2654435761;
  let bits = '';
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    bits += x & 0x4000 ? '1' : '0';
  }
  return bits;
}

const checksum = (body) =>
  [...body]
    .reduce((sum, ch) => sum ^ ch.charCodeAt(0), 0)
    .toString(16)
    .toUpperCase()
    .padStart(2, '0');
const sentence = (body) => `!${body}*${checksum(body)}`;

let sequence = 0;
/**
 * Armours `bits`; the fill bits are ones when `fillOnes` (receivers should ignore them, and gpsd
 * reads them as sent). Payloads over 60 characters are split into multipart sentences.
 */
function sentences(bits, { fillOnes = false, channel = 'A' } = {}) {
  const fill = (6 - (bits.length % 6)) % 6;
  const padded = bits + (fillOnes ? '1' : '0').repeat(fill);
  let payload = '';
  for (let i = 0; i < padded.length; i += 6) {
    const n = Number.parseInt(padded.slice(i, i + 6), 2);
    payload += String.fromCharCode(n < 40 ? n + 48 : n + 56);
  }
  if (payload.length <= 60) return [sentence(`AIVDM,1,1,,${channel},${payload},${fill}`)];
  const parts = [];
  for (let i = 0; i < payload.length; i += 60) parts.push(payload.slice(i, i + 60));
  sequence = (sequence % 9) + 1;
  return parts.map((part, i) =>
    sentence(
      `AIVDM,${parts.length},${i + 1},${sequence},${channel},${part},${i === parts.length - 1 ? fill : 0}`,
    ),
  );
}

const addressed = ({
  mmsi = 2_470_000_06,
  repeat = 0,
  seqno = 0,
  dest = 2_110_000_00,
  retransmit = 0,
  dac,
  fi,
}) =>
  u(6, 6) +
  u(repeat, 2) +
  u(mmsi, 30) +
  u(seqno, 2) +
  u(dest, 30) +
  u(retransmit, 1) +
  u(0, 1) +
  u(dac, 10) +
  u(fi, 6);
const broadcast = ({ mmsi = 2_470_000_08, repeat = 0, dac, fi }) =>
  u(8, 6) + u(repeat, 2) + u(mmsi, 30) + u(0, 2) + u(dac, 10) + u(fi, 6);

const lines = [];
const add = (bits, options) => lines.push(...sentences(bits, options));

// ---- Unknown DAC/FI: the envelope and the data as bit count and hex, every length modulo 8.
for (const [i, count] of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 17, 100, 255, 920].entries()) {
  add(
    addressed({
      mmsi: 100_000_000 + i,
      seqno: i % 4,
      retransmit: i % 2,
      dest: 999_999_999,
      dac: 1023,
      fi: 63,
    }) + noise(count, i),
    {
      fillOnes: true,
    },
  );
}
for (const [i, count] of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 31, 64, 333, 952].entries()) {
  add(broadcast({ mmsi: 200_000_000 + i, repeat: 3, dac: 999, fi: i }) + noise(count, 100 + i), {
    fillOnes: true,
  });
}
// DAC 1 FIs gpsd recognises without decoding (text telegram, area notices, weather, extended
// static data): they print as data too.
for (const fi of [0, 21, 22, 24, 26]) add(broadcast({ dac: 1, fi }) + noise(120, fi), { fillOnes: true });
add(addressed({ dac: 1, fi: 23 }) + noise(120, 23), { fillOnes: true });
add(addressed({ dac: 1, fi: 0 }) + noise(40, 24), { fillOnes: true });
// Too short or too long: gpsd rejects type 6 under 88 bits, type 8 under 56, both over 1008.
add(addressed({ dac: 1, fi: 1 }).slice(0, 87));
add(broadcast({ dac: 1, fi: 1 }).slice(0, 55));
add(broadcast({ dac: 999, fi: 1 }) + noise(953, 7));
add(addressed({ dac: 999, fi: 1 }) + noise(921, 7));

// ---- Application payloads gpsd decodes. A layout lists [width, kind] per field: 'u' unsigned,
// 's' signed, 't' six-bit text of `width` characters, or a fixed bit string. Each layout is sent
// with every field zero, every bit one (unsigned maximum, signed -1), signed fields at their most
// negative and unsigned at maximum − 1, and pseudo-random values.
function fields(layout, variant, seed) {
  const random = noise(4096, seed);
  let at = 0;
  return layout
    .map(([width, kind]) => {
      if (typeof kind === 'string' && /^[01]+$/.test(kind)) return kind;
      const bits = kind === 't' ? width * 6 : width;
      const next = random.slice(at, at + bits);
      at += bits;
      if (variant === 'zeros') return '0'.repeat(bits);
      if (variant === 'ones') return '1'.repeat(bits);
      if (variant === 'extreme')
        return kind === 's' ? `1${'0'.repeat(bits - 1)}` : `${'1'.repeat(bits - 1)}0`;
      if (kind === 't') {
        // Letters, digits, spaces and the JSON-sensitive '"' and '\': keep them six-bit valid.
        const pool = 'ABC XYZ019"\\-';
        let text = '';
        for (let i = 0; i < width; i++)
          text += pool[Number.parseInt(next.slice(i * 6, i * 6 + 6), 2) % pool.length];
        return t(text, width);
      }
      return next;
    })
    .join('');
}
const VARIANTS = ['zeros', 'ones', 'extreme', 'random1', 'random2'];
/** Raw text for fields gpsd prints without JSON escaping (a '"' there would break its output). */
const plain = (text, chars) => [0, t(text, chars)];

const BROADCAST = {
  '1/11': [
    [24, 's'],
    [25, 's'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [7, 'u'],
    [7, 'u'],
    [9, 'u'],
    [9, 'u'],
    [11, 'u'],
    [7, 'u'],
    [10, 'u'],
    [9, 'u'],
    [2, 'u'],
    [8, 'u'],
    [9, 'u'],
    [2, 'u'],
    [8, 'u'],
    [9, 'u'],
    [8, 'u'],
    [9, 'u'],
    [5, 'u'],
    [8, 'u'],
    [9, 'u'],
    [5, 'u'],
    [8, 'u'],
    [6, 'u'],
    [9, 'u'],
    [8, 'u'],
    [6, 'u'],
    [9, 'u'],
    [4, 'u'],
    [10, 'u'],
    [3, 'u'],
    [9, 'u'],
    [2, 'u'],
    [6, 'u'],
  ],
  '1/13': [
    [20, 't'],
    [20, 't'],
    [20, 't'],
    [10, 'u'],
    [2, 'u'],
    [5, 'u'],
    [4, 'u'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [4, 'u'],
    [5, 'u'],
    [6, 'u'],
    [4, 'u'],
  ],
  '1/15': [
    [11, 'u'],
    [5, 'u'],
  ],
  '1/16': [
    [13, 'u'],
    [3, 'u'],
  ],
  '1/16/289': [
    [32, 'u'],
    [13, 'u'],
    [91, 'u'],
  ],
  '1/16/236': [[72, 'u']],
  '1/17': [
    [2, 'u'],
    [42, 'u'],
    [4, 'u'],
    [24, 's'],
    [25, 's'],
    [9, 'u'],
    [6, 'u'],
    [10, 'u'],
  ],
  '1/17/3': Array(3)
    .fill([
      [2, 'u'],
      [42, 'u'],
      [4, 'u'],
      [24, 's'],
      [25, 's'],
      [9, 'u'],
      [6, 'u'],
      [10, 'u'],
    ])
    .flat(),
  '1/19': [
    [10, 'u'],
    [20, 't'],
    [25, 's'],
    [24, 's'],
    [2, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [102, 'u'],
  ],
  '1/27': [
    [10, 'u'],
    [3, 'u'],
    [5, 'u'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [18, 'u'],
    [5, '00011'],
    [28, 's'],
    [27, 's'],
    [28, 's'],
    [27, 's'],
    [28, 's'],
    [27, 's'],
  ],
  '1/29': [
    [10, 'u'],
    [30, 't'],
  ],
  '1/29/long': [
    [10, 'u'],
    [147, 't'],
  ],
  '1/31': [
    [25, 's'],
    [24, 's'],
    [1, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [7, 'u'],
    [7, 'u'],
    [9, 'u'],
    [9, 'u'],
    [11, 's'],
    [7, 'u'],
    [10, 's'],
    [9, 'u'],
    [2, 'u'],
    [1, 'u'],
    [7, 'u'],
    [12, 'u'],
    [2, 'u'],
    [8, 'u'],
    [9, 'u'],
    [8, 'u'],
    [9, 'u'],
    [5, 'u'],
    [8, 'u'],
    [9, 'u'],
    [5, 'u'],
    [8, 'u'],
    [6, 'u'],
    [9, 'u'],
    [8, 'u'],
    [6, 'u'],
    [9, 'u'],
    [4, 'u'],
    [10, 's'],
    [3, 'u'],
    [9, 'u'],
    [2, 'u'],
    [10, 'u'],
  ],
  '200/10': [
    [8, 't'],
    [13, 'u'],
    [10, 'u'],
    [14, 'u'],
    [3, 'u'],
    [11, 'u'],
    [2, 'u'],
    [1, 'u'],
    [1, 'u'],
    [1, 'u'],
    [8, 'u'],
  ],
  '200/23': [
    [8, 'u'],
    [4, 'u'],
    [5, 'u'],
    [8, 'u'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [6, 'u'],
    [28, 's'],
    [27, 's'],
    [28, 's'],
    [27, 's'],
    [4, 'u'],
    [9, 's'],
    [9, 's'],
    [2, 'u'],
    [4, 'u'],
    [6, 'u'],
  ],
  '200/24': [
    plain('DE', 2),
    [11, 'u'],
    [14, 's'],
    [11, 'u'],
    [14, 's'],
    [11, 'u'],
    [14, 's'],
    [11, 'u'],
    [14, 's'],
  ],
  '200/40': [
    [28, 's'],
    [27, 's'],
    [4, 'u'],
    [9, 'u'],
    [3, 'u'],
    [30, 'u'],
    [11, 'u'],
  ],
};
const ADDRESSED = {
  '1/12': [
    [5, 't'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [5, 't'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [20, 't'],
    [4, 't'],
    [13, 'u'],
    [10, 'u'],
    [2, 'u'],
    [3, 'u'],
  ],
  '1/14': [
    [4, 'u'],
    [5, 'u'],
    [27, 's'],
    [28, 's'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [6, 'u'],
    [9, 'u'],
    [7, 'u'],
    [27, 's'],
    [28, 's'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [6, 'u'],
    [9, 'u'],
    [7, 'u'],
    [5, 'u'],
  ],
  '1/15': [
    [11, 'u'],
    [5, 'u'],
  ],
  '1/16': [
    [13, 'u'],
    [3, 'u'],
  ],
  '1/16/289': [
    [13, 'u'],
    [123, 'u'],
  ],
  '1/18': [
    [10, 'u'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [20, 't'],
    [5, 't'],
    [25, 's'],
    [24, 's'],
    [43, 'u'],
  ],
  '1/20': [
    [10, 'u'],
    [9, 'u'],
    [8, 'u'],
    [3, 'u'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [1, 'u'],
    ...Array(26).fill([2, 'u']),
    [20, 't'],
    [25, 's'],
    [24, 's'],
  ],
  '1/25': [
    [2, 'u'],
    [10, 'u'],
    [4, 'u'],
    [13, 'u'],
    [4, 'u'],
    [13, 'u'],
    [4, 'u'],
    [13, 'u'],
  ],
  '1/28': [
    [10, 'u'],
    [3, 'u'],
    [5, 'u'],
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [18, 'u'],
    [5, '00010'],
    [28, 's'],
    [27, 's'],
    [28, 's'],
    [27, 's'],
  ],
  '1/30': [
    [10, 'u'],
    [20, 't'],
  ],
  '1/32': [
    [4, 'u'],
    [5, 'u'],
    [25, 's'],
    [24, 's'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [6, 'u'],
    [9, 'u'],
    [8, 'u'],
    [25, 's'],
    [24, 's'],
    [5, 'u'],
    [6, 'u'],
    [5, 'u'],
    [6, 'u'],
    [9, 'u'],
    [8, 'u'],
    [3, 'u'],
  ],
  '200/21': [
    plain('NL', 2),
    plain('RTM', 3),
    plain('00001', 5),
    plain('ABC12', 5),
    plain('01234', 5),
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [3, 'u'],
    [12, 'u'],
    [5, 'u'],
  ],
  '200/22': [
    plain('BE', 2),
    plain('ANR', 3),
    plain('X Y Z', 5),
    plain('T', 5),
    plain('99999', 5),
    [4, 'u'],
    [5, 'u'],
    [5, 'u'],
    [6, 'u'],
    [2, 'u'],
    [2, 'u'],
  ],
  '200/55': [
    [8, 'u'],
    [13, 'u'],
    [8, 'u'],
    [51, 'u'],
  ],
  '235/10': [
    [10, 'u'],
    [10, 'u'],
    [10, 'u'],
    [2, 'u'],
    [2, 'u'],
    [1, 'u'],
    [8, 'u'],
    [1, 'u'],
    [4, 'u'],
  ],
  '250/10': [
    [10, 'u'],
    [10, 'u'],
    [10, 'u'],
    [2, 'u'],
    [2, 'u'],
    [1, 'u'],
    [8, 'u'],
    [1, 'u'],
    [4, 'u'],
  ],
};
let mmsi = 300_000_000;
for (const [key, layout] of Object.entries(BROADCAST)) {
  const [dac, fi] = key.split('/').map(Number);
  for (const [v, variant] of VARIANTS.entries())
    add(broadcast({ mmsi: mmsi++, repeat: v % 4, dac, fi }) + fields(layout, variant, mmsi), {
      fillOnes: v % 2 === 1,
    });
}
mmsi = 400_000_000;
for (const [key, layout] of Object.entries(ADDRESSED)) {
  const [dac, fi] = key.split('/').map(Number);
  for (const [v, variant] of VARIANTS.entries())
    add(
      addressed({ mmsi: mmsi++, seqno: v % 4, retransmit: v % 2, dac, fi }) + fields(layout, variant, mmsi),
      {
        fillOnes: v % 2 === 1,
      },
    );
}
// Inland messages of the wrong length are not decoded by gpsd: data instead.
add(broadcast({ dac: 200, fi: 10 }) + fields(BROADCAST['200/10'], 'random1', 1) + u(0, 1));
add(addressed({ dac: 200, fi: 21 }) + fields(ADDRESSED['200/21'], 'zeros', 1).slice(1));

// Values chosen for their rendering: printf rounds exact halves to even (0.03125 → "0.0312",
// 0.25 → "0.2"), 1/31's scaled water level wraps below its offset, 200/10's hazard 5 is the last
// one gpsd accepts, and inland ship types that match by code and by their AIS equivalent.
const explicit = (layout, values) =>
  layout
    .map(([width, kind], i) =>
      typeof kind === 'string' && /^[01]+$/.test(kind)
        ? kind
        : kind === 't'
          ? t(values[i] ?? '', width)
          : s(values[i] ?? 0, width),
    )
    .join('');
const met31 = BROADCAST['1/31'];
add(
  broadcast({ mmsi: 500_000_001, dac: 1, fi: 31 }) +
    explicit(met31, { 0: 1875, 1: -1875, 10: -5, 12: 5, 17: 1025, 34: -25 }),
);
add(broadcast({ mmsi: 500_000_002, dac: 1, fi: 31 }) + explicit(met31, { 0: -5625, 1: 5625, 17: 999 }));
add(
  broadcast({ mmsi: 500_000_003, dac: 1, fi: 31 }) +
    explicit(met31, { 17: 1000, 0: 108_600_00, 1: 546_000_0 }),
);
add(
  broadcast({ mmsi: 500_000_004, dac: 1, fi: 11 }) +
    explicit(BROADCAST['1/11'], { 0: 1875, 1: -1875, 9: 600, 11: 200, 15: 100, 32: 100 }),
);
const inland10 = BROADCAST['200/10'];
for (const [i, [shiptype, hazard]] of [
  [8000, 5],
  [8370, 0],
  [79, 1],
  [31, 2],
  [90, 4],
  [80, 3],
  [8163, 5],
].entries())
  add(
    broadcast({ mmsi: 500_000_010 + i, dac: 200, fi: 10 }) +
      explicit(inland10, { 0: 'NL123456', 1: 1100, 2: 114, 3: shiptype, 4: hazard, 5: 280, 6: i % 3 }),
  );
add(
  addressed({ mmsi: 500_000_020, dac: 1, fi: 30 }) +
    explicit(ADDRESSED['1/30'], { 0: 5, 1: 'TEXT  WITH  SPACES  ' }),
);
add(broadcast({ mmsi: 500_000_021, dac: 1, fi: 29 }) + u(9, 10) + t('STOPS@HERE', 10) + u(10, 4));

// Marine traffic signals whose legends hold quotes (gpsd prints them unescaped) or an en dash.
for (const [i, [signal, next]] of [
  [9, 13],
  [1, 12],
  [10, 11],
  [14, 8],
].entries())
  add(
    broadcast({ mmsi: 500_000_030 + i, dac: 1, fi: 19 }) +
      explicit(BROADCAST['1/19'], { 1: 'LOCK "A" \\ NORTH', 2: -600, 3: 3000, 5: signal, 8: next }),
  );

// ---- Length sweep: every decoded DAC/FI with pseudo-random payloads from the shortest message
// to the longest (gpsd decodes most IMO payloads at any length, reading zeros past the end, and
// repeats its arrays as far as the message goes). Inland lock times and water levels are left out
// at their exact lengths: gpsd prints their text unescaped, so random text can break its JSON.
const SWEEP = [88, 89, 136, 168, 232, 248, 256, 361, 500, 777, 1008];
const SWEPT = {
  6: [
    '1/12',
    '1/14',
    '1/15',
    '1/16',
    '1/18',
    '1/20',
    '1/25',
    '1/28',
    '1/30',
    '1/32',
    '200/21',
    '200/22',
    '200/55',
    '235/10',
    '250/10',
  ],
  8: [
    '1/11',
    '1/13',
    '1/15',
    '1/16',
    '1/17',
    '1/19',
    '1/27',
    '1/29',
    '1/31',
    '200/10',
    '200/23',
    '200/24',
    '200/40',
  ],
};
const UNESCAPED = new Set(['6 200/21 248', '6 200/22 232', '8 200/24 168']);
mmsi = 600_000_000;
for (const [type, keys] of Object.entries(SWEPT)) {
  for (const key of keys) {
    const [dac, fi] = key.split('/').map(Number);
    for (const length of SWEEP) {
      const total = type === '8' ? length - 32 : length;
      if (UNESCAPED.has(`${type} ${key} ${total}`)) continue;
      const head = type === '8' ? broadcast({ mmsi: mmsi++, dac, fi }) : addressed({ mmsi: mmsi++, dac, fi });
      add(head + noise(total - head.length, mmsi), { fillOnes: mmsi % 2 === 0 });
    }
  }
}

writeFileSync(new URL('./binary.aivdm', import.meta.url), `${lines.join('\n')}\n`);
