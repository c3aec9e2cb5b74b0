import type { BitReader } from '../bits.js';
import { lightText, raconText } from './legends.js';
import { printfFixed } from './printf-fixed.js';

/**
 * GLA aid-to-navigation monitoring data: type 6, DAC 235 (UK) or 250 (Ireland), FI 10, exactly
 * 136 bits. Scaled, a non-zero analogue reading is volts (0.05 V steps, "%.2f"); zero stays 0.
 */
export interface AtonMonitoring {
  off_pos: boolean;
  alarm: boolean;
  stat_ext: number;
  ana_int: number;
  ana_ext1: number;
  ana_ext2: number;
  racon: number;
  racon_text: string;
  light: number;
  light_text: string;
}

const volts = (raw: number, scaled: boolean): number =>
  scaled && raw !== 0 ? printfFixed(raw * 0.05, 2) : raw;

export function decodeAtonMonitoring(b: BitReader, fid: number, scaled: boolean): AtonMonitoring | undefined {
  if (fid !== 10 || b.length !== 136) return undefined;
  const racon = b.u(118, 2);
  const light = b.u(120, 2);
  return {
    off_pos: b.u(131, 1) !== 0,
    alarm: b.u(122, 1) !== 0,
    stat_ext: b.u(123, 8),
    ana_int: volts(b.u(88, 10), scaled),
    ana_ext1: volts(b.u(98, 10), scaled),
    ana_ext2: volts(b.u(108, 10), scaled),
    racon,
    racon_text: raconText(racon),
    light,
    light_text: lightText(light),
  };
}
