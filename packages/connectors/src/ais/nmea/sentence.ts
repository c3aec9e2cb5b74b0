import { parseTagBlock, type TagBlock } from './tag-block.js';

/** One `!xxVDM` / `!xxVDO` fragment, checksum verified. */
export interface VdmFragment {
  kind: 'vdm';
  /** `AIVDM`, `AIVDO`, `SAVDM` … */
  sentence: string;
  total: number;
  number: number;
  /** Sequential message id ('' for single-part messages). */
  sequence: string;
  channel: string;
  payload: string;
  fillBits: number;
  tags?: TagBlock;
  /** False when a tag block was present but malformed or failed its checksum (it is ignored). */
  tagsValid: boolean;
}

/** Why a line is not a fragment; the decoder counts each reason. */
export type LineRejection = 'blank' | 'comment' | 'garbage' | 'checksum' | 'proprietary' | 'otherSentence';

export type ParsedLine = VdmFragment | { kind: LineRejection };

const HEX = /^[0-9A-Fa-f]{2}$/;

/** XOR of the characters of `text` between `from` (inclusive) and `to` (exclusive). */
export function nmeaChecksum(text: string, from = 0, to = text.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum ^= text.charCodeAt(i);
  return sum;
}

/**
 * Parses one line of a feed: an optional NMEA 4.0 tag block, then a sentence whose `*hh`
 * checksum must be present and correct. Receiver metadata after the checksum (`,b003669794,…`
 * in libais captures) is ignored.
 */
export function parseLine(raw: string): ParsedLine {
  const line = raw.trim();
  if (line === '') return { kind: 'blank' };
  if (line.startsWith('#')) return { kind: 'comment' };
  let start = 0;
  let tags: TagBlock | undefined;
  let tagsValid = true;
  if (line.charCodeAt(0) === 92 /* \ */) {
    const close = line.indexOf('\\', 1);
    if (close < 0) return { kind: 'garbage' };
    tags = parseTagBlock(line.slice(1, close));
    tagsValid = tags !== undefined;
    start = close + 1;
  }
  const lead = line[start];
  if (lead !== '!' && lead !== '$') return { kind: 'garbage' };
  if (line[start + 1] === 'P' && lead === '$') return { kind: 'proprietary' };
  const star = line.indexOf('*', start);
  if (star < 0) return { kind: 'checksum' };
  const hex = line.slice(star + 1, star + 3);
  if (!HEX.test(hex) || Number.parseInt(hex, 16) !== nmeaChecksum(line, start + 1, star)) {
    return { kind: 'checksum' };
  }
  const fields = line.slice(start + 1, star).split(',');
  const sentence = fields[0] ?? '';
  const formatter = sentence.slice(-3);
  if (sentence.length !== 5 || (formatter !== 'VDM' && formatter !== 'VDO')) {
    return { kind: 'otherSentence' };
  }
  if (fields.length !== 7) return { kind: 'garbage' };
  const [, totalText, numberText, sequence, channel, payload, fillText] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const total = Number(totalText);
  const number = Number(numberText);
  const fillBits = fillText === '' ? 0 : Number(fillText);
  if (
    !/^[1-9]$/.test(totalText) ||
    !/^[1-9]$/.test(numberText) ||
    number > total ||
    !/^[0-5]?$/.test(fillText) ||
    sequence.length > 1
  ) {
    return { kind: 'garbage' };
  }
  const fragment: VdmFragment = {
    kind: 'vdm',
    sentence,
    total,
    number,
    sequence,
    channel,
    payload,
    fillBits,
    tagsValid,
  };
  if (tags) fragment.tags = tags;
  return fragment;
}
