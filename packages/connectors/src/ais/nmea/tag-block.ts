/**
 * NMEA 4.0 tag block fields (IEC 61162-1 §7.9), as received. Numbers stay as sent: `time`
 * (`c:`) is a UNIX time in seconds from most receivers but milliseconds from some.
 */
export interface TagBlock {
  /** `s:` source (station) identification. */
  source?: string;
  /** `c:` UNIX time. */
  time?: number;
  /** `d:` destination identification. */
  destination?: string;
  /** `g:` sentence grouping, e.g. `1-2-27300` (sentence-of-total-group id). */
  group?: string;
  /** `n:` line count. */
  line?: number;
  /** `r:` relative time. */
  relative?: number;
  /** `t:` free text. */
  text?: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Parses the inside of `\…*hh\`. Undefined when the checksum is missing or wrong or a field is
 * malformed: the tag block is then ignored, the sentence behind it still counts.
 */
export function parseTagBlock(inside: string): TagBlock | undefined {
  const star = inside.lastIndexOf('*');
  if (star < 0 || !/^[0-9A-Fa-f]{2}$/.test(inside.slice(star + 1))) return undefined;
  let sum = 0;
  for (let i = 0; i < star; i++) sum ^= inside.charCodeAt(i);
  if (sum !== Number.parseInt(inside.slice(star + 1), 16)) return undefined;
  const tags: TagBlock = {};
  for (const field of inside.slice(0, star).split(',')) {
    const colon = field.indexOf(':');
    if (colon !== 1) return undefined;
    const value = field.slice(2);
    switch (field[0]) {
      case 's':
        tags.source = value;
        break;
      case 'd':
        tags.destination = value;
        break;
      case 'g':
        tags.group = value;
        break;
      case 't':
        tags.text = value;
        break;
      case 'c':
      case 'n':
      case 'r': {
        if (!NUMBER.test(value)) return undefined;
        const key = field[0] === 'c' ? 'time' : field[0] === 'n' ? 'line' : 'relative';
        tags[key] = Number(value);
        break;
      }
      default:
        // Unknown codes are allowed by the standard; nothing here needs them.
        break;
    }
  }
  return tags;
}

/** Tag fields of a multipart message: the first part's value of each field wins. */
export function mergeTags(parts: readonly (TagBlock | undefined)[]): TagBlock | undefined {
  let merged: TagBlock | undefined;
  for (const tags of parts) {
    if (!tags) continue;
    merged = merged ? { ...tags, ...merged } : { ...tags };
  }
  return merged;
}
