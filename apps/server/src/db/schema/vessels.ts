import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * AIS storage (issue 7). Coordinates are kept as integer micro-degrees (the wire unit of the
 * vessel calls, views.md §9: ×1e6), speed and course in tenths (AIS's own resolution), so a
 * position row is a few dozen bytes and six months of tracks stay small.
 */

/** The vessel registry, filled from static AIS messages (types 5, 19, 24) and the MMSI's MID. */
export const vessels = pgTable(
  'vessels',
  {
    mmsi: integer('mmsi').primaryKey(),
    imo: integer('imo'),
    name: text('name'),
    callsign: text('callsign'),
    /** AIS ship and cargo type, 0–99. */
    shipType: smallint('ship_type'),
    toBow: smallint('to_bow'),
    toStern: smallint('to_stern'),
    toPort: smallint('to_port'),
    toStarboard: smallint('to_starboard'),
    /** Metres. */
    draught: real('draught'),
    destination: text('destination'),
    /** The AIS ETA (month, day, hour, minute) placed in the year it next falls on. */
    eta: timestamp('eta', { withTimezone: true }),
    /** The flag state as data/ais/mid_country_codes.csv names it, from the MMSI's Maritime Identification Digits. */
    flag: text('flag'),
    /** AIS class: 'A' (types 1–5) or 'B' (18, 19, 24). */
    aisClass: text('ais_class'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vessels_imo_idx').on(t.imo)],
);

const positionColumns = {
  mmsi: integer('mmsi').notNull(),
  /** When the position was reported (tag-block time, else the time it was received). */
  at: timestamp('at', { withTimezone: true }).notNull(),
  latE6: integer('lat_e6').notNull(),
  lonE6: integer('lon_e6').notNull(),
  /** Speed over ground in 0.1 knot; null when not available (AIS 1023). */
  sog: smallint('sog'),
  /** Course over ground in 0.1°; null when not available (AIS 3600). */
  cog: smallint('cog'),
  /** True heading in degrees; null when not available (AIS 511). */
  heading: smallint('heading'),
  /** Navigation status 0–15 (class A); null for class B. */
  navStatus: smallint('nav_status'),
};

/**
 * Every kept position, partitioned by month on `at` (the migration declares the partitioning,
 * which drizzle-kit cannot express): a track query reads one vessel's rows of a time range
 * through the primary key, and retention drops whole months (services/ais/position-partitions).
 */
export const vesselPositions = pgTable('vessel_positions', positionColumns, (t) => [
  primaryKey({ name: 'vessel_positions_pk', columns: [t.mmsi, t.at] }),
]);

/**
 * The same tracks at most one position per 10 minutes, also partitioned by month: a query over
 * weeks or months reads this (≈ 26,000 rows for six months of one ship) instead of the full
 * track (≈ 525,000 at one position per 30 s).
 */
export const vesselTrackOverview = pgTable('vessel_track_overview', positionColumns, (t) => [
  primaryKey({ name: 'vessel_track_overview_pk', columns: [t.mmsi, t.at] }),
]);

/** The newest position of each vessel: the hot row every map and lookup reads. */
export const vesselLatest = pgTable(
  'vessel_latest',
  {
    ...positionColumns,
    mmsi: integer('mmsi').primaryKey(),
  },
  (t) => [index('vessel_latest_at_idx').on(t.at)],
);

/**
 * AIS stations that are not ships (issue 19): shore base stations (type 4), aids to navigation
 * (type 21) and SAR aircraft (type 9), one row per MMSI holding its latest report. Their reports
 * are never kept as a track (a buoy repeats its place every three minutes); a station silent for
 * AIS_RETENTION_DAYS is deleted by the `ais.retention` job. Units as for positions.
 */
export const aisStations = pgTable(
  'ais_stations',
  {
    mmsi: integer('mmsi').primaryKey(),
    /** 'base-station', 'aid-to-navigation' or 'sar-aircraft'. */
    kind: text('kind').notNull(),
    /** When the latest report was made (tag-block time, else received). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    latE6: integer('lat_e6').notNull(),
    lonE6: integer('lon_e6').notNull(),
    /** Fix type (EPFD) 1–15; null when undefined. */
    epfd: smallint('epfd'),
    /** Aid to navigation: name, type 0–31, size, virtual and off-position flags. */
    name: text('name'),
    aidType: smallint('aid_type'),
    toBow: smallint('to_bow'),
    toStern: smallint('to_stern'),
    toPort: smallint('to_port'),
    toStarboard: smallint('to_starboard'),
    virtualAid: boolean('virtual_aid'),
    offPosition: boolean('off_position'),
    /** SAR aircraft: altitude in metres, speed over ground in 0.1 knot, course in 0.1°. */
    altitude: smallint('altitude'),
    sog: smallint('sog'),
    cog: smallint('cog'),
  },
  (t) => [index('ais_stations_at_idx').on(t.at), index('ais_stations_lat_lon_idx').on(t.latE6, t.lonE6)],
);
