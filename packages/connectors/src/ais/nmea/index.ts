import type { ProviderConnector } from '../../connector.js';
import { parseFeedUrl } from './feed-source.js';

/**
 * NMEA 0183 AIS (issue 7, vessels): decodes !AIVDM/!AIVDO feeds — over TCP, UDP or from recorded
 * files — into messages shaped like gpsd's AIS JSON, the reference decoder the tests compare with.
 * Names exported from the package root carry "Ais" so they never clash with other connectors'.
 */
export {
  type BackoffOptions as AisBackoffOptions,
  backoffDelay as aisBackoffDelay,
  connectTcpFeed as connectAisTcpFeed,
  type TcpFeed as AisTcpFeed,
  type TcpFeedEvent as AisTcpFeedEvent,
  type TcpFeedOptions as AisTcpFeedOptions,
} from './client.js';
export {
  type AisDecoder,
  type AisDecoderOptions,
  type AisDecoderStats,
  type AisSkipCounts,
  createAisDecoder,
} from './decoder.js';
export {
  type FeedSource as AisFeedSource,
  parseFeedUrl as parseAisFeedUrl,
} from './feed-source.js';
export {
  listenUdpFeed as listenAisUdpFeed,
  replayFile as replayAisFile,
  type UdpFeed as AisUdpFeed,
  type UdpFeedOptions as AisUdpFeedOptions,
} from './feeds.js';
export { aisMessageJson } from './json.js';
export {
  type AisPositionRecord,
  type AisRecordInput,
  type AisStationKind,
  type AisStationRecord,
  type AisVesselStatic,
  etaOf as aisEtaOf,
  positionOf as aisPositionOf,
  staticOf as aisStaticOf,
  stationOf as aisStationOf,
} from './mapping.js';
export type * from './messages.js';
export { SUPPORTED_AIS_TYPES } from './messages.js';
export type { TagBlock as AisTagBlock } from './tag-block.js';

/** The server runs the feed itself (a stream, not requests): the client is where the feed comes from. */
export const nmeaAisConnector: ProviderConnector<'ais-feed'> = {
  id: 'nmea-0183-ais',
  kind: 'ais',
  provides: 'ais-feed',
  name: 'NMEA 0183 AIS (AIVDM/AIVDO over TCP, UDP or file)',
  create: ({ baseUrl }) => parseFeedUrl(baseUrl),
  capabilities: ['tcp-feed', 'udp-feed', 'file-replay', 'gpsd-json'],
};
