import type { Vessel, VesselState, World } from '../../../world/model.js';

/**
 * A hand-written world for the AIS tests: class A and class B vessels sailing straight lines at
 * constant speed (including one crossing 180° and one in the southern/western hemisphere), one
 * moored and one at anchor. Positions are exact functions of t so tests can compare.
 */

export const FIXTURE_T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

const base = {
  flag: 'Hong Kong',
  draughtM: 12,
  teu: 0,
  serviceCode: null,
  operatorScac: null,
  homePort: null,
  serviceSpeedKn: 18,
} satisfies Partial<Vessel>;

export const FIXTURE_VESSELS: readonly Vessel[] = [
  {
    ...base,
    imo: '9811000',
    mmsi: '477123400',
    name: 'EVER GIVEN',
    callSign: 'H3RC',
    shipType: 71,
    aisClass: 'A',
    lengthM: 400,
    beamM: 59,
    teu: 20_000,
  },
  {
    ...base,
    imo: '9454448',
    mmsi: '563012300',
    name: 'Cosco Shípping-Aries',
    callSign: '9V2345',
    shipType: 70,
    aisClass: 'A',
    lengthM: 366,
    beamM: 51,
  },
  {
    ...base,
    imo: '9321483',
    mmsi: '636091234',
    name: 'MAERSK EL.PASO',
    callSign: 'D5AB7',
    shipType: 79,
    aisClass: 'A',
    lengthM: 300,
    beamM: 40,
  },
  {
    ...base,
    imo: '9398400',
    mmsi: '244650123',
    name: 'MOORED STAR',
    callSign: 'PBCD',
    shipType: 70,
    aisClass: 'A',
    lengthM: 200,
    beamM: 32,
  },
  {
    ...base,
    imo: '9400001',
    mmsi: '211234560',
    name: 'ANCHOR QUEEN',
    callSign: 'DABC',
    shipType: 80,
    aisClass: 'A',
    lengthM: 250,
    beamM: 44,
  },
  {
    ...base,
    imo: '0',
    mmsi: '477998877',
    name: 'HARBOUR TUG 7',
    callSign: 'VRX7',
    shipType: 52,
    aisClass: 'B',
    lengthM: 32,
    beamM: 11,
    homePort: 'HKHKG',
  },
  {
    ...base,
    imo: '0',
    mmsi: '244123987',
    name: 'PILOT BOAT ROTTERDAM',
    callSign: 'PD4321',
    shipType: 50,
    aisClass: 'B',
    lengthM: 20,
    beamM: 6,
    homePort: 'NLRTM',
  },
];

interface Track {
  lon: number;
  lat: number;
  sogKn: number;
  cogDeg: number;
  navStatus: number;
  destination: string | null;
}

const TRACKS: Record<string, Track> = {
  '477123400': { lon: 114.1, lat: 22.2, sogKn: 17.3, cogDeg: 45.2, navStatus: 0, destination: 'CNSHA' },
  '563012300': { lon: 179.99, lat: -12.5, sogKn: 21.7, cogDeg: 93.4, navStatus: 0, destination: 'USLAX' },
  '636091234': {
    lon: -74.05,
    lat: 40.5,
    sogKn: 12.1,
    cogDeg: 201.9,
    navStatus: 0,
    destination: 'BR SSZ>US NYC',
  },
  '244650123': { lon: 4.05, lat: 51.95, sogKn: 0, cogDeg: 0, navStatus: 5, destination: 'NLRTM' },
  '211234560': { lon: 8.35, lat: 53.95, sogKn: 0.2, cogDeg: 310, navStatus: 1, destination: 'DEHAM' },
  '477998877': { lon: 114.15, lat: 22.3, sogKn: 6.4, cogDeg: 270.5, navStatus: 0, destination: null },
  '244123987': { lon: 4.0, lat: 51.98, sogKn: 14.8, cogDeg: 355.1, navStatus: 0, destination: null },
};

/** Straight line at constant speed from the track's start position at FIXTURE_T0. */
export function fixtureStateAt(vessel: Vessel, t: number): VesselState {
  const track = TRACKS[vessel.mmsi];
  if (!track) throw new Error(`no fixture track for ${vessel.mmsi}`);
  const hours = (t - FIXTURE_T0) / 3_600_000;
  const nm = track.sogKn * hours;
  const rad = (track.cogDeg * Math.PI) / 180;
  const lat = track.lat + (nm * Math.cos(rad)) / 60;
  const rawLon = track.lon + (nm * Math.sin(rad)) / (60 * Math.cos((track.lat * Math.PI) / 180));
  return {
    lon: ((((rawLon + 180) % 360) + 360) % 360) - 180,
    lat,
    sogKn: track.sogKn,
    cogDeg: track.cogDeg,
    headingDeg: Math.round(track.cogDeg + 2) % 360,
    navStatus: track.navStatus,
    voyageId: track.destination ? `FX-${vessel.imo}-0` : null,
    destination: track.destination,
    eta: track.destination ? FIXTURE_T0 + 3 * 86_400_000 + 37 * 60_000 : null,
    draughtM: vessel.aisClass === 'A' ? 11.4 : 2.1,
  };
}

export const fixtureWorld: Pick<World, 'vessels' | 'vesselStateAt'> = {
  vessels: FIXTURE_VESSELS,
  vesselStateAt: fixtureStateAt,
};
