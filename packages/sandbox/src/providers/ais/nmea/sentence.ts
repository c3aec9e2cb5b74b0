import type { ArmouredPayload } from './bit-writer.js';

export type AisChannel = 'A' | 'B';

/**
 * Payload characters per fragment. NMEA 0183 caps a sentence at 82 characters including CR LF;
 * a fragment of a multipart message has 20 characters of framing (`!AIVDM,2,1,3,B,` and
 * `,0*hh`), which leaves 60 — the split real receivers use for type 5 (60 + 11 characters).
 */
export const MAX_FRAGMENT_PAYLOAD = 60;
/** A single sentence has an empty message id, so one more payload character would fit. */
export const MAX_SINGLE_PAYLOAD = 61;

/** The NMEA checksum: XOR of every character between the leading '!' or '$' and the '*'. */
export function nmeaChecksum(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i);
  return sum.toString(16).toUpperCase().padStart(2, '0');
}

/** Adds the leading '!' and the `*hh` checksum to a sentence body. */
export function frame(body: string, lead: '!' | '$' = '!'): string {
  return `${lead}${body}*${nmeaChecksum(body)}`;
}

/**
 * Splits an armoured payload into `!AIVDM` sentences. `messageId` (0–9) is required by the
 * standard only for multipart messages; single sentences leave the field empty, as receivers do.
 * Only the last fragment carries the fill bits.
 */
export function toSentences(
  { payload, fillBits }: ArmouredPayload,
  channel: AisChannel,
  messageId: number,
  talker = 'AIVDM',
): string[] {
  if (payload.length <= MAX_SINGLE_PAYLOAD)
    return [frame(`${talker},1,1,,${channel},${payload},${fillBits}`)];
  const count = Math.ceil(payload.length / MAX_FRAGMENT_PAYLOAD);
  if (count > 9) throw new RangeError(`payload of ${payload.length} characters needs more than 9 fragments`);
  const sentences: string[] = [];
  for (let i = 0; i < count; i++) {
    const chunk = payload.slice(i * MAX_FRAGMENT_PAYLOAD, (i + 1) * MAX_FRAGMENT_PAYLOAD);
    const fill = i === count - 1 ? fillBits : 0;
    sentences.push(frame(`${talker},${count},${i + 1},${messageId},${channel},${chunk},${fill}`));
  }
  return sentences;
}

/**
 * Hands out what a receiver stamps on each message: a sequential message id 0–9 for multipart
 * messages, and the VHF channel, alternating A/B as transponders alternate their slots.
 */
export class SentenceSequencer {
  #nextId = 0;
  #nextChannel: AisChannel = 'A';

  encode(payload: ArmouredPayload): string[] {
    const channel = this.#nextChannel;
    this.#nextChannel = channel === 'A' ? 'B' : 'A';
    const multipart = payload.payload.length > MAX_SINGLE_PAYLOAD;
    const id = this.#nextId;
    if (multipart) this.#nextId = (id + 1) % 10;
    return toSentences(payload, channel, id);
  }
}
