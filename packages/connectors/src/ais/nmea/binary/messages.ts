import type { AisHeader } from '../messages.js';
import type { AtonMonitoring } from './aton-monitoring.js';
import type { AddressedDac1Payload } from './dac1-addressed.js';
import type { BroadcastDac1Payload } from './dac1-broadcast.js';
import type { InlandAddressedPayload, InlandBroadcastPayload } from './inland.js';

/**
 * Binary messages in gpsd's AIS JSON shape: the envelope, then either the application payload
 * gpsd decodes for the DAC/FI or `data`, "<bit count>:<hex>" of the undecoded payload bits.
 */
export interface AisBinaryData {
  data: string;
}

/** Type 6: addressed binary message. `fid` is gpsd's name for the function identifier (FI). */
export type AisAddressedBinary = AisHeader & {
  type: 6;
  seqno: number;
  dest_mmsi: number;
  retransmit: boolean;
  dac: number;
  fid: number;
} & (AisBinaryData | AddressedDac1Payload | InlandAddressedPayload | AtonMonitoring);

/** Type 8: broadcast binary message. */
export type AisBroadcastBinary = AisHeader & {
  type: 8;
  dac: number;
  fid: number;
} & (AisBinaryData | BroadcastDac1Payload | InlandBroadcastPayload);
