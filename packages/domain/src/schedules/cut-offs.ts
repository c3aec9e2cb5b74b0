import { z } from 'zod';
import { ZInstant } from './wire-common.js';

/**
 * The six cut-offs a forwarder books against (views.md §1: customs, bill of lading, VGM, AMS,
 * port opening, port cut-off), read from DCSA Commercial Schedules 1.0 `cutOffTimes` codes:
 *
 * | field         | DCSA code(s)          | meaning                                                      |
 * |---------------|-----------------------|--------------------------------------------------------------|
 * | customs       | CUA                   | customs acceptance: export declaration cleared by             |
 * | documentation | DCO                   | documentation (shipping instructions / B/L) cut-off           |
 * | vgm           | VCO                   | verified gross mass submitted by                              |
 * | ams           | AFC                   | advance filing (AMS / ACI / ENS manifest) cut-off             |
 * | portOpening   | EFC                   | earliest full-container delivery: the terminal opens receiving|
 * | portCutOff    | PCO, else FCO         | port cut-off; a carrier without PCO publishes the FCL delivery cut-off (FCO), the same gate close |
 *
 * Every code received is also kept in `raw`, so reefer (RCO), dangerous goods (DGC) and the rest
 * stay visible. A cut-off the carrier does not publish is null, never guessed.
 */
export const CUT_OFF_KINDS = ['customs', 'documentation', 'vgm', 'ams', 'portOpening', 'portCutOff'] as const;
export type CutOffKind = (typeof CUT_OFF_KINDS)[number];

/** DCSA cutOffDateTimeCode → our kind, in order of preference per kind (PCO beats FCO). */
export const CUT_OFF_CODES: Record<CutOffKind, readonly string[]> = {
  customs: ['CUA'],
  documentation: ['DCO'],
  vgm: ['VCO'],
  ams: ['AFC'],
  portOpening: ['EFC'],
  portCutOff: ['PCO', 'FCO'],
};

export const ZRawCutOff = z.object({
  code: z.string().describe('DCSA cutOffDateTimeCode, e.g. DCO, VCO, FCO'),
  time: ZInstant,
});
export type RawCutOff = z.infer<typeof ZRawCutOff>;

export const ZCutOffs = z.object({
  customs: ZInstant.nullable().describe('Customs acceptance (CUA)'),
  documentation: ZInstant.nullable().describe('Documentation / bill of lading cut-off (DCO)'),
  vgm: ZInstant.nullable().describe('VGM cut-off (VCO)'),
  ams: ZInstant.nullable().describe('AMS / advance manifest filing cut-off (AFC)'),
  portOpening: ZInstant.nullable().describe('Port opening: earliest full-container delivery (EFC)'),
  portCutOff: ZInstant.nullable().describe('Port cut-off (PCO, else FCL delivery cut-off FCO)'),
  raw: z.array(ZRawCutOff).describe('Every cut-off the carrier published, by DCSA code'),
});
export type CutOffs = z.infer<typeof ZCutOffs>;

/** Pure: the six named cut-offs from the raw DCSA codes (first code of each kind's list wins). */
export function namedCutOffs(raw: readonly RawCutOff[]): CutOffs {
  const byCode = new Map(raw.map((c) => [c.code, c.time]));
  const pick = (kind: CutOffKind) => {
    for (const code of CUT_OFF_CODES[kind]) {
      const time = byCode.get(code);
      if (time) return time;
    }
    return null;
  };
  return {
    customs: pick('customs'),
    documentation: pick('documentation'),
    vgm: pick('vgm'),
    ams: pick('ams'),
    portOpening: pick('portOpening'),
    portCutOff: pick('portCutOff'),
    raw: [...raw].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
  };
}
