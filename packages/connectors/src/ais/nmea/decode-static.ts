import type { BitReader } from './bits.js';
import { trimTrailingSpaces } from './bits.js';
import { aidTypeText, epfdText, shipTypeText } from './codes.js';
import type {
  AisAidToNavigationReport,
  AisClassBExtendedReport,
  AisStaticDataB,
  AisStaticVoyageData,
} from './messages.js';
import { degrees, eta, tenths } from './scale.js';

/** Static and voyage data, aids to navigation and class B static parts (gpsd 3.22 offsets). */

export function decodeStaticVoyage(b: BitReader, scaled: boolean): AisStaticVoyageData | 'truncated' {
  // Many transmitters send 420 or 422 bits instead of 424; gpsd accepts them and so do we.
  if (b.length < 420) return 'truncated';
  const shiptype = b.u(232, 8);
  const epfd = b.u(270, 4);
  const draught = b.u(294, 8);
  return {
    class: 'AIS',
    type: 5,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    imo: b.u(40, 30),
    ais_version: b.u(38, 2),
    callsign: b.text(70, 7),
    shipname: b.text(112, 20),
    shiptype,
    shiptype_text: shipTypeText(shiptype),
    to_bow: b.u(240, 9),
    to_stern: b.u(249, 9),
    to_port: b.u(258, 6),
    to_starboard: b.u(264, 6),
    epfd,
    epfd_text: epfdText(epfd),
    eta: eta(b.u(274, 4), b.u(278, 5), b.u(283, 5), b.u(288, 6)),
    draught: scaled ? tenths(draught) : draught,
    destination: b.text(302, 20),
    dte: b.length >= 423 ? b.u(422, 1) : 0,
  };
}

export function decodeExtendedB(b: BitReader, scaled: boolean): AisClassBExtendedReport | 'truncated' {
  if (b.length < 312) return 'truncated';
  const speed = b.u(46, 10);
  const lon = b.s(57, 28);
  const lat = b.s(85, 27);
  const course = b.u(112, 12);
  const shiptype = b.u(263, 8);
  const epfd = b.u(301, 4);
  return {
    class: 'AIS',
    type: 19,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    reserved: b.u(38, 8),
    speed: scaled ? tenths(speed) : speed,
    accuracy: b.u(56, 1) !== 0,
    lon: scaled ? degrees(lon) : lon,
    lat: scaled ? degrees(lat) : lat,
    course: scaled ? tenths(course) : course,
    heading: b.u(124, 9),
    second: b.u(133, 6),
    regional: b.u(139, 4),
    shipname: b.text(143, 20),
    shiptype,
    shiptype_text: shipTypeText(shiptype),
    to_bow: b.u(271, 9),
    to_stern: b.u(280, 9),
    to_port: b.u(289, 6),
    to_starboard: b.u(295, 6),
    epfd,
    epfd_text: epfdText(epfd),
    raim: b.u(305, 1) !== 0,
    dte: b.u(306, 1),
    assigned: b.u(307, 1) !== 0,
  };
}

export function decodeAidToNavigation(b: BitReader, scaled: boolean): AisAidToNavigationReport | 'truncated' {
  if (b.length < 272) return 'truncated';
  const aidType = b.u(38, 5);
  const lon = b.s(164, 28);
  const lat = b.s(192, 27);
  const epfd = b.u(249, 4);
  // A full 20-character name continues in the name extension after bit 272 (up to 14 more).
  let name = b.rawText(43, 20);
  if (name.length === 20 && b.length > 272) name += b.text(272, Math.floor((b.length - 272) / 6));
  return {
    class: 'AIS',
    type: 21,
    repeat: b.u(6, 2),
    mmsi: b.u(8, 30),
    scaled,
    aid_type: aidType,
    aid_type_text: aidTypeText(aidType),
    name: trimTrailingSpaces(name),
    accuracy: b.u(163, 1) !== 0,
    lon: scaled ? degrees(lon) : lon,
    lat: scaled ? degrees(lat) : lat,
    to_bow: b.u(219, 9),
    to_stern: b.u(228, 9),
    to_port: b.u(237, 6),
    to_starboard: b.u(243, 6),
    epfd,
    epfd_text: epfdText(epfd),
    second: b.u(253, 6),
    regional: b.u(260, 8),
    off_position: b.u(259, 1) !== 0,
    raim: b.u(268, 1) !== 0,
    virtual_aid: b.u(269, 1) !== 0,
  };
}

/** Auxiliary craft of a mothership have MMSIs 98xxxxxxx (ITU-R M.585). */
export const isAuxiliaryMmsi = (mmsi: number): boolean => Math.floor(mmsi / 10_000_000) === 98;

/** Type 24 part A: the ship name. */
export function decodeStaticPartA(b: BitReader): string | 'truncated' {
  return b.length < 160 ? 'truncated' : b.text(40, 20);
}

/** Type 24 part B fields. */
export function decodeStaticPartB(b: BitReader, mmsi: number): AisStaticDataB | 'truncated' {
  if (b.length < 168) return 'truncated';
  const shiptype = b.u(40, 8);
  const part: AisStaticDataB = {
    shiptype,
    shiptype_text: shipTypeText(shiptype),
    vendorid: b.text(48, 7),
    // ITU-R M.1371-4 carved model and serial out of the vendor id's last four characters;
    // like gpsd we unpack both readings.
    model: b.u(66, 4),
    serial: b.u(70, 20),
    callsign: b.text(90, 7),
  };
  if (isAuxiliaryMmsi(mmsi)) {
    part.mothership_mmsi = b.u(132, 30);
  } else {
    part.to_bow = b.u(132, 9);
    part.to_stern = b.u(141, 9);
    part.to_port = b.u(150, 6);
    part.to_starboard = b.u(156, 6);
  }
  return part;
}
