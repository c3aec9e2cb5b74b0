import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { guestToken, openShipmentDetail, worldSamples } from '../support/ocean-guest.js';

const browser = useBrowser();

/**
 * Issue 20: port names in the page's language. A guest follows a sample B/L; its detail names the
 * origin and destination in Japanese on a jp page and in Chinese on a zh page, wherever
 * data/ports/port-names.json has a translation (Shanghai 上海, Rotterdam ロッテルダム / 鹿特丹, …).
 * The expected names come from the data file, not from the API, so the test says what the user sees.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, '.test-output/screenshots');

interface Names {
  zh?: string;
  jp?: string;
}
const NAMES = (
  JSON.parse(readFileSync(join(ROOT, 'data/ports/port-names.json'), 'utf8')) as {
    names: Record<string, Names>;
  }
).names;
const ALIASES = JSON.parse(readFileSync(join(ROOT, 'data/ports/port-aliases.json'), 'utf8')) as {
  aliases: Record<string, string[]>;
  productCodes: Record<string, string>;
};

/** The translations of a port by any of its codes. */
function namesOf(code: string): Names | undefined {
  if (NAMES[code]) return NAMES[code];
  for (const [row, others] of Object.entries(ALIASES.aliases)) {
    const all = [row, ...others, ALIASES.productCodes[row] ?? row];
    if (all.includes(code)) for (const other of all) if (NAMES[other]) return NAMES[other];
  }
  return undefined;
}

interface Place {
  type: number;
  code: string;
}
interface Detail {
  shipment: { proxy: { places: Place[] } } | null;
}

let token = '';
let billsOfLading: string[] = [];
const auth = () => ({ Authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function detailOf(id: string): Promise<Detail> {
  let detail: Detail | null = null;
  await expect
    .poll(
      async () => {
        detail = (
          await api<Detail>(browser.baseUrl, `/application/ocean/subscribe/${id}`, { headers: auth() })
        ).data;
        return Boolean(detail?.shipment);
      },
      { timeout: 45_000, interval: 1_000 },
    )
    .toBe(true);
  return detail as unknown as Detail;
}

/** A followed sample whose origin and destination both have translations, with their codes. */
async function translatedShipment(): Promise<{ id: string; origin: string; destination: string }> {
  for (const billNumber of billsOfLading) {
    const res = await api<{ id: string }>(browser.baseUrl, '/application/ocean/subscribe', {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ billNumber, carrierCode: 'AUTO' }),
    });
    if (res.statusCode !== 20000) continue;
    const places = (await detailOf(res.data.id)).shipment?.proxy.places ?? [];
    const pick = (...types: number[]) =>
      types.map((t) => places.find((p) => p.type === t)).find(Boolean)?.code ?? '';
    const origin = pick(1, 2);
    const destination = pick(5, 4);
    if (namesOf(origin)?.jp && namesOf(destination)?.jp) return { id: res.data.id, origin, destination };
  }
  throw new Error('no sample B/L runs between two ports with Japanese names');
}

const openDetail = (page: Page, id: string, lang: 'zh' | 'jp') => openShipmentDetail(page, token, id, lang);

beforeAll(async () => {
  billsOfLading = (await worldSamples(browser.baseUrl)).billsOfLading;
  token = await guestToken(browser.baseUrl);
});

describe('port names in the page language', () => {
  let shipment: { id: string; origin: string; destination: string };

  it('shows the Japanese port names in the drawer and timeline of a jp page', async () => {
    shipment = await translatedShipment();
    const origin = namesOf(shipment.origin)?.jp as string;
    const destination = namesOf(shipment.destination)?.jp as string;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1366, 375]) {
      const page = await browser.newPage({ width, height: width === 375 ? 812 : 900 });
      await openDetail(page, shipment.id, 'jp');
      await expect.poll(() => page.getByTestId('detail-origin').textContent()).toBe(origin);
      await expect.poll(() => page.getByTestId('detail-destination').textContent()).toBe(destination);
      const timeline = (await page.getByTestId('container-timeline').first().textContent()) ?? '';
      expect(timeline).toContain(origin);
      await page.waitForTimeout(1_000);
      await page.screenshot({ path: join(SHOTS, `port-names-detail-jp-${width}.png`) });
      // The route map beside the drawer labels its ports the same way.
      if (width === 1366) {
        await expect
          .poll(() => page.getByTestId('port-marker-name').allTextContents(), { timeout: 30_000 })
          .toContain(destination);
      }
      await page.getByTestId('container-timeline').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `port-names-timeline-jp-${width}.png`) });
      await page.close();
    }
  });

  it('shows the Chinese port names on a zh page', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, shipment.id, 'zh');
    await expect
      .poll(() => page.getByTestId('detail-origin').textContent())
      .toBe(namesOf(shipment.origin)?.zh);
    await expect
      .poll(() => page.getByTestId('detail-destination').textContent())
      .toBe(namesOf(shipment.destination)?.zh);
    await page.close();
  });

  it('names the route of each shipment in the list in Japanese', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, shipment.id, 'jp');
    await page.goto('/tracking/ocean?lang=jp');
    const route = page.locator('.tl-list-route').first();
    await route.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await page.locator('.tl-list-route').allTextContents()).join(' | '))
      .toContain(namesOf(shipment.destination)?.jp);
    await page.screenshot({ path: join(SHOTS, 'port-names-list-jp-1366.png') });
    await page.close();
  });

  it('names the ports of the port map in Japanese, and in English on an en page', async () => {
    for (const [lang, expected] of [
      ['jp', ['ロッテルダム', '上海']],
      ['en', ['Rotterdam', 'Shanghai']],
    ] as const) {
      const page = await browser.newPage({ width: 1366, height: 900 });
      await page.goto(`/map/port?ports=CNSHA,NLRTM&lang=${lang}`);
      await expect.poll(() => page.getByTestId('port-marker').count(), { timeout: 30_000 }).toBe(2);
      expect((await page.getByTestId('port-marker-name').allTextContents()).sort()).toEqual(expected);
      await page.close();
    }
  });
});
