import { aisMessageJson } from './json.js';
import type {
  AisBaseStationReport,
  AisClassBPositionReport,
  AisMessage,
  AisPositionReport,
  AisUtcDateResponse,
} from './messages.js';

/** Chunks handed to the sink are about this size; fewer, larger writes cost less per byte. */
const CHUNK = 1 << 16;
/** Room kept free before a fast-path message: its fixed fields never take more than this. */
const FAST_ROOM = 1024;

const utf8 = new TextEncoder();

/** A constant of ours (printable ASCII) as bytes, copied with one `set` where it is written. */
const bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

const OPEN_TYPE = bytes('{"class":"AIS","type":');
const REPEAT = bytes(',"repeat":');
const MMSI = bytes(',"mmsi":');
const SCALED_TRUE = bytes(',"scaled":true');
const SCALED_FALSE = bytes(',"scaled":false');
const STATUS = bytes(',"status":');
const STATUS_TEXT = bytes(',"status_text":');
const TURN = bytes(',"turn":');
const SPEED = bytes(',"speed":');
const ACCURACY_TRUE_LON = bytes(',"accuracy":true,"lon":');
const ACCURACY_FALSE_LON = bytes(',"accuracy":false,"lon":');
const LAT = bytes(',"lat":');
const COURSE = bytes(',"course":');
const HEADING = bytes(',"heading":');
const SECOND = bytes(',"second":');
const MANEUVER = bytes(',"maneuver":');
const RAIM_TRUE_RADIO = bytes(',"raim":true,"radio":');
const RAIM_FALSE_RADIO = bytes(',"raim":false,"radio":');
const CLOSE_LINE = bytes('}\n');
const TIMESTAMP = bytes(',"timestamp":');
const EPFD = bytes(',"epfd":');
const EPFD_TEXT = bytes(',"epfd_text":');
const RESERVED = bytes(',"reserved":');
const REGIONAL = bytes(',"regional":');
const CS_TRUE = bytes(',"cs":true');
const CS_FALSE = bytes(',"cs":false');
const DISPLAY_TRUE = bytes(',"display":true');
const DISPLAY_FALSE = bytes(',"display":false');
const DSC_TRUE = bytes(',"dsc":true');
const DSC_FALSE = bytes(',"dsc":false');
const BAND_TRUE = bytes(',"band":true');
const BAND_FALSE = bytes(',"band":false');
const MSG22_TRUE = bytes(',"msg22":true');
const MSG22_FALSE = bytes(',"msg22":false');

/**
 * Writes messages as JSON lines (`aisMessageJson` + "\n", byte for byte) straight into a reused
 * byte buffer, handed to `sink` in chunks of about 64 KiB. For the types that make up most of a
 * feed (1–3, 4, 11, 18) no string is built at all: in `ais decode`, building each line as a
 * string, then joining and encoding the lines cost more CPU than decoding them. Other types go
 * through `aisMessageJson`. json-bytes.test.ts checks the bytes against it for every fixture.
 *
 * `sink` must consume the chunk before it returns: the buffer is overwritten afterwards.
 */
export class AisJsonLineWriter {
  private buffer = new Uint8Array(CHUNK + FAST_ROOM);
  private at = 0;

  constructor(private readonly sink: (chunk: Uint8Array) => void) {}

  write(m: AisMessage): void {
    if (this.at > CHUNK) this.flush();
    // The fast paths' variable parts are numbers and short code texts; a device name or tag
    // block of any length, and the other types, take the string path, which checks its room.
    if (m.device === undefined && m.tagblock === undefined) {
      switch (m.type) {
        case 1:
        case 2:
        case 3:
          this.position(m);
          return;
        case 4:
        case 11:
          this.baseStation(m);
          return;
        case 18:
          this.classB(m);
          return;
      }
    }
    this.text(aisMessageJson(m));
    this.byte(10);
  }

  /** Hands over what is buffered (call once at the end). */
  flush(): void {
    if (this.at > 0) this.sink(this.buffer.subarray(0, this.at));
    this.at = 0;
  }

  private head(m: AisMessage): void {
    this.put(OPEN_TYPE);
    this.number(m.type);
    this.put(REPEAT);
    this.number(m.repeat);
    this.put(MMSI);
    this.number(m.mmsi);
    this.put(m.scaled ? SCALED_TRUE : SCALED_FALSE);
  }

  private position(m: AisPositionReport): void {
    this.head(m);
    this.put(STATUS);
    this.number(m.status);
    this.put(STATUS_TEXT);
    this.string(m.status_text);
    this.put(TURN);
    this.value(m.turn);
    this.put(SPEED);
    this.value(m.speed);
    this.fix(m);
    this.bearing(m);
    this.put(MANEUVER);
    this.number(m.maneuver);
    this.end(m);
  }

  private baseStation(m: AisBaseStationReport | AisUtcDateResponse): void {
    this.head(m);
    this.put(TIMESTAMP);
    this.string(m.timestamp);
    this.fix(m);
    this.put(EPFD);
    this.number(m.epfd);
    this.put(EPFD_TEXT);
    this.string(m.epfd_text);
    this.end(m);
  }

  private classB(m: AisClassBPositionReport): void {
    this.head(m);
    this.put(RESERVED);
    this.number(m.reserved);
    this.put(SPEED);
    this.number(m.speed);
    this.fix(m);
    this.bearing(m);
    this.put(REGIONAL);
    this.number(m.regional);
    this.put(m.cs ? CS_TRUE : CS_FALSE);
    this.put(m.display ? DISPLAY_TRUE : DISPLAY_FALSE);
    this.put(m.dsc ? DSC_TRUE : DSC_FALSE);
    this.put(m.band ? BAND_TRUE : BAND_FALSE);
    this.put(m.msg22 ? MSG22_TRUE : MSG22_FALSE);
    this.end(m);
  }

  /** accuracy, lon, lat: every fast-path type's position, in gpsd's order. */
  private fix(m: { accuracy: boolean; lon: number; lat: number }): void {
    this.put(m.accuracy ? ACCURACY_TRUE_LON : ACCURACY_FALSE_LON);
    this.number(m.lon);
    this.put(LAT);
    this.number(m.lat);
  }

  /** course, heading, second (types 1–3 and 18). */
  private bearing(m: { course: number; heading: number; second: number }): void {
    this.put(COURSE);
    this.number(m.course);
    this.put(HEADING);
    this.number(m.heading);
    this.put(SECOND);
    this.number(m.second);
  }

  /** raim, radio and the end of the line: every fast-path type ends so. */
  private end(m: { raim: boolean; radio: number }): void {
    this.put(m.raim ? RAIM_TRUE_RADIO : RAIM_FALSE_RADIO);
    this.number(m.radio);
    this.put(CLOSE_LINE);
  }

  private byte(code: number): void {
    this.buffer[this.at++] = code;
  }

  private put(constant: Uint8Array): void {
    this.buffer.set(constant, this.at);
    this.at += constant.length;
  }

  /** Printable ASCII (a number's String()), copied as is. */
  private ascii(text: string): void {
    const buffer = this.buffer;
    let at = this.at;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.at = at;
  }

  /** A number or one of gpsd's legend strings ("nan", "fast", …). */
  private value(v: number | string): void {
    if (typeof v === 'number') this.number(v);
    else this.string(v);
  }

  /** As JSON.stringify prints it. */
  private number(v: number): void {
    if ((v | 0) === v) {
      this.integer(v);
      return;
    }
    // Scaled values (degrees, knots, metres) have at most six decimals: v is the double nearest
    // micro/10^6, and no other decimal of as few digits is that close to it, so String(v) — the
    // shortest decimal that reads back as v — is micro/10^6 itself, written without a string.
    const micro = Math.round(v * 1_000_000);
    if (micro / 1_000_000 !== v || micro > 2_147_483_647 || micro < -2_147_483_647) {
      this.ascii(Number.isFinite(v) ? String(v) : 'null');
      return;
    }
    let magnitude = micro;
    if (magnitude < 0) {
      this.buffer[this.at++] = 45; // '-'
      magnitude = -magnitude;
    }
    const whole = (magnitude / 1_000_000) | 0;
    let fraction = magnitude - whole * 1_000_000;
    this.integer(whole);
    let decimals = 6;
    while (fraction % 10 === 0) {
      fraction /= 10;
      decimals--;
    }
    const buffer = this.buffer;
    buffer[this.at] = 46; // '.'
    let at = this.at + 1 + decimals;
    this.at = at;
    for (; decimals > 0; decimals--) {
      const next = (fraction / 10) | 0;
      buffer[--at] = 48 + fraction - next * 10;
      fraction = next;
    }
  }

  /** An int32, digit by digit. */
  private integer(v: number): void {
    const buffer = this.buffer;
    let n = v;
    if (n < 0) {
      buffer[this.at++] = 45; // '-'
      n = -n;
    }
    // Digits are written from the right, after counting them.
    let digits = 1;
    for (let rest = n; rest >= 10; rest = (rest / 10) | 0) digits++;
    let at = this.at + digits;
    this.at = at;
    do {
      const next = (n / 10) | 0;
      buffer[--at] = 48 + n - next * 10;
      n = next;
    } while (n > 0);
  }

  /**
   * A JSON string. Code texts (status, EPFD, timestamps) are plain printable ASCII and are copied
   * as they are; anything that needs escaping or is not ASCII goes through JSON.stringify.
   */
  private string(s: string): void {
    const buffer = this.buffer;
    let at = this.at;
    buffer[at++] = 34; // '"'
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      if (code < 32 || code > 126 || code === 34 || code === 92) {
        this.text(JSON.stringify(s));
        return;
      }
      buffer[at++] = code;
    }
    buffer[at++] = 34;
    this.at = at;
  }

  /** Any string, as UTF-8, growing the buffer when it does not fit. */
  private text(s: string): void {
    const need = this.at + 3 * s.length + FAST_ROOM;
    if (need > this.buffer.length) {
      const grown = new Uint8Array(Math.max(need, 2 * this.buffer.length));
      grown.set(this.buffer.subarray(0, this.at));
      this.buffer = grown;
    }
    this.at += utf8.encodeInto(s, this.buffer.subarray(this.at)).written;
  }
}
