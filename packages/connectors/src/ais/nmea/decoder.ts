import type { AisMessage } from './messages.js';
import { decodePayload } from './payload.js';
import { parseLine, type VdmFragment } from './sentence.js';
import { StaticPairing } from './static-pairing.js';
import { mergeTags, type TagBlock } from './tag-block.js';

export interface AisDecoderOptions {
  /** Scaled units like `gpsdecode`'s default; raw integers like `gpsdecode -u` when false (default). */
  scaled?: boolean;
  /** Emit type 24 parts A and B on their own as well as merged pairs, like `gpsdecode -s`. */
  split24?: boolean;
  /** Adds gpsd's `device` field (gpsdecode prints "stdin"); omitted by default. */
  device?: string;
  /** Clock for multipart expiry (ms). */
  now?: () => number;
  /** A multipart message not complete this long after its first part is dropped (default 10 s). */
  partTimeoutMs?: number;
  /** At most this many incomplete multipart messages are kept; the oldest goes first (default 256). */
  maxPending?: number;
}

/** Lines that produced no message, by reason. */
export interface AisSkipCounts {
  /** `#` comment lines (blank lines are not counted at all). */
  comment: number;
  /** Not an NMEA sentence, or a VDM/VDO sentence with malformed fields or payload characters. */
  garbage: number;
  /** Checksum missing or wrong. */
  checksum: number;
  /** `$P…` proprietary sentences. */
  proprietary: number;
  /** Well-formed NMEA sentences other than VDM/VDO ($GPGGA …). */
  otherSentence: number;
  /** Fragments whose message never completed (out of order, superseded, expired, flushed) and type 24 part B without part A. */
  orphanPart: number;
  /** Payloads shorter than their message type needs (including empty ones). */
  truncated: number;
  /** Payloads longer than gpsd 3.22 accepts for their message type (e.g. a type 25 over 168 bits). */
  oversized: number;
  /** Message types the decoder does not decode (not in `SUPPORTED_AIS_TYPES`). */
  unsupportedType: number;
}

export interface AisDecoderStats {
  lines: number;
  decoded: number;
  skipped: AisSkipCounts;
  /** Fragments waiting for the rest of their message. */
  pendingParts: number;
  /** Tag blocks ignored for a bad checksum or format (their sentences were still decoded). */
  tagBlocksIgnored: number;
}

export interface AisDecoder {
  /** Decodes one line; returns the messages it completed (usually zero or one). */
  push(line: string): readonly AisMessage[];
  /** Ends the stream: incomplete multipart messages are counted as orphans and dropped. */
  flush(): void;
  stats(): AisDecoderStats;
}

interface Pending {
  fragments: VdmFragment[];
  startedAt: number;
}

const NONE: readonly AisMessage[] = Object.freeze([]);

/**
 * A streaming NMEA 0183 AIVDM/AIVDO decoder producing gpsd-shaped messages. Multipart messages
 * are reassembled per (sequence id, channel, part count), so interleaved messages on one channel
 * both complete (gpsd keeps one buffer per channel and drops the first).
 */
export function createAisDecoder(options: AisDecoderOptions = {}): AisDecoder {
  const scaled = options.scaled ?? false;
  const now = options.now ?? Date.now;
  const timeout = options.partTimeoutMs ?? 10_000;
  const maxPending = options.maxPending ?? 256;
  const pairing = new StaticPairing(options.split24 ?? false);
  const pending = new Map<string, Pending>();
  const skipped: AisSkipCounts = {
    comment: 0,
    garbage: 0,
    checksum: 0,
    proprietary: 0,
    otherSentence: 0,
    orphanPart: 0,
    truncated: 0,
    oversized: 0,
    unsupportedType: 0,
  };
  let lines = 0;
  let decoded = 0;
  let tagBlocksIgnored = 0;
  let lastSweep = 0;

  const drop = (key: string, entry: Pending) => {
    skipped.orphanPart += entry.fragments.length;
    pending.delete(key);
  };

  function sweep(at: number): void {
    lastSweep = at;
    for (const [key, entry] of pending) if (at - entry.startedAt > timeout) drop(key, entry);
  }

  /** The complete message's fragments (two or more), or undefined while parts are missing. */
  function assemble(fragment: VdmFragment): VdmFragment[] | undefined {
    const key = `${fragment.sequence}|${fragment.channel}|${fragment.total}`;
    const entry = pending.get(key);
    if (fragment.number === 1) {
      if (entry) drop(key, entry);
      if (pending.size >= maxPending) {
        const [oldestKey, oldest] = pending.entries().next().value as [string, Pending];
        drop(oldestKey, oldest);
      }
      pending.set(key, { fragments: [fragment], startedAt: now() });
      return undefined;
    }
    if (!entry || entry.fragments.length !== fragment.number - 1) {
      skipped.orphanPart += 1;
      if (entry) drop(key, entry);
      return undefined;
    }
    entry.fragments.push(fragment);
    if (fragment.number < fragment.total) return undefined;
    pending.delete(key);
    return entry.fragments;
  }

  function emitMultipart(fragments: VdmFragment[]): readonly AisMessage[] {
    const payload = fragments.map((f) => f.payload).join('');
    const last = fragments[fragments.length - 1] as VdmFragment;
    return emit(payload, last.fillBits, mergeTags(fragments.map((f) => f.tags)));
  }

  function emit(payload: string, fillBits: number, tags: TagBlock | undefined): readonly AisMessage[] {
    const result = decodePayload(payload, fillBits, scaled);
    if (typeof result === 'string') {
      skipped[result] += 1;
      return NONE;
    }
    let message: AisMessage;
    if (result.class === undefined) {
      const paired = pairing.accept(result, scaled);
      if (paired === 'held') return NONE;
      if (paired === 'unpaired') {
        skipped.orphanPart += 1;
        return NONE;
      }
      message = paired;
    } else {
      message = result;
    }
    // Object.assign keeps gpsd's key order: class, device, then the rest.
    if (options.device !== undefined)
      message = Object.assign({ class: 'AIS' as const, device: options.device }, message);
    if (tags) message.tagblock = tags;
    decoded += 1;
    return [message];
  }

  return {
    push(line) {
      lines += 1;
      const parsed = parseLine(line);
      if (parsed.kind !== 'vdm') {
        if (parsed.kind !== 'blank') skipped[parsed.kind] += 1;
        return NONE;
      }
      if (!parsed.tagsValid) tagBlocksIgnored += 1;
      if (pending.size > 0) {
        const at = now();
        if (at - lastSweep >= 1000) sweep(at);
      }
      if (parsed.total === 1) return emit(parsed.payload, parsed.fillBits, parsed.tags);
      const fragments = assemble(parsed);
      return fragments ? emitMultipart(fragments) : NONE;
    },
    flush() {
      for (const [key, entry] of pending) drop(key, entry);
    },
    stats() {
      let pendingParts = 0;
      for (const entry of pending.values()) pendingParts += entry.fragments.length;
      return { lines, decoded, skipped: { ...skipped }, pendingParts, tagBlocksIgnored };
    },
  };
}
