import { printfFixed } from './printf-fixed.js';

/**
 * Scaled positions in binary payloads. IMO 236/289 messages carry 1/1000 minute (gpsd prints
 * degrees "%.4f"); routes and inland messages carry 1/10000 minute ("%.6f").
 */
export const thousandthMinutes = (raw: number): number => printfFixed(raw / 60_000, 4);
export const tenThousandthMinutes = (raw: number): number => printfFixed(raw / 600_000, 6);
