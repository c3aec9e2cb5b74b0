/**
 * The package's `@tracklane/connectors/ais-nmea` entry: the decoder and its JSON rendering
 * alone, for callers such as `ais decode` that should not load every connector the package
 * root brings (ajv, undici, yaml).
 */
export {
  type AisDecoder,
  type AisDecoderOptions,
  type AisDecoderStats,
  type AisSkipCounts,
  createAisDecoder,
} from './decoder.js';
export { aisMessageJson } from './json.js';
export { AisJsonLineWriter } from './json-bytes.js';
export type * from './messages.js';
