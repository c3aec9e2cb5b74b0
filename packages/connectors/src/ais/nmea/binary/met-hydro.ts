import type { BitReader } from '../bits.js';
import { iceText, precipitationText, trendText } from './legends.js';
import { thousandthMinutes } from './positions.js';
import { printfFixed } from './printf-fixed.js';
import { dayTimeZ } from './time-text.js';

/**
 * Meteorological and hydrological data, broadcast (type 8, DAC 1): FI 11 from IMO SN/Circ.236
 * and its successor FI 31 from IMO SN.1/Circ.289. Unscaled values are the raw fields; scaled ones
 * are gpsd 3.22's renderings (positions in degrees to four decimals, tenths, offsets removed).
 * Codes print as numbers unscaled and as gpsd's words scaled.
 */

const tenths = (raw: number): number => printfFixed(raw / 10, 1);

interface CurrentsAndWaves {
  cspeed: number;
  cdir: number;
  cspeed2: number;
  cdir2: number;
  cdepth2: number;
  cspeed3: number;
  cdir3: number;
  cdepth3: number;
  waveheight: number;
  waveperiod: number;
  wavedir: number;
  swellheight: number;
  swellperiod: number;
  swelldir: number;
  seastate: number;
}

export interface MetHydro236 extends CurrentsAndWaves {
  lat: number;
  lon: number;
  timestamp: string;
  wspeed: number;
  wgust: number;
  wdir: number;
  wgustdir: number;
  humidity: number;
  airtemp: number;
  dewpoint: number;
  pressure: number;
  pressuretend: number | string;
  visibility: number;
  waterlevel: number;
  leveltrend: number | string;
  watertemp: number;
  preciptype: number;
  preciptype_text: string;
  salinity: number;
  ice: number;
  ice_text: string;
}

export interface MetHydro289 extends CurrentsAndWaves {
  lat: number;
  lon: number;
  accuracy: boolean;
  timestamp: string;
  wspeed: number;
  wgust: number;
  wdir: number;
  wgustdir: number;
  humidity: number;
  airtemp: number;
  dewpoint: number;
  pressure: number;
  pressuretend: number | string;
  visgreater: boolean;
  visibility: number;
  waterlevel: number;
  leveltrend: number | string;
  watertemp: number;
  preciptype: number | string;
  salinity: number;
  ice: number | string;
}

/** Currents, waves, swell and sea state: the same widths in both, from `at`. */
function currentsAndWaves(b: BitReader, at: number, scaled: boolean): CurrentsAndWaves {
  const speed = (raw: number) => (scaled ? tenths(raw) : raw);
  return {
    cspeed: speed(b.u(at, 8)),
    cdir: b.u(at + 8, 9),
    cspeed2: speed(b.u(at + 17, 8)),
    cdir2: b.u(at + 25, 9),
    cdepth2: b.u(at + 34, 5),
    cspeed3: speed(b.u(at + 39, 8)),
    cdir3: b.u(at + 47, 9),
    cdepth3: b.u(at + 56, 5),
    waveheight: speed(b.u(at + 61, 8)),
    waveperiod: b.u(at + 69, 6),
    wavedir: b.u(at + 75, 9),
    swellheight: speed(b.u(at + 84, 8)),
    swellperiod: b.u(at + 92, 6),
    swelldir: b.u(at + 98, 9),
    seastate: b.u(at + 107, 4),
  };
}

/** DAC 1 FI 11: fields are unsigned with offsets (air temperature −60 °C, pressure 800 hPa …). */
export function decodeMetHydro236(b: BitReader, scaled: boolean): MetHydro236 {
  const lat = b.s(56, 24);
  const lon = b.s(80, 25);
  const airtemp = b.u(153, 11);
  const dewpoint = b.u(171, 10);
  const pressure = b.u(181, 9);
  const pressuretend = b.u(190, 2);
  const visibility = b.u(192, 8);
  const waterlevel = b.u(200, 9);
  const leveltrend = b.u(209, 2);
  const watertemp = b.u(322, 10);
  const preciptype = b.u(332, 3);
  const salinity = b.u(335, 9);
  const ice = b.u(344, 2);
  return {
    lat: scaled ? thousandthMinutes(lat) : lat,
    lon: scaled ? thousandthMinutes(lon) : lon,
    timestamp: dayTimeZ(b.u(105, 5), b.u(110, 5), b.u(115, 6)),
    wspeed: b.u(121, 7),
    wgust: b.u(128, 7),
    wdir: b.u(135, 9),
    wgustdir: b.u(144, 9),
    humidity: b.u(164, 7),
    airtemp: scaled ? tenths(airtemp - 600) : airtemp,
    dewpoint: scaled ? tenths(dewpoint - 200) : dewpoint,
    pressure: scaled ? pressure + 800 : pressure,
    pressuretend: scaled ? trendText(pressuretend) : pressuretend,
    visibility: scaled ? tenths(visibility) : visibility,
    waterlevel: scaled ? tenths(waterlevel - 100) : waterlevel,
    leveltrend: scaled ? trendText(leveltrend) : leveltrend,
    ...currentsAndWaves(b, 211, scaled),
    watertemp: scaled ? tenths(watertemp - 100) : watertemp,
    preciptype,
    preciptype_text: precipitationText(preciptype),
    salinity: scaled ? tenths(salinity) : salinity,
    ice,
    ice_text: iceText(ice),
  };
}

/**
 * DAC 1 FI 31: temperatures are signed. gpsd 3.22 removes the water level's 10 m offset in
 * unsigned arithmetic, so a level below the offset prints as a huge value; we reproduce that.
 */
export function decodeMetHydro289(b: BitReader, scaled: boolean): MetHydro289 {
  const lon = b.s(56, 25);
  const lat = b.s(81, 24);
  const airtemp = b.s(154, 11);
  const dewpoint = b.s(172, 10);
  const pressure = b.u(182, 9);
  const pressuretend = b.u(191, 2);
  const visibility = b.u(194, 7);
  const waterlevel = b.u(201, 12);
  const leveltrend = b.u(213, 2);
  const watertemp = b.s(326, 10);
  const preciptype = b.u(336, 3);
  const salinity = b.u(339, 9);
  const ice = b.u(348, 2);
  return {
    lat: scaled ? thousandthMinutes(lat) : lat,
    lon: scaled ? thousandthMinutes(lon) : lon,
    accuracy: b.u(105, 1) !== 0,
    timestamp: dayTimeZ(b.u(106, 5), b.u(111, 5), b.u(116, 6)),
    wspeed: b.u(122, 7),
    wgust: b.u(129, 7),
    wdir: b.u(136, 9),
    wgustdir: b.u(145, 9),
    humidity: b.u(165, 7),
    airtemp: scaled ? tenths(airtemp) : airtemp,
    dewpoint: scaled ? tenths(dewpoint) : dewpoint,
    pressure: scaled ? pressure + 799 : pressure,
    pressuretend: scaled ? trendText(pressuretend) : pressuretend,
    visgreater: b.u(193, 1) !== 0,
    visibility: scaled ? tenths(visibility) : visibility,
    waterlevel: scaled ? printfFixed(((waterlevel - 1000) >>> 0) / 100, 1) : waterlevel,
    leveltrend: scaled ? trendText(leveltrend) : leveltrend,
    ...currentsAndWaves(b, 215, scaled),
    watertemp: scaled ? tenths(watertemp) : watertemp,
    preciptype: scaled ? precipitationText(preciptype) : preciptype,
    salinity: scaled ? tenths(salinity) : salinity,
    ice: scaled ? iceText(ice) : ice,
  };
}
