import { parseTagBlock, type TagBlock } from './tag-block.js';

/** One `!xxVDM` / `!xxVDO` fragment, checksum verified. */
export interface VdmFragment {
  kind: 'vdm';
  total: number;
  number: number;
  /** Sequential message id ('' for single-part messages). */
  sequence: string;
  channel: string;
  payload: string;
  fillBits: number;
  tags: TagBlock | undefined;
  /** False when a tag block was present but malformed or failed its checksum (it is ignored). */
  tagsValid: boolean;
}

/** Why a line is not a fragment; the decoder counts each reason. */
export type LineRejection = 'blank' | 'comment' | 'garbage' | 'checksum' | 'proprietary' | 'otherSentence';

export type ParsedLine = VdmFragment | { kind: LineRejection };

// Rejections carry no data, so one frozen object per reason serves every line.
const reject = (kind: LineRejection) => Object.freeze({ kind });
const BLANK = reject('blank');
const COMMENT = reject('comment');
const GARBAGE = reject('garbage');
const CHECKSUM = reject('checksum');
const PROPRIETARY = reject('proprietary');
const OTHER_SENTENCE = reject('otherSentence');

/** XOR of the characters of `text` between `from` (inclusive) and `to` (exclusive). */
export function nmeaChecksum(text: string, from = 0, to = text.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum ^= text.charCodeAt(i);
  return sum;
}

/** Value of a hex digit's character code, -1 for anything else (NaN past the end included). */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** True when trim() would change nothing: both ends are printable ASCII, never whitespace. */
const isTrimmed = (line: string) => {
  const first = line.charCodeAt(0);
  const last = line.charCodeAt(line.length - 1);
  return first > 32 && first < 127 && last > 32 && last < 127;
};

/** Positions of the six commas of a VDM body; reused, read only within one parseLine call. */
const commas = new Int32Array(6);

/**
 * Parses one line of a feed: an optional NMEA 4.0 tag block, then a sentence whose `*hh`
 * checksum must be present and correct. Receiver metadata after the checksum (`,b003669794,…`
 * in libais captures) is ignored. The line is scanned by character code once (checksum and
 * comma positions together); only the fields a fragment keeps become strings.
 */
export function parseLine(raw: string): ParsedLine {
  const line = isTrimmed(raw) ? raw : raw.trim();
  const length = line.length;
  if (length === 0) return BLANK;
  const first = line.charCodeAt(0);
  if (first === 35 /* # */) return COMMENT;
  let start = 0;
  let tags: TagBlock | undefined;
  let tagsValid = true;
  if (first === 92 /* \ */) {
    const close = line.indexOf('\\', 1);
    if (close < 0) return GARBAGE;
    tags = parseTagBlock(line.slice(1, close));
    tagsValid = tags !== undefined;
    start = close + 1;
  }
  const lead = line.charCodeAt(start);
  if (lead !== 33 /* ! */ && lead !== 36 /* $ */) return GARBAGE;
  if (lead === 36 && line.charCodeAt(start + 1) === 80 /* P */) return PROPRIETARY;
  let sum = 0;
  let commaCount = 0;
  let star = start + 1;
  for (; star < length; star++) {
    const code = line.charCodeAt(star);
    if (code === 42 /* * */) break;
    sum ^= code;
    if (code === 44 /* , */) {
      if (commaCount < 6) commas[commaCount] = star;
      commaCount += 1;
    }
  }
  if (star === length) return CHECKSUM;
  const high = hexDigit(line.charCodeAt(star + 1));
  const low = hexDigit(line.charCodeAt(star + 2));
  if (high < 0 || low < 0 || ((high << 4) | low) !== sum) return CHECKSUM;
  return vdmFragment(line, start, star, commaCount, tags, tagsValid);
}

/** The fields of a checksum-verified sentence `line[start] … line[star]` ('!' to '*'). */
function vdmFragment(
  line: string,
  start: number,
  star: number,
  commaCount: number,
  tags: TagBlock | undefined,
  tagsValid: boolean,
): ParsedLine {
  // The address field (up to the first comma) must be five characters ending in VDM or VDO:
  // character codes 86 'V', 68 'D', then 77 'M' or 79 'O'.
  const addressEnd = commaCount > 0 ? (commas[0] as number) : star;
  const formatter = line.charCodeAt(start + 5);
  if (
    addressEnd !== start + 6 ||
    line.charCodeAt(start + 3) !== 86 ||
    line.charCodeAt(start + 4) !== 68 ||
    (formatter !== 77 && formatter !== 79)
  ) {
    return OTHER_SENTENCE;
  }
  if (commaCount !== 6) return GARBAGE;
  const totalAt = commas[0] as number;
  const numberAt = commas[1] as number;
  const sequenceAt = commas[2] as number;
  const channelAt = commas[3] as number;
  const payloadAt = commas[4] as number;
  const fillAt = commas[5] as number;
  // Part count and part number are one digit 1–9, the fill bits none or one digit 0–5.
  const total = line.charCodeAt(totalAt + 1) - 48;
  const number = line.charCodeAt(numberAt + 1) - 48;
  const fill = star - fillAt === 1 ? 0 : line.charCodeAt(fillAt + 1) - 48;
  if (
    numberAt - totalAt !== 2 ||
    sequenceAt - numberAt !== 2 ||
    !(total >= 1 && total <= 9 && number >= 1 && number <= total) ||
    star - fillAt > 2 ||
    !(fill >= 0 && fill <= 5) ||
    channelAt - sequenceAt > 2
  ) {
    return GARBAGE;
  }
  return {
    kind: 'vdm',
    total,
    number,
    sequence: line.slice(sequenceAt + 1, channelAt),
    channel: line.slice(channelAt + 1, payloadAt),
    payload: line.slice(payloadAt + 1, fillAt),
    fillBits: fill,
    tags,
    tagsValid,
  };
}
