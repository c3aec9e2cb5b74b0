import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AisDecoderOptions, createAisDecoder } from './decoder.js';
import type { AisMessage } from './messages.js';
import { nmeaChecksum } from './sentence.js';

const fixtureLines = (name: string) =>
  readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'latin1').split('\n');
const mixed = fixtureLines('pyais_mixed.txt');

/** A real single-sentence type 1 report and a real two-part type 5 (pyais_mixed.txt). */
const POSITION = mixed.find((l) => l.startsWith('!AIVDM,1,1,,A,13HOI'))!;
const VOYAGE = mixed.filter((l) => l.startsWith('!AIVDM,2,'));
const ARMOUR = '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw';
const frame = (body: string) => `!${body}*${nmeaChecksum(body).toString(16).toUpperCase().padStart(2, '0')}`;

function decodeAll(lines: readonly string[], options: AisDecoderOptions = {}) {
  const decoder = createAisDecoder(options);
  const messages: AisMessage[] = [];
  for (const line of lines) messages.push(...decoder.push(line));
  return { messages, decoder };
}

describe('bad input is counted and skipped, never fatal', () => {
  it.each([
    ['checksum', POSITION.replace(/\*23$/, '*24')],
    ['checksum', POSITION.replace(/\*23$/, '')],
    ['garbage', 'IamNotAnAisMessage1111'],
    ['garbage', frame('AIVDM,1,1,,A,13HOI:0P0000VOHLC~HQKwvL05Ip,0')],
    ['garbage', frame('AIVDM,1,1,,A,13HOI:0P0000VOHLCnHQKwvL05Ip')],
    ['garbage', frame('AIVDM,3,4,,A,13HOI:0P0000VOHLCnHQKwvL05Ip,0')],
    ['proprietary', '$PGHP,1,2008,5,9,0,0,0,10,338,2,,1,09*17'],
    ['otherSentence', mixed.find((l) => l.startsWith('$GPGGA'))!],
    ['comment', '# Lines with a leading `#` are ignored'],
    ['truncated', '!AIVDM,1,1,,B,,0*25'],
    ['truncated', frame('AIVDM,1,1,,B,15N4cJ005Jrek0H@9nDW5608EP,0')],
    // Type 28 is not defined by ITU-R M.1371.
    ['unsupportedType', frame('AIVDM,1,1,,A,L0000000000,0')],
    ['orphanPart', VOYAGE[1]!],
  ])('%s: %s', (kind, line) => {
    const { messages, decoder } = decodeAll([line, POSITION]);
    const { skipped, decoded } = decoder.stats();
    expect(skipped[kind as keyof typeof skipped]).toBe(1);
    expect(Object.values(skipped).reduce((a, b) => a + b)).toBe(1);
    // The good line after the bad one still decodes.
    expect(decoded).toBe(1);
    expect(messages.map((m) => m.mmsi)).toEqual([227006760]);
  });

  it('blank lines are neither decoded nor skipped', () => {
    const { decoder } = decodeAll(['', '  ', '\r']);
    expect(decoder.stats()).toMatchObject({ lines: 3, decoded: 0 });
    expect(Object.values(decoder.stats().skipped).every((n) => n === 0)).toBe(true);
  });

  it('survives random bytes and random well-framed sentences', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const chars = (n: number) =>
      Array.from({ length: n }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join('');
    const lines: string[] = [];
    for (let i = 0; i < 2000; i++) {
      lines.push(chars(Math.floor(random() * 90)));
      // Any payload but type 24 ('H'), whose part A is held for its part B rather than counted.
      const payload = Array.from({ length: 20 + Math.floor(random() * 60) }, () =>
        ARMOUR.charAt(Math.floor(random() * 64)),
      )
        .join('')
        .replace(/^H/, 'I');
      lines.push(frame(`AIVDM,${1 + Math.floor(random() * 2)},1,${i % 10},A,${payload},${i % 6}`));
    }
    const { decoder } = decodeAll(lines);
    decoder.flush();
    const { skipped, decoded } = decoder.stats();
    const blank = lines.filter((l) => l.trim() === '').length;
    expect(decoded).toBeGreaterThan(0);
    expect(decoded + Object.values(skipped).reduce((a, b) => a + b) + blank).toBe(lines.length);
  });
});

describe('multipart reassembly', () => {
  const [first, second] = VOYAGE as [string, string];
  /** The same type 5 with another sequence id, so two copies can interleave on one channel. */
  const renumber = (line: string) =>
    frame(line.slice(1, line.indexOf('*')).replace(/^(AIVDM,2,\d),1,/, '$1,6,'));

  it('reassembles messages interleaved on one channel by sequence id', () => {
    const alone = decodeAll([first, second]).messages;
    const { messages, decoder } = decodeAll([first, renumber(first), second, renumber(second)]);
    expect(alone).toHaveLength(1);
    expect(messages).toEqual([alone[0], alone[0]]);
    expect(decoder.stats().skipped.orphanPart).toBe(0);
  });

  it('keeps parts of different channels apart', () => {
    const otherChannel = frame(second.slice(1, second.indexOf('*')).replace(',A,', ',B,'));
    const { messages, decoder } = decodeAll([first, otherChannel]);
    expect(messages).toEqual([]);
    expect(decoder.stats()).toMatchObject({ pendingParts: 1, skipped: { orphanPart: 1 } });
  });

  it('drops a message whose first part is superseded by a new first part', () => {
    const { messages, decoder } = decodeAll([first, first, second]);
    expect(messages).toHaveLength(1);
    expect(decoder.stats().skipped.orphanPart).toBe(1);
  });

  it('expires incomplete messages so orphans do not accumulate', () => {
    let clock = 0;
    const decoder = createAisDecoder({ now: () => clock, partTimeoutMs: 5000 });
    decoder.push(first);
    clock = 6000;
    decoder.push(POSITION);
    expect(decoder.stats()).toMatchObject({ pendingParts: 0, skipped: { orphanPart: 1 } });
    expect(decoder.push(second)).toEqual([]);
    expect(decoder.stats().skipped.orphanPart).toBe(2);
  });

  it('bounds the number of incomplete messages', () => {
    const decoder = createAisDecoder({ maxPending: 2 });
    for (const id of ['1', '2', '3'])
      decoder.push(frame(first.slice(1, first.indexOf('*')).replace(',1,A,', `,${id},A,`)));
    expect(decoder.stats()).toMatchObject({ pendingParts: 2, skipped: { orphanPart: 1 } });
    decoder.flush();
    expect(decoder.stats()).toMatchObject({ pendingParts: 0, skipped: { orphanPart: 3 } });
  });
});

describe('tag blocks', () => {
  it('keeps the tag block fields of every part on the message', () => {
    const lines = mixed.filter((l) => l.includes('27300'));
    const { messages } = decodeAll(lines);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      type: 5,
      tagblock: { source: 'b003669710', time: 1428621738, line: 636994, group: '1-2-27300' },
    });
  });

  it('ignores a tag block with a bad checksum but still decodes its sentence', () => {
    const lines = mixed.filter((l) => l.includes('73874*A'));
    const { messages, decoder } = decodeAll(lines);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.tagblock).toBeUndefined();
    expect(decoder.stats().tagBlocksIgnored).toBe(1);
  });
});

describe('fill bits and signs', () => {
  // Type 1 cut to 163 bits (gpsd 3.22 accepts 163–167): turn -16, radio's first 14 bits 1076,
  // and the 5 fill bits set. gpsdecode -u prints radio 1076 for it, with fill bits set or not.
  const SHORT_POSITION = frame('AIVDM,1,1,,A,139>JjEt1TwwwPiwwp<0I?wq28JO,5');
  const ZERO_FILLED = frame('AIVDM,1,1,,A,139>JjEt1TwwwPiwwp<0I?wq28J0,5');

  it('a 163-bit type 1 reads its radio from the 14 bits sent, never from its fill bits', () => {
    const [message] = decodeAll([SHORT_POSITION]).messages;
    expect(message).toMatchObject({ type: 1, mmsi: 211000009, radio: 1076, turn: -16 });
    expect(decodeAll([ZERO_FILLED]).messages).toEqual(decodeAll([SHORT_POSITION]).messages);
  });

  it('a scaled turn to port is negative: -(16 / 4.733)² rounds to -11 (gpsd 3.22 prints 11)', () => {
    const [port] = decodeAll([SHORT_POSITION], { scaled: true }).messages;
    expect(port).toMatchObject({ scaled: true, turn: -11 });
    // Raw -1 is 0.04°/min: 0 as gpsd prints it, not -0.
    const [slight] = decodeAll([frame('AIVDM,1,1,,A,139>JjPwiTwwwPiwwp<0I?wq2000,0')], {
      scaled: true,
    }).messages;
    expect(Object.is((slight as { turn: unknown }).turn, 0)).toBe(true);
  });
});

describe('differences from gpsd 3.22 that the gpsd comparison cannot check', () => {
  it('decodes the radio status that ends a type 26 (gpsd prints 0)', () => {
    // make-synthetic.mjs encodes radio 703710 in four type 26 messages and 1 in a five-part one.
    const { messages } = decodeAll(fixtureLines('synthetic.aivdm'));
    const radios = messages.filter((m) => m.type === 26).map((m) => (m as { radio: number }).radio);
    expect(radios).toEqual([703710, 703710, 703710, 703710, 1]);
  });

  it('reads no fill bits into type 20 fields that run past a short payload', () => {
    // A type 20 cut to 74 bits, its 4 fill bits set ('w') or clear ('h'): gpsdecode -u prints
    // offset2 4080 for the first, 3840 for the second; the bits sent are the same.
    const set = decodeAll([frame('AIVDM,1,1,,A,D03OvjB05N>7w,4')]).messages;
    const clear = decodeAll([frame('AIVDM,1,1,,A,D03OvjB05N>7h,4')]).messages;
    expect(set).toHaveLength(1);
    expect(set[0]).toMatchObject({ type: 20, offset1: 2049, offset2: 3840 });
    expect(set).toEqual(clear);
  });
});
