/**
 * The sandbox AIS provider: a live NMEA 0183 !AIVDM feed over TCP rendered from the world, and
 * recording/replay of such feeds as NMEA files.
 */
export type {
  AidToNavigation,
  AisFeed,
  AisFeedOptions,
  AisShoreStations,
  AisWorld,
  BaseStation,
  SarAircraft,
  SentenceGroup,
} from './feed.js';
export { startAisFeed } from './feed.js';
export { type RecordAisOptions, recordAis } from './record.js';
export { type AisReplayOptions, type AisReplayServer, startAisReplayServer } from './replay.js';
export { type AisServer, type AisServerOptions, type AisServerStats, startAisServer } from './server.js';
export { DEFAULT_SHORE_STATIONS } from './shore-stations.js';
