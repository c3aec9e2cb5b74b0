import { inflateRawSync } from 'node:zlib';

/** What an .xlsx may unpack to, all entries together: far above any 5,000-row sheet (≈ 2 MB). */
export const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Deflate seldom packs sheet XML tighter than ~20:1; a bomb packs at 1000:1. */
export const XLSX_MAX_RATIO = 100;
const MAX_ENTRIES = 10_000;

export type ZipVerdict = { ok: true } | { ok: false; reason: 'corrupt' | 'bomb' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Judges an .xlsx (a zip) before exceljs inflates it, by reading the zip ourselves — no library:
 * the end-of-central-directory record, then every central directory entry's declared sizes.
 * Refused as a bomb: ZIP64 (no sheet of 5,000 rows needs it), more than XLSX_MAX_UNPACKED_BYTES
 * declared in all, or an entry packed tighter than XLSX_MAX_RATIO. Declared sizes can lie, so each
 * deflated entry is then inflated with zlib's `maxOutputLength` set to what it declared (and the
 * bound): an entry that inflates to more stops there, and the memory used is bounded by the sum
 * of the declared sizes. Anything that does not parse as a zip is 'corrupt'.
 */
export function checkXlsxZip(data: Buffer): ZipVerdict {
  if (data.length < 22) return { ok: false, reason: 'corrupt' };
  // The EOCD record is within the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 65_535); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'corrupt' };
  const entries = data.readUInt16LE(eocd + 10);
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
    return { ok: false, reason: 'bomb' };
  if (entries === 0 || entries > MAX_ENTRIES || cdOffset + cdSize > data.length) {
    return { ok: false, reason: 'corrupt' };
  }
  let at = cdOffset;
  let declared = 0;
  const found: { method: number; compressed: number; size: number; local: number }[] = [];
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'corrupt' };
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const local = data.readUInt32LE(at + 42);
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff)
      return { ok: false, reason: 'bomb' };
    declared += size;
    if (declared > XLSX_MAX_UNPACKED_BYTES) return { ok: false, reason: 'bomb' };
    // Tiny entries compress by large ratios legitimately ([Content_Types] of a few hundred bytes).
    if (size > 1024 * 1024 && size > Math.max(1, compressed) * XLSX_MAX_RATIO)
      return { ok: false, reason: 'bomb' };
    found.push({ method, compressed, size, local });
    at += 46 + nameLength + extraLength + commentLength;
  }
  for (const entry of found) {
    if (entry.local + 30 > data.length || data.readUInt32LE(entry.local) !== LOCAL) {
      return { ok: false, reason: 'corrupt' };
    }
    const start =
      entry.local + 30 + data.readUInt16LE(entry.local + 26) + data.readUInt16LE(entry.local + 28);
    if (start + entry.compressed > data.length) return { ok: false, reason: 'corrupt' };
    if (entry.method === 0) {
      if (entry.compressed !== entry.size) return { ok: false, reason: 'corrupt' };
      continue;
    }
    if (entry.method !== 8) return { ok: false, reason: 'corrupt' };
    try {
      inflateRawSync(data.subarray(start, start + entry.compressed), {
        maxOutputLength: Math.max(1, Math.min(entry.size, XLSX_MAX_UNPACKED_BYTES)),
      });
    } catch (err) {
      // More output than declared: the central directory lied about the size.
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'bomb' };
      return { ok: false, reason: 'corrupt' };
    }
  }
  return { ok: true };
}
