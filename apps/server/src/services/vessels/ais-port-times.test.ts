import type { OceanShipmentView } from '@tracklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { AisIngest } from '../ais/ais-ingest.js';
import { attachAisPortTimes } from './ais-port-times.js';

/**
 * AIS port times on a hand-set voyage: moored at the load port, out of its 30 km area 20 min
 * after casting off; days later into the discharge port's area, three hours at anchor, then
 * moored at the quay. Points every 10 minutes, so the overview holds each of them.
 */
const MMSI = 563000111;
const MIN = 60_000;
const raw = (degrees: number) => Math.round(degrees * 600_000);
const POL = { code: 'XXPOL', lat: 31, lon: 122 };
const POD = { code: 'XXPOD', lat: 34, lon: 130 };
const NOW = Date.now();
const T0 = NOW - 5 * 86_400_000; // casting off at the POL
const ARRIVE = NOW - 86_400_000; // first report inside the POD area

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const ingest = new AisIngest({ db: ctx.database, mids: loadReferenceData().mids });
  const report = (at: number, lat: number, lon: number, status: number, speed: number) =>
    ingest.accept(
      { type: 1, mmsi: MMSI, lat: raw(lat), lon: raw(lon), speed, course: 900, heading: 90, status },
      at,
    );
  for (let t = T0 - 6 * 60 * MIN; t < T0; t += 10 * MIN) report(t, POL.lat, POL.lon + 0.005, 5, 0);
  // 0.2° of longitude at 31°N is 19 km: inside at +10 min, outside (38 km) at +20 min.
  for (let i = 0; i <= 6; i++) report(T0 + i * 10 * MIN, POL.lat, POL.lon + i * 0.2, 0, 150);
  // Towards the POD along 34°N, 0.2° (18.4 km) a step: 37 km out, then 18 km out (inside).
  report(ARRIVE - 30 * MIN, POD.lat, POD.lon - 1, 0, 150);
  report(ARRIVE - 20 * MIN, POD.lat, POD.lon - 0.6, 0, 150);
  report(ARRIVE - 10 * MIN, POD.lat, POD.lon - 0.4, 0, 150);
  report(ARRIVE, POD.lat, POD.lon - 0.2, 0, 100);
  // Three hours at anchor 18 km out (stopped, but not at a berth), then moored 1.8 km out.
  for (let t = ARRIVE + 10 * MIN; t <= ARRIVE + 3 * 60 * MIN; t += 10 * MIN)
    report(t, POD.lat, POD.lon - 0.2, 1, 0);
  report(ARRIVE + 190 * MIN, POD.lat, POD.lon - 0.02, 5, 0);
  report(ARRIVE + 200 * MIN, POD.lat, POD.lon - 0.02, 5, 0);
  await ingest.flush();
});
afterAll(() => ctx?.cleanup());

const call = (code: string, actual: number | null) => ({
  locationCode: code,
  locationName: code,
  scheduled: null,
  estimated: null,
  actual: actual === null ? null : new Date(actual).toISOString(),
});
const place = (type: 2 | 4, code: string) => ({
  type,
  code,
  name: code,
  ata: null,
  ata_ais: null,
  atb_ais: null,
  eta: null,
  sta: null,
});
const location = (category: string, p: typeof POL) => ({
  locationCategory: category,
  location: { locationCode: p.code, locationName: p.code, lat: p.lat, lon: p.lon },
});

function view(mmsi: string | null): OceanShipmentView {
  return {
    proxy: { places: [place(2, POL.code), place(4, POD.code)] },
    shipmentLocations: [location('POL', POL), location('POD', POD)],
    transports: [
      {
        transportCategory: 'VESSEL',
        vessel: { mmsi, vesselName: 'TEST', imo: null },
        loadTransportCall: call(POL.code, T0 - 60 * MIN),
        dischargeTransportCall: call(POD.code, null),
      },
    ],
  } as unknown as OceanShipmentView;
}

describe('attachAisPortTimes', () => {
  it('gives the load port the time the vessel left its area, the discharge port arrival and berthing', async () => {
    const places = (await attachAisPortTimes(ctx.database, view(String(MMSI)), NOW))?.proxy.places ?? [];
    const [pol, pod] = places;
    expect(pol).toMatchObject({ ata_ais: new Date(T0 + 20 * MIN).toISOString(), atb_ais: null });
    expect(pod).toMatchObject({
      ata_ais: new Date(ARRIVE).toISOString(),
      atb_ais: new Date(ARRIVE + 190 * MIN).toISOString(),
    });
  });

  it('reads the tracks of both ports in one statement (the detail call is a hot one)', async () => {
    let statements = 0;
    const counting = {
      ...ctx.database,
      executeSql: (text: string, values?: unknown[]) => {
        statements += 1;
        return ctx.database.executeSql(text, values);
      },
    };
    const places = (await attachAisPortTimes(counting, view(String(MMSI)), NOW))?.proxy.places ?? [];
    expect(places.map((p) => p.ata_ais)).toEqual([
      new Date(T0 + 20 * MIN).toISOString(),
      new Date(ARRIVE).toISOString(),
    ]);
    expect(statements).toBe(1);
  });

  it('leaves the times null without an MMSI or before the vessel has sailed', async () => {
    const none = (await attachAisPortTimes(ctx.database, view(null), NOW))?.proxy.places ?? [];
    expect(none.map((p) => [p.ata_ais, p.atb_ais])).toEqual([
      [null, null],
      [null, null],
    ]);
    // Looked at just after casting off: left the POL area, nowhere near the POD yet.
    const early =
      (await attachAisPortTimes(ctx.database, view(String(MMSI)), T0 + 70 * MIN))?.proxy.places ?? [];
    expect(early[0]?.ata_ais).toBe(new Date(T0 + 20 * MIN).toISOString());
    expect(early[1]).toMatchObject({ ata_ais: null, atb_ais: null });
  });
});
