import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();

/**
 * The map core through the port map page (views.md §2 Map, Port map): markers with permanent name
 * tooltips from GET /vessel2/location/ports, fit to all or pan to one, the cursor readout and the
 * zoom control. MapView writes its camera to data-zoom / data-center after every move.
 */
const SHOTS = join(new URL('../..', import.meta.url).pathname, '.test-output/screenshots');
// The offline base map and a first fit on a busy 2-core machine under SwiftShader.
const SLOW = { timeout: 30_000, interval: 100 };
/** MapLibre's initial zoom: the spec's 3 in 256-pixel tiles (apps/web/src/map/core/map-config.ts). */
const INITIAL_ZOOM = 2;

async function openPortMap(page: Page, ports: string, lang = 'en') {
  await page.goto(`/map/port?ports=${ports}&lang=${lang}`);
  await expect.poll(() => page.getByTestId('map-view').getAttribute('data-map-ready'), SLOW).toBe('true');
}

const camera = async (page: Page) => {
  const view = page.getByTestId('map-view');
  const [lng, lat] = ((await view.getAttribute('data-center')) ?? '').split(',').map(Number);
  return {
    zoom: Number(await view.getAttribute('data-zoom')),
    lng: lng ?? Number.NaN,
    lat: lat ?? Number.NaN,
  };
};

async function screenshot(page: Page, name: string) {
  await expect.poll(() => page.getByTestId('map-view').getAttribute('data-land-drawn'), SLOW).toBe('true');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, name) });
}

describe('port map', () => {
  it('shows a named container marker per known port on a canvas and fits them all', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openPortMap(page, 'CNSHA,ZZZZZ,USLAX');
    // The unknown code is ignored.
    await expect.poll(() => page.getByTestId('port-marker').count(), SLOW).toBe(2);
    // In any order: markers are added last to first (port-markers.tsx), so the first stays on top.
    expect((await page.getByTestId('port-marker-name').allTextContents()).sort()).toEqual([
      'Los Angeles',
      'Shanghai',
    ]);
    expect(await page.getByTestId('port-map').getAttribute('data-port-count')).toBe('2');
    expect(await page.locator('canvas.maplibregl-canvas').count()).toBe(1);
    // Fitted: both markers inside the viewport, the view zoomed from its initial zoom and centred on
    // the Pacific (the short way from Shanghai to Los Angeles), not on the Atlantic.
    await expect.poll(async () => (await camera(page)).zoom, SLOW).not.toBe(INITIAL_ZOOM);
    for (const marker of await page.getByTestId('port-marker').all()) {
      const box = await marker.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    }
    const { lng } = await camera(page);
    expect(Math.abs(((lng + 540) % 360) - 180)).toBeGreaterThan(150);
    await screenshot(page, 'port-map-en-desktop.png');
  });

  it('pans to a single port without changing the zoom', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openPortMap(page, 'NLRTM');
    await expect.poll(() => page.getByTestId('port-marker-name').textContent(), SLOW).toBe('Rotterdam');
    await expect.poll(async () => Math.round((await camera(page)).lat), SLOW).toBe(52);
    const { zoom, lng } = await camera(page);
    expect(zoom).toBe(INITIAL_ZOOM);
    expect(lng).toBeCloseTo(4.3, 0);
  });

  it('reads out the cursor position and has its zoom control bottom right', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openPortMap(page, 'CNSHA');
    const readout = page.getByTestId('map-cursor');
    await page.mouse.move(300, 300);
    await expect.poll(() => readout.textContent()).toMatch(/^Lat -?\d+\.\d{4}, Lon -?\d+\.\d{4}$/);
    const first = await readout.textContent();
    await page.mouse.move(900, 600);
    await expect.poll(() => readout.textContent()).not.toBe(first);
    // Further right and further down means a larger longitude and a smaller latitude.
    const parse = (text: string | null) => (text ?? '').match(/-?\d+\.\d{4}/g)?.map(Number) ?? [];
    const [lat1 = 0, lon1 = 0] = parse(first);
    const [lat2 = 0, lon2 = 0] = parse(await readout.textContent());
    expect(lat2).toBeLessThan(lat1);
    expect(lon2).toBeGreaterThan(lon1);

    const zoomIn = page.locator('.maplibregl-ctrl-bottom-right .maplibregl-ctrl-zoom-in');
    const box = await zoomIn.boundingBox();
    expect(box?.x).toBeGreaterThan(1366 - 80);
    expect(box?.y).toBeGreaterThan(900 - 120);
    expect(await page.locator('.maplibregl-ctrl-compass').count()).toBe(0);
    const before = (await camera(page)).zoom;
    await zoomIn.click();
    await expect.poll(async () => (await camera(page)).zoom, SLOW).toBeCloseTo(before + 1, 1);
  });

  it('fits far-apart ports on a phone screen', async () => {
    const phone = await browser.newPage({ width: 375, height: 812 });
    await openPortMap(phone, 'CNSHA,USLAX');
    await expect.poll(() => phone.getByTestId('port-marker').count(), SLOW).toBe(2);
    await expect.poll(async () => (await camera(phone)).zoom, SLOW).not.toBe(INITIAL_ZOOM);
    for (const marker of await phone.locator('[data-testid="port-marker"] .tl-marker-icon').all()) {
      const box = await marker.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
    await screenshot(phone, 'port-map-en-375.png');
  });

  it('downloads each stylesheet of a map page once (the preload is the request used)', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    const css = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.css')) css.set(pathname, (css.get(pathname) ?? 0) + 1);
    });
    await openPortMap(page, 'CNSHA');
    await page.waitForLoadState('networkidle');
    // The route preload names the map's stylesheets (index.html), so there is something to count.
    expect([...css.keys()].some((path) => /maplibre/.test(path))).toBe(true);
    expect(Object.fromEntries([...css].filter(([, count]) => count !== 1))).toEqual({});
  });

  it('draws the light land while the detailed land is still on its way, then the detailed one', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    // The detailed land (Natural Earth 1:50m) is held back until the light land has been drawn.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/land-50m-[^/]*\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await openPortMap(page, 'CNSHA');
    const view = page.getByTestId('map-view');
    await expect.poll(() => view.getAttribute('data-land'), SLOW).toBe('light');
    expect(await view.getAttribute('data-land-drawn')).toBe('false');
    release();
    await expect.poll(() => view.getAttribute('data-land'), SLOW).toBe('detailed');
    expect(await view.getAttribute('data-land-drawn')).toBe('true');
  });

  it("shows land before the map's worker has started, where the land is", async () => {
    const page = await browser.newPage({ width: 1366, height: 800 });
    // Without its worker the map never loads: whatever land shows is the sketch under it.
    await page.route(/maplibre-gl-worker/, (route) => route.abort());
    await page.goto('/map/port?ports=CNSHA&lang=en');
    const view = page.getByTestId('map-view');
    await expect.poll(() => view.getAttribute('data-land'), SLOW).toBe('sketch');
    expect(await view.getAttribute('data-map-ready')).toBe('false');
    const { zoom, lng, lat } = await camera(page);
    const size = await page
      .getByTestId('land-sketch')
      .evaluate((c: HTMLCanvasElement) => [c.clientWidth, c.clientHeight]);
    const [width = 0, height = 0] = size;
    // Web Mercator (512-px world at zoom 0), written out here rather than taken from the app.
    const toScreen = (pLng: number, pLat: number) => {
      const world = 512 * 2 ** zoom;
      const y = (l: number) => (1 - Math.log(Math.tan(Math.PI / 4 + (l * Math.PI) / 360)) / Math.PI) / 2;
      return {
        x: Math.round(width / 2 + ((pLng - lng) / 360) * world),
        y: Math.round(height / 2 + (y(pLat) - y(lat)) * world),
      };
    };
    const colourAt = ({ x, y }: { x: number; y: number }) =>
      page.getByTestId('land-sketch').evaluate(
        (canvas: HTMLCanvasElement, at) => {
          const ratio = canvas.width / canvas.clientWidth;
          const pixel = canvas.getContext('2d')?.getImageData(at.x * ratio, at.y * ratio, 1, 1).data;
          return pixel ? [...pixel] : [];
        },
        { x, y },
      );
    // Inner Mongolia and the Tibetan plateau are land; the Philippine Sea and the Bay of Bengal are not.
    for (const [pLng, pLat] of [
      [110, 42],
      [88, 33],
    ] as const)
      expect((await colourAt(toScreen(pLng, pLat)))[3], `land at ${pLng},${pLat}`).toBe(255);
    for (const [pLng, pLat] of [
      [132, 20],
      [88, 15],
    ] as const)
      expect((await colourAt(toScreen(pLng, pLat)))[3], `sea at ${pLng},${pLat}`).toBe(0);
    // Not screenshot(), which waits for the map's own land.
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'port-map-land-sketch.png') });
  });

  it('reads out in the chosen language (zh)', async () => {
    const zh = await browser.newPage({ width: 1366, height: 900 });
    await openPortMap(zh, 'CNSHA,USLAX', 'zh');
    await zh.mouse.move(600, 400);
    await expect.poll(() => zh.getByTestId('map-cursor').textContent()).toMatch(/^纬度 .+, 经度 /);
    await screenshot(zh, 'port-map-zh-desktop.png');
    const zhPhone = await browser.newPage({ width: 375, height: 812 });
    await openPortMap(zhPhone, 'CNSHA,USLAX', 'zh');
    await expect.poll(() => zhPhone.getByTestId('port-marker').count(), SLOW).toBe(2);
    await screenshot(zhPhone, 'port-map-zh-375.png');
  });
});

interface Place {
  type: number;
  sta: string | null;
  eta: string | null;
  ata: string | null;
}
interface Detail {
  shipment: { transports: { transportCategory: string }[]; proxy: { places: Place[] } } | null;
}

/**
 * The ocean route map on /ocean/detail (views.md §4 delay). No sample of the sandbox world is a
 * day late, so the test moves the POD's ETA three days past its STA in the detail response the
 * page receives (and clears its ATA): the map must then turn orange and say "Delayed 3 days".
 */
describe('ocean route map', () => {
  let token = '';
  let id = '';
  beforeAll(async () => {
    token = (
      await api<{ accessToken: string }>(
        browser.baseUrl,
        '/auth/guest/token?type=guest&secret=tracklane-guest',
      )
    ).data.accessToken;
    const world = await api<{ samples: { containers: string[]; billsOfLading: string[] } }>(
      browser.baseUrl,
      '/sandbox/world',
    );
    const bodies = [
      ...world.data.samples.billsOfLading.map((billNumber) => ({ billNumber })),
      ...world.data.samples.containers.map((containerNumber) => ({ containerNumber })),
    ];
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ids: string[] = [];
    for (const body of bodies) {
      const res = await api<{ id: string }>(browser.baseUrl, '/application/ocean/subscribe', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      // Some samples need a carrier code (40020): those are skipped.
      if (res.statusCode === 20000) ids.push(res.data.id);
    }
    // expect.poll is for tests only; the first refresh of the samples takes a few seconds.
    for (let waited = 0; !id && waited < 60_000; waited += 1_000) {
      for (const candidate of ids) {
        const detail = await api<Detail>(browser.baseUrl, `/application/ocean/subscribe/${candidate}`, {
          headers,
        });
        const shipment = detail.data?.shipment;
        const pod = shipment?.proxy.places.find((p) => p.type === 4);
        if (shipment?.transports.some((t) => t.transportCategory === 'VESSEL') && pod?.sta) id ||= candidate;
      }
      if (!id) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    if (!id) throw new Error('no sample shipment with a vessel leg and a POD STA within a minute');
  }, 90_000);

  async function openDetail(width: number, height: number, query: string, delayDays: number | null) {
    const page = await browser.newPage({ width, height });
    await page.addInitScript((t) => {
      const state = { accessToken2: t, writeToken: t, loginType: 'guest', language: 'en' };
      localStorage.setItem('DATA', JSON.stringify({ state, version: 1 }));
    }, token);
    if (delayDays !== null)
      await page.route(`**/application/ocean/subscribe/${id}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Detail };
        const pod = body.data.shipment?.proxy.places.find((p) => p.type === 4);
        if (pod?.sta) {
          pod.ata = null;
          pod.eta = new Date(Date.parse(pod.sta) + delayDays * 86_400_000).toISOString();
        }
        await route.fulfill({ response, json: body });
      });
    await page.goto(`/ocean/detail?id=${id}&lang=en${query}`);
    const map = page.getByTestId('ocean-route-map');
    await expect.poll(() => map.getAttribute('data-route-state'), SLOW).toBe('drawn');
    return page;
  }

  it('draws the route and, with warn on, turns it orange with the delay in days', async () => {
    const page = await openDetail(1366, 900, '', 3);
    expect(await page.getByTestId('ocean-route-map').getAttribute('data-delayed')).toBe('true');
    await expect.poll(() => page.getByTestId('delay-tooltip').textContent()).toBe('Delayed 3 days');
    // The port markers of the route carry their names.
    expect(await page.getByTestId('port-marker').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'ocean-route-delay-en-desktop.png');
  });

  it('shows no delay with warn=false, nor when the ETA is less than a day late', async () => {
    const off = await openDetail(1366, 900, '&warn=false', 3);
    expect(await off.getByTestId('ocean-route-map').getAttribute('data-delayed')).toBe('false');
    expect(await off.getByTestId('delay-tooltip').count()).toBe(0);
    const early = await openDetail(375, 812, '', 0.5);
    expect(await early.getByTestId('ocean-route-map').getAttribute('data-delayed')).toBe('false');
    expect(await early.getByTestId('delay-tooltip').count()).toBe(0);
  });
});
