import { once } from 'node:events';
import { createRequire } from 'node:module';

/**
 * The independent decoders the tests check the encoder against (test-only dependencies):
 * ais-stream-decoder for types 1–5, 18 and 24 (with flags, EPFD, ETA, DTE), ggencoder for
 * type 19, which the former lacks. Both are CommonJS, loaded through require.
 */
const require = createRequire(import.meta.url);

/** A decoded message as ais-stream-decoder reports it (field names are the library's). */
export type Decoded = Record<string, unknown> & { type: number; mmsi: number; sentences: string[] };

interface AisDecoderStream {
  on(event: 'data', listener: (json: string) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  write(line: string): boolean;
  end(): void;
}
const AisDecoder = (
  require('ais-stream-decoder') as { default: new (o?: { silent?: boolean }) => AisDecoderStream }
).default;

/** Decodes lines in order with ais-stream-decoder; throws on the first error unless `silent`. */
export async function decodeWithAisStreamDecoder(
  lines: readonly string[],
  silent = false,
): Promise<Decoded[]> {
  const decoder = new AisDecoder({ silent });
  const out: Decoded[] = [];
  let failure: Error | undefined;
  decoder.on('data', (json) => out.push(JSON.parse(json) as Decoded));
  decoder.on('error', (error) => {
    failure = error;
  });
  const ended = once(decoder as unknown as NodeJS.EventEmitter, 'end');
  for (const line of lines) decoder.write(line);
  decoder.end();
  if (!failure) await ended;
  if (failure) throw failure;
  return out;
}

/** ggencoder's decode result (its own field names: aistype, shipname, dimA … ). */
export type GgDecoded = Record<string, unknown> & { valid: boolean; aistype: number; mmsi: string };

const { AisDecode } = require('ggencoder') as {
  AisDecode: new (line: string, session?: Record<string, unknown>) => GgDecoded;
};

/** Decodes complete messages (multipart via a session) with ggencoder; keeps the valid ones. */
export function decodeWithGgencoder(lines: readonly string[]): GgDecoded[] {
  const out: GgDecoded[] = [];
  let session: Record<string, unknown> = {};
  for (const line of lines) {
    const decoded = new AisDecode(line, session);
    if (decoded.valid) {
      out.push(decoded);
      session = {};
    }
  }
  return out;
}

/** Loose pattern of a real AIVDM sentence (gpsd's sentence layer description). */
export const AIVDM_SENTENCE =
  /^!AIVDM,([1-9]),([1-9]),([0-9]?),([AB12]),([0-9:;<=>?@A-W`a-w]{1,61}),([0-5])\*([0-9A-F]{2})$/;

/** True when the `*hh` checksum equals the XOR of the characters between '!'/'$' and '*'. */
export function checksumValid(line: string): boolean {
  const star = line.lastIndexOf('*');
  if (star < 0) return false;
  let sum = 0;
  for (let i = 1; i < star; i++) sum ^= line.charCodeAt(i);
  return line.slice(star + 1) === sum.toString(16).toUpperCase().padStart(2, '0');
}
