import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillRegistration, type NewUser, session } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';

/**
 * AIS stations on the vessel map (issue 19): the sandbox feed's base stations, aids to navigation
 * and SAR aircraft are stored by the server and drawn on /ais-vessel as their own marker kinds,
 * with a legend that turns each kind off and on, and a card with each kind's fields; in zh, en
 * and jp, at 375 px and on a desktop.
 */
const browser = useBrowser();
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const SLOW = { timeout: 45_000, interval: 250 };
/** Sandbox stations (packages/sandbox/src/providers/ais/shore-stations.ts) in the first view. */
const YANGSHAN_NO_1 = 994131002;
const SHANGHAI_BASE = 4131001;
const SAR_ZHOUSHAN = 111413001;

const markers = (page: Page, kind: string) =>
  page.locator(`[data-testid="ais-station-marker"][data-kind="${kind}"]`);
const marker = (page: Page, mmsi: number) =>
  page.locator(`[data-testid="ais-station-marker"][data-mmsi="${mmsi}"]`);

async function openMap(page: Page, lang: string) {
  await page.goto(`/ais-vessel?lang=${lang}`);
  await expect.poll(async () => (await session(page)).writeToken ?? '', SLOW).toBeTruthy();
  await page.getByTestId('vessel-search-page').waitFor();
  await expect.poll(() => page.getByTestId('map-view').getAttribute('data-map-ready'), SLOW).toBe('true');
}

/** In Chinese the protected pages want a member (platform.md §4): a new one registers. */
async function memberPage(): Promise<Page> {
  const suffix = randomBytes(3).toString('hex');
  const user: NewUser = {
    username: `beacon_${suffix}`,
    email: `beacon.${suffix}@example.com`,
    company: `Harbour Lights ${suffix}`,
    password: 'beacon-pass-1',
  };
  const page = await browser.newPage(DESKTOP);
  await page.goto('/login?view=register&lang=zh');
  await fillRegistration(page, browser.baseUrl, user);
  await page.getByTestId('user-menu').waitFor();
  return page;
}

/** Markers overlap at this zoom: a click is sent to the marker itself, as a tap on it would be. */
const select = (page: Page, mmsi: number) => marker(page, mmsi).dispatchEvent('click');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect.poll(() => page.getByTestId('map-view').getAttribute('data-land-drawn'), SLOW).toBe('true');
    await page.waitForTimeout(500);
    const suffix = viewport.width === PHONE.width ? '375' : 'desktop';
    await page.screenshot({ path: `${SHOTS}${name}-${suffix}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
  }
  await page.setViewportSize(DESKTOP);
}

describe('AIS stations on the vessel map', () => {
  it('shows base stations, aids to navigation and SAR aircraft as their own markers', {
    timeout: 180_000,
  }, async () => {
    const page = await browser.newPage(DESKTOP);
    await openMap(page, 'en');
    // The sandbox feed greets the server with every station; the map asks for those in view.
    for (const kind of ['base-station', 'aid-to-navigation', 'sar-aircraft'])
      await expect.poll(() => markers(page, kind).count(), SLOW).toBeGreaterThan(0);
    const legend = page.getByTestId('ais-station-legend');
    expect(await legend.textContent()).toContain('Aid to navigation');

    // An aid to navigation: its card names it and gives its type, size and flags.
    await select(page, YANGSHAN_NO_1);
    const card = page.getByTestId('ais-station-card');
    await card.waitFor();
    expect(await card.getAttribute('data-kind')).toBe('aid-to-navigation');
    expect(await card.textContent()).toContain('YANGSHAN NO 1');
    expect(await page.getByTestId('ais-station-aidType').textContent()).toBe('Port hand mark');
    expect(await page.getByTestId('ais-station-size').textContent()).toBe('4 m × 4 m');
    expect(await page.getByTestId('ais-station-virtual').textContent()).toBe('No');

    // A base station: its fix type; a SAR aircraft: altitude, speed and course.
    await select(page, SHANGHAI_BASE);
    await expect.poll(() => card.getAttribute('data-kind')).toBe('base-station');
    expect(await page.getByTestId('ais-station-epfd').textContent()).toBe('Surveyed');
    await select(page, SAR_ZHOUSHAN);
    await expect.poll(() => card.getAttribute('data-kind')).toBe('sar-aircraft');
    expect(await page.getByTestId('ais-station-altitude').textContent()).toBe('300 m');
    expect(await page.getByTestId('ais-station-speed').textContent()).toBe('140.0 kn');

    // The legend turns a kind off and on again; the others stay.
    await page.getByTestId('ais-station-toggle-aid-to-navigation').uncheck();
    await expect.poll(() => markers(page, 'aid-to-navigation').count()).toBe(0);
    expect(await markers(page, 'base-station').count()).toBeGreaterThan(0);
    await page.getByTestId('ais-station-toggle-aid-to-navigation').check();
    await expect.poll(() => markers(page, 'aid-to-navigation').count(), SLOW).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await select(page, YANGSHAN_NO_1);
    await card.waitFor();
    await shoot(page, 'ais-stations-en');

    // Zoomed in on the Yangtze estuary the kinds stand apart: each its own icon and colour.
    // The screenshots resized the page: the layer redraws its markers for the new view, so a
    // marker found a moment ago may be replaced before its box is read. Read until one holds.
    let box = null as { x: number; y: number; width: number; height: number } | null;
    await expect
      .poll(async () => {
        box = await marker(page, SHANGHAI_BASE)
          .boundingBox({ timeout: 2_000 })
          .catch(() => null);
        return box !== null;
      }, SLOW)
      .toBe(true);
    if (!box) throw new Error('no base station marker on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, -500);
      await page.waitForTimeout(250);
    }
    await expect
      .poll(async () => Number(await page.getByTestId('map-view').getAttribute('data-zoom')), SLOW)
      .toBeGreaterThan(4);
    await shoot(page, 'ais-stations-en-zoomed');
  });

  it("keeps a station's label and card inside a 375 px map, at its right edge too", {
    timeout: 120_000,
  }, async () => {
    const page = await browser.newPage(PHONE);
    await openMap(page, 'en');
    const map = page.getByTestId('map-view');
    const station = marker(page, YANGSHAN_NO_1);
    await expect.poll(() => station.count(), SLOW).toBeGreaterThan(0);
    const boxOf = async (locator: ReturnType<Page['locator']>) => {
      const box = await locator.boundingBox({ timeout: 2_000 }).catch(() => null);
      if (!box) throw new Error('not on screen');
      return box;
    };
    // Drag the map until the station stands by the map's right edge, where a label drawn to the
    // right of its icon would run out of the map.
    const area = await boxOf(map);
    const at = await boxOf(station);
    const from = { x: at.x + at.width / 2, y: at.y + at.height / 2 };
    const to = { x: area.x + area.width - 20, y: area.y + area.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const now = await boxOf(station).catch(() => null);
        return now ? area.x + area.width - (now.x + now.width / 2) : null;
      }, SLOW)
      .toBeLessThan(40);
    await select(page, YANGSHAN_NO_1);
    const card = page.getByTestId('ais-station-card');
    await card.waitFor();
    const label = station.locator('.tl-marker-label');
    await expect.poll(() => label.textContent(), SLOW).toContain('YANGSHAN NO 1');
    const inside = (box: { x: number; y: number; width: number; height: number }) =>
      box.width > 0 &&
      box.x >= area.x - 0.5 &&
      box.y >= area.y - 0.5 &&
      box.x + box.width <= area.x + area.width + 0.5 &&
      box.y + box.height <= area.y + area.height + 0.5;
    await expect.poll(async () => inside(await boxOf(label)), SLOW).toBe(true);
    // The card (the station's popup) and its name stay inside the map, the name unclipped.
    expect(inside(await boxOf(card))).toBe(true);
    const title = card.locator('.tl-station-card-title strong');
    expect(await title.textContent()).toBe('YANGSHAN NO 1');
    const titleBox = await boxOf(title);
    const cardBox = await boxOf(card);
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  });

  it('reads in Japanese and Chinese, on a phone too', { timeout: 240_000 }, async () => {
    const jp = await browser.newPage(DESKTOP);
    await openMap(jp, 'jp');
    await expect.poll(() => markers(jp, 'sar-aircraft').count(), SLOW).toBeGreaterThan(0);
    expect(await jp.getByTestId('ais-station-legend').textContent()).toContain('航路標識');
    await select(jp, SAR_ZHOUSHAN);
    await jp.getByTestId('ais-station-card').waitFor();
    expect(await jp.getByTestId('ais-station-card').textContent()).toContain('捜索救助機');
    await shoot(jp, 'ais-stations-jp');

    const zh = await memberPage();
    await openMap(zh, 'zh');
    await expect.poll(() => markers(zh, 'aid-to-navigation').count(), SLOW).toBeGreaterThan(0);
    expect(await zh.getByTestId('ais-station-legend').textContent()).toContain('基站');
    await select(zh, YANGSHAN_NO_1);
    await zh.getByTestId('ais-station-card').waitFor();
    expect(await zh.getByTestId('ais-station-aidType').textContent()).toBe('左侧浮标');
    await shoot(zh, 'ais-stations-zh');
  });
});
