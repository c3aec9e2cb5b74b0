import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANCHOR, at, VOYAGES } from './__fixtures__/schedule-sandbox.js';
import { mapPointToPointRoutes, mapPortSchedules, mapVesselSchedules } from './dcsa-cs/mapping.js';
import { knownStatusCodes } from './dcsa-ovs/codes.js';
import { mapServiceSchedules } from './dcsa-ovs/mapping.js';
import { listValidator } from './spec-validator.js';

// biome-ignore lint/suspicious/noExplicitAny: recorded provider JSON
const fixture = (name: string): any[] =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8'));
const H = 3_600_000;

describe('OVS 3.0 service schedules mapping (recorded at the fixture world anchor)', () => {
  const items = fixture('ovs-service-schedules.json');
  const batch = mapServiceSchedules(items, knownStatusCodes());
  const voyage = (n: string) => batch.voyages.find((v) => v.voyageNumber === n)!;

  it('the recording itself meets the OVS 3.0 spec', () => {
    expect(listValidator('ovs_v3.0.2.yaml', '/v3/service-schedules')(items).ok).toBe(true);
  });

  it('groups calls into every voyage of the world, in the provider order, with vessel and service', () => {
    expect(batch.voyages.map((v) => `${v.serviceCode}/${v.voyageNumber}`).sort()).toEqual(
      VOYAGES.map((v) => `${v.serviceCode}/${v.voyageNumber}`).sort(),
    );
    for (const source of VOYAGES) {
      const mapped = voyage(source.voyageNumber);
      expect(mapped.calls.map((c) => c.portCode)).toEqual(source.calls.map((c) => c.locode));
      expect(mapped.vessel.imo).toBe(source.vesselImo);
      expect(mapped.universalVoyageReference).toBe(source.universalVoyageReference);
    }
    expect(voyage('608W')).toMatchObject({
      serviceName: 'Asia Europe 1',
      vessel: { name: 'MAERSK ESSEN', operatorCode: 'MAEU' },
    });
    expect(batch.skipped).toEqual([]);
    expect(batch.unknownStatusCodes).toEqual([]);
  });

  it('reads OMIT as OMITTED and BLNK as BLANKED, keeping the raw codes', () => {
    expect(voyage('612W').calls.map((c) => c.status)).toEqual(['SCHEDULED', 'OMITTED', 'SCHEDULED']);
    expect(voyage('612W').calls[1]?.statusCodes).toEqual(['OMIT']);
    expect(voyage('610W').calls.every((c) => c.status === 'BLANKED' && c.statusCodes[0] === 'BLNK')).toBe(
      true,
    );
  });

  it('keeps planned, estimated and actual times apart', () => {
    // 608W Singapore: planned day −4, actual 10 h later, already happened at the anchor.
    const sin = voyage('608W').calls[1]!;
    expect(sin).toMatchObject({
      plannedArrival: at(-4),
      actualArrival: at(-4) + 10 * H,
      estimatedArrival: null,
      plannedDeparture: at(-3.5),
      actualDeparture: at(-3.5) + 10 * H,
    });
    // 609S Jakarta: tomorrow, an estimate (5 h late) but no actual yet.
    const jkt = voyage('609S').calls[1]!;
    expect(jkt).toMatchObject({
      plannedArrival: at(1),
      estimatedArrival: at(1) + 5 * H,
      actualArrival: null,
    });
    // 608W Rotterdam: three weeks ahead, only the plan.
    expect(voyage('608W').calls[2]).toMatchObject({ plannedArrival: at(20), estimatedArrival: null });
  });

  it('maps a duplicated payload to the same voyages; reports unknown status codes', () => {
    expect(mapServiceSchedules([...items, ...items], knownStatusCodes())).toEqual(batch);
    const odd = structuredClone(items);
    // biome-ignore lint/suspicious/noExplicitAny: recorded provider JSON
    const calls = odd.flatMap((s: any) => s.vesselSchedules.flatMap((v: any) => v.transportCalls));
    const first608 = calls.find(
      (c: { carrierExportVoyageNumber: string }) => c.carrierExportVoyageNumber === '608W',
    );
    first608.statusCodes = ['ZZZZ'];
    const mapped = mapServiceSchedules(odd, knownStatusCodes());
    expect(mapped.unknownStatusCodes).toEqual(['ZZZZ']);
    expect(mapped.voyages.find((v) => v.voyageNumber === '608W')?.calls[0]).toMatchObject({
      status: 'SCHEDULED',
      statusCodes: ['ZZZZ'],
    });
  });

  it('skips a call without UN/LOCODE with its reason, and keeps the rest', () => {
    const odd = structuredClone(items);
    const call = odd[0].vesselSchedules[0].transportCalls[0];
    call.location = { locationType: 'ADDR', address: { name: 'Somewhere' } };
    const mapped = mapServiceSchedules(odd, knownStatusCodes());
    expect(mapped.skipped).toEqual([
      expect.objectContaining({
        transportCallReference: call.transportCallReference,
        reason: expect.stringMatching(/UN\/LOCODE/),
      }),
    ]);
    expect(mapped.voyages.flatMap((v) => v.calls)).toHaveLength(
      batch.voyages.flatMap((v) => v.calls).length - 1,
    );
  });
});

describe('CS 1.0 mapping (recorded at the fixture world anchor)', () => {
  it('vessel schedules carry each call’s cut-offs as UTC instants, sellable calls only', () => {
    const items = fixture('cs-vessel-schedules.json');
    expect(listValidator('cs_v1.0.3.yaml', '/v1/vessel-schedules')(items).ok).toBe(true);
    const batch = mapVesselSchedules(items);
    expect(batch.voyages.some((v) => v.voyageNumber === '610W')).toBe(false);
    const v612 = batch.voyages.find((v) => v.voyageNumber === '612W')!;
    expect(v612.calls.map((c) => c.portCode)).toEqual(['CNSGH', 'NLRTM']);
    const source = VOYAGES.find((v) => v.voyageNumber === '612W')!.calls[0]!;
    expect(v612.calls[0]?.cutOffs).toEqual([
      { code: 'DCO', time: new Date(source.cutOffs.documentation).toISOString() },
      { code: 'VCO', time: new Date(source.cutOffs.vgm).toISOString() },
      { code: 'FCO', time: new Date(source.cutOffs.cargo).toISOString() },
    ]);
    expect(v612.vessel).toMatchObject({ imo: '9778791', name: 'MAERSK ESSEN', operatorCode: 'MAEU' });
  });

  it('point-to-point: the transshipment via Singapore with both legs', () => {
    const items = fixture('cs-point-to-point-CNSHA-IDJKT.json');
    expect(listValidator('cs_v1.0.3.yaml', '/v1/point-to-point-routes')(items).ok).toBe(true);
    const routes = mapPointToPointRoutes(items);
    expect(
      routes.map((r) =>
        r.legs.map((l) => `${l.serviceCode}/${l.voyageNumber} ${l.departure.portCode}>${l.arrival.portCode}`),
      ),
    ).toEqual([['AE1/608W CNSGH>SGSIN', 'IA2/609S SGSIN>IDJKT']]);
    const [route] = routes;
    expect(route?.transitDays).toBe(
      Math.ceil(((route?.arrival.at ?? 0) - (route?.departure.at ?? 0)) / 86_400_000),
    );
    expect(route?.legs[0]?.departure.terminalCode).toBe('SGH');
    expect(route?.cutOffs.map((c) => c.code)).toEqual(['DCO', 'VCO', 'FCO']);
  });

  it('port schedules: each vessel call at a terminal with best-known times', () => {
    const items = fixture('cs-port-schedules-SGSIN.json');
    expect(listValidator('cs_v1.0.3.yaml', '/v1/port-schedules')(items).ok).toBe(true);
    const entries = mapPortSchedules(items);
    expect(entries.map((e) => `${e.terminalCode} ${e.voyageNumber}`).sort()).toEqual([
      'PPT 608W',
      'PPT 609S',
    ]);
    const e608 = entries.find((e) => e.voyageNumber === '608W')!;
    // Actual (10 h late) beats the plan once it happened.
    expect(e608.arrival).toBe(at(-4) + 10 * H);
    expect(ANCHOR).toBeGreaterThan(e608.arrival ?? Number.POSITIVE_INFINITY);
  });
});
