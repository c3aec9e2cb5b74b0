import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { VesselLocation } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();
const SHOTS = join(new URL('../..', import.meta.url).pathname, '.test-output/screenshots');
const SLOW = { timeout: 30_000, interval: 250 };

interface Call {
  locationCode: string;
  actual: string | null;
}
interface Transport {
  transportCategory: string;
  vessel: { mmsi: string | null } | null;
  loadTransportCall: Call;
  dischargeTransportCall: Call;
}
interface Detail {
  shipment: { transports: Transport[] } | null;
}
interface AtSea {
  id: string;
  mmsi: number;
  departed: string;
}

let token = '';
const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function location(mmsi: number): Promise<VesselLocation | null> {
  const res = await api<VesselLocation | null>(browser.baseUrl, `/application/vessel/location?mmsi=${mmsi}`, {
    headers: headers(),
  });
  return res.statusCode === 20000 ? res.data : null;
}

/** The leg the web must follow by AIS: vessel or feeder, MMSI known, departed, not arrived. */
function legAtSea(detail: Detail): { mmsi: number; departed: string } | null {
  for (const t of detail.shipment?.transports ?? []) {
    if (t.transportCategory !== 'VESSEL' && t.transportCategory !== 'FEEDER') continue;
    if (!t.vessel?.mmsi || !t.loadTransportCall.actual || t.dischargeTransportCall.actual) continue;
    return { mmsi: Number(t.vessel.mmsi), departed: t.loadTransportCall.actual };
  }
  return null;
}

/** Tracks every sample and keeps the first whose cargo is at sea on a vessel AIS has a position for. */
async function findAtSea(): Promise<AtSea> {
  const world = await api<{ samples: { containers: string[]; billsOfLading: string[]; delayed: string[] } }>(
    browser.baseUrl,
    '/sandbox/world',
  );
  const { containers, billsOfLading, delayed } = world.data.samples;
  const bodies = [
    ...billsOfLading.map((billNumber) => ({ billNumber })),
    ...delayed.map((billNumber) => ({ billNumber })),
    ...containers.map((containerNumber) => ({ containerNumber })),
  ];
  const ids: string[] = [];
  for (const body of bodies) {
    const res = await api<{ id: string }>(browser.baseUrl, '/application/ocean/subscribe', {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ ...body, carrierCode: 'AUTO' }),
    });
    if (res.statusCode === 20000) ids.push(res.data.id);
  }
  const seen = new Set<string>();
  for (let waited = 0; waited < 60_000; waited += 1_000) {
    for (const id of ids) {
      if (seen.has(id)) continue;
      const detail = (
        await api<Detail>(browser.baseUrl, `/application/ocean/subscribe/${id}`, { headers: headers() })
      ).data;
      if (!detail?.shipment) continue;
      seen.add(id);
      const leg = legAtSea(detail);
      if (leg && (await location(leg.mmsi))) return { id, ...leg };
    }
    if (seen.size === ids.length) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no sample at sea with an AIS position among ${ids.length} tracked`);
}

async function openDetail(page: Page, id: string) {
  await page.addInitScript((t) => {
    const state = { accessToken2: t, writeToken: t, loginType: 'guest', language: 'en' };
    localStorage.setItem('DATA', JSON.stringify({ state, version: 1 }));
  }, token);
  await page.goto(`/ocean/detail?id=${id}&lang=en`);
  const map = page.getByTestId('ocean-route-map');
  await expect.poll(() => map.getAttribute('data-route-state'), SLOW).toBe('drawn');
  return map;
}

const shownAt = async (page: Page) => {
  const map = page.getByTestId('ocean-route-map');
  return {
    lng: Number(await map.getAttribute('data-vessel-lng')),
    lat: Number(await map.getAttribute('data-vessel-lat')),
    time: await map.getAttribute('data-vessel-time'),
  };
};

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // The marker's 20 s journey from the departure port: wait for it to arrive.
  await page
    .locator('[data-testid=vessel-marker][data-marker-state=ended]')
    .waitFor({ timeout: 25_000 })
    .catch(() => undefined);
  await page.screenshot({ path: join(SHOTS, name) });
}

/**
 * /ocean/detail for cargo at sea (views.md §2, issue 6): the vessel marker sits where AIS says,
 * the sailed route is the AIS track since departure, and pushed positions move the marker.
 */
describe('ocean detail map with AIS', () => {
  let sea: AtSea;
  beforeAll(async () => {
    token = (
      await api<{ accessToken: string }>(
        browser.baseUrl,
        '/auth/guest/token?type=guest&secret=tracklane-guest',
      )
    ).data.accessToken;
    sea = await findAtSea();
  }, 120_000);

  it('puts the vessel at its AIS position and draws the sailed route from the AIS track', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    const tracks: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/application/vessel') tracks.push(url);
    });
    const map = await openDetail(page, sea.id);
    expect(await map.getAttribute('data-route-source')).toBe('ais');
    expect(await map.getAttribute('data-vessel-mmsi')).toBe(String(sea.mmsi));
    expect(Number(await map.getAttribute('data-ais-points'))).toBeGreaterThan(0);
    // The position the page shows is the one the REST call gives (or a newer one pushed since).
    await expect
      .poll(async () => {
        const [shown, rest] = [await shownAt(page), await location(sea.mmsi)];
        if (!rest) return 'no location';
        return shown.time === rest.time &&
          Math.abs(shown.lng - rest.lon / 1e6) < 1e-3 &&
          Math.abs(shown.lat - rest.lat / 1e6) < 1e-3
          ? 'same'
          : `shown ${JSON.stringify(shown)} rest ${JSON.stringify(rest)}`;
      }, SLOW)
      .toBe('same');
    // The sailed line comes from the track since the leg's departure.
    const track = tracks.find((u) => u.searchParams.get('mmsi') === String(sea.mmsi));
    expect(track?.searchParams.get('startTime')).toBe(new Date(sea.departed).toISOString());
    const end = Date.parse(track?.searchParams.get('endTime') ?? '');
    expect(end).toBeGreaterThan(Date.now());
    await shoot(page, 'ocean-vessel-ais-en-desktop.png');
  });

  it('watches the vessel over the live socket and moves the marker when a newer position is pushed', async () => {
    const page = await browser.newPage({ width: 375, height: 812 });
    const watched: number[][] = [];
    const pushed: VesselLocation[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; mmsi?: number[] };
        if (message.type === 'vessels.watch') watched.push(message.mmsi ?? []);
      });
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; positions?: VesselLocation[] };
        if (message.type === 'vessel.positions')
          pushed.push(...(message.positions ?? []).filter((p) => p.mmsi === sea.mmsi));
      });
    });
    await openDetail(page, sea.id);
    await expect.poll(() => watched.some((set) => set.includes(sea.mmsi)), SLOW).toBe(true);
    const first = await shownAt(page);
    // On a phone the drawer covers the map: close it to see the vessel.
    await page.getByTestId('drawer-close').click();
    await shoot(page, 'ocean-vessel-ais-en-375.png');
    // The sandbox moves vessels in real time; its AIS feed reports every few minutes at most.
    await expect
      .poll(() => pushed.some((p) => p.time > (first.time ?? '')), { timeout: 240_000, interval: 1_000 })
      .toBe(true);
    const newest = pushed.reduce((a, b) => (b.time > a.time ? b : a));
    await expect
      .poll(async () => {
        const shown = await shownAt(page);
        return shown.time === newest.time || (shown.time ?? '') > newest.time;
      }, SLOW)
      .toBe(true);
    const moved = await shownAt(page);
    expect(moved.lng !== first.lng || moved.lat !== first.lat).toBe(true);
  }, 300_000);
});
