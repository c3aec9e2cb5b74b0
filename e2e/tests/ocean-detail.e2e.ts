import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ranksOf } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import {
  detailWithShipment,
  guestHeaders,
  guestToken,
  openShipmentDetail,
  signInAsGuest,
  subscribeAuto,
  type WorldSamples,
  worldSamples,
} from '../support/ocean-guest.js';
import { lookAlreadyChecked } from '../support/passes.js';

const browser = useBrowser();

/**
 * /ocean/detail as a guest following a shipment: the container timeline in the views.md §4 order
 * with actual and estimated events told apart, the route map, and the terminal card of a US port.
 * The guest signs in through the stored session (support/ocean-guest.ts).
 */
const SHOTS = join(new URL('../..', import.meta.url).pathname, '.test-output/screenshots');

interface TimelineEvent {
  eventCode: string;
  eventClassifier: string;
  equipment: { equipmentCode: string } | null;
}
interface Detail {
  subscription: { id: string };
  shipment: {
    shipmentEquipments: { equipment: { equipmentCode: string } }[];
    shipmentLocations: { locationCategory: string; location: { locationCode: string } }[];
    transportEvents: TimelineEvent[];
    equipmentEvents: TimelineEvent[];
  } | null;
}

let samples: WorldSamples;
let token: string;

const auth = () => guestHeaders(token);
const subscribe = (number: string) => subscribeAuto(browser.baseUrl, token, number);

/** The first refresh is queued on subscribe: wait until the shipment is there. */
async function detailWithData(id: string): Promise<Detail> {
  const detail = await detailWithShipment<Detail>(browser.baseUrl, token, id);
  expect(detail?.shipment, `the first refresh of ${id}`).toBeTruthy();
  return detail as Detail;
}

/** Opens the page signed in as our guest, in the given language. */
const openDetail = (page: Page, id: string, lang: 'en' | 'zh') => openShipmentDetail(page, token, id, lang);

/** Lets the map finish drawing before a screenshot (the map test asserts it; here it only waits). */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.querySelector('[data-testid=ocean-route-map]')?.getAttribute('data-route-state') !==
        'loading',
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

interface ShownGroup {
  port: string;
  rows: { code: string; classifier: string; act: boolean; est: boolean }[];
}

/** The open container's timeline as drawn: port groups and, per row, its code and icon. */
function shownGroups(page: Page): Promise<ShownGroup[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=container-timeline] [data-port]')].map((group) => ({
      port: group.getAttribute('data-port') ?? '',
      rows: [...group.querySelectorAll('[data-event-code]')].map((row) => ({
        code: row.getAttribute('data-event-code') ?? '',
        classifier: row.getAttribute('data-classifier') ?? '',
        act: row.querySelector('[data-testid=event-act-icon]') !== null,
        est: row.querySelector('[data-testid=event-est-icon]') !== null,
      })),
    })),
  );
}

beforeAll(async () => {
  samples = await worldSamples(browser.baseUrl);
  token = await guestToken(browser.baseUrl);
});

describe('ocean detail', () => {
  let id = '';
  let detail: Detail;

  it('shows each container timeline by port, in rank order, ACT checked and EST hollow', async () => {
    // A B/L: its boxes, vessel legs and transshipments give several port groups.
    for (const number of samples.billsOfLading) {
      const found = await subscribe(number);
      if (found) {
        id = found;
        break;
      }
    }
    expect(id).not.toBe('');
    detail = await detailWithData(id);
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, id, 'en');

    const groups = await shownGroups(page);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      // The rank table, with rail ranked around the vessel at a seaport (domain's ranksOf).
      const rankOf = ranksOf(group.rows);
      const ranks = group.rows.map((r) => rankOf(r.code));
      expect(ranks, `rank order at ${group.port}: ${group.rows.map((r) => r.code).join(' ')}`).toEqual(
        [...ranks].sort((a, b) => a - b),
      );
      for (const row of group.rows) {
        expect([row.act, row.est], `${row.code} ${row.classifier}`).toEqual(
          row.classifier === 'ACT' ? [true, false] : [false, true],
        );
      }
    }
    // Every move of the first box is on screen: its own events plus the shared vessel events.
    const shipment = detail.shipment as NonNullable<Detail['shipment']>;
    const box = shipment.shipmentEquipments[0]?.equipment.equipmentCode;
    const expected =
      shipment.transportEvents.length +
      shipment.equipmentEvents.filter((e) => !box || !e.equipment || e.equipment.equipmentCode === box)
        .length;
    expect(groups.flatMap((g) => g.rows).length).toBe(expected);

    mkdirSync(SHOTS, { recursive: true });
    await settle(page);
    await page.screenshot({ path: join(SHOTS, 'detail-en-desktop.png') });
  });

  it('says a mangled link leads to no shipment, without asking the server about a parameter', async () => {
    const page = await browser.newPage({ width: 375, height: 812 });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/application/ocean/subscribe/')) calls.push(r.url());
    });
    await signInAsGuest(page, token, 'en');
    await page.goto('/ocean/detail?id=MSKU9070323&lang=en');
    await expect
      .poll(() => page.getByTestId('detail-no-id').textContent())
      .toContain('This link does not lead to a shipment');
    expect(calls).toEqual([]);
    expect(await page.locator('.tl-toast').count()).toBe(0);
  });

  it('draws the route map beside the drawer', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, id, 'en');
    const map = page.getByTestId('ocean-route-map');
    await expect.poll(() => map.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => map.getAttribute('data-route-state'), { timeout: 30_000, interval: 250 })
      .toBe('drawn');
  });

  it.skipIf(lookAlreadyChecked)('is usable at 375 px and in Chinese', async () => {
    const small = await browser.newPage({ width: 375, height: 812 });
    await openDetail(small, id, 'en');
    const box = await small.getByTestId('ocean-info-drawer').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    await settle(small);
    await small.screenshot({ path: join(SHOTS, 'detail-en-375.png') });

    const zh = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(zh, id, 'zh');
    expect(await zh.getByTestId('detail-containers').textContent()).toContain('集装箱');
    await settle(zh);
    await zh.screenshot({ path: join(SHOTS, 'detail-zh-desktop.png') });
    const zhSmall = await browser.newPage({ width: 375, height: 812 });
    await openDetail(zhSmall, id, 'zh');
    await settle(zhSmall);
    await zhSmall.screenshot({ path: join(SHOTS, 'detail-zh-375.png') });
  });

  it('saves a remark, and keeps only a valid 6-character plate in this browser', async () => {
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, id, 'en');
    await page.getByTestId('detail-remark-edit').click();
    const input = page.getByTestId('detail-remark-input');
    await input.fill('x');
    expect(await page.getByTestId('detail-remark-save').isDisabled()).toBe(true);
    await input.fill('Call the consignee before pick-up');
    await page.getByTestId('detail-remark-save').click();
    await expect
      .poll(() => page.getByTestId('detail-remark').textContent(), { timeout: 10_000 })
      .toContain('Call the consignee before pick-up');
    const stored = await api<{ subscription: { remark: string } }>(
      browser.baseUrl,
      `/application/ocean/subscribe/${id}`,
      { headers: auth() },
    );
    expect(stored.data.subscription.remark).toBe('Call the consignee before pick-up');

    // Boxes leaving a Chinese port (PRE or POL in CN) take a plate; others have no plate field.
    const chinese = (detail.shipment?.shipmentLocations ?? []).some(
      (l) => ['PRE', 'POL'].includes(l.locationCategory) && l.location.locationCode.startsWith('CN'),
    );
    const plate = page.getByTestId('plate-input').first();
    expect(await plate.count()).toBe(chinese ? 1 : 0);
    if (!chinese) return;
    await plate.fill('1A2345');
    await page.getByTestId('plate-error').waitFor();
    expect(await page.getByTestId('plate-save').first().isDisabled()).toBe(true);
    await plate.fill('a12345');
    await expect.poll(() => page.getByTestId('plate-error').count()).toBe(0);
    await page.getByTestId('plate-save').first().click();
    const plates = await page.evaluate(() => localStorage.getItem('tracklane.oceanDetail.plates') ?? '');
    expect(Object.values(JSON.parse(plates))).toContain('沪A12345');
  });

  it('opens the terminal card of a US port of discharge with its last free day', async () => {
    // A box the terminal has a record for now, with a last free day (the card must show that date).
    let found: { id: string; portCode: string; lastFreeDay: string } | null = null;
    for (const sample of samples.terminal.filter(
      (s) => s.call === 'download' && s.portCode.startsWith('US'),
    )) {
      const subscription = await subscribe(sample.containerNumber);
      if (!subscription) continue;
      await detailWithData(subscription);
      const records = await api<{ lastFreeDay: string | null; terminalCode: string | null }[]>(
        browser.baseUrl,
        '/terminal/us/download',
        {
          method: 'POST',
          headers: auth(),
          body: JSON.stringify({ businessNumber: sample.containerNumber, portCode: sample.portCode }),
        },
      );
      const record = records.data?.find((r) => r.terminalCode && r.lastFreeDay);
      if (record?.lastFreeDay) {
        found = { id: subscription, portCode: sample.portCode, lastFreeDay: record.lastFreeDay };
        break;
      }
    }
    expect(found, 'a US terminal sample with a last free day').not.toBeNull();
    const { id: terminalId, portCode, lastFreeDay } = found as NonNullable<typeof found>;

    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, terminalId, 'en');
    const button = page.getByTestId(`terminal-button-${portCode}`);
    expect(await button.getAttribute('data-category')).toBe('POD');
    await button.click();
    const card = page.getByTestId('terminal-card');
    await card.waitFor();
    expect(await card.getAttribute('data-port')).toBe(portCode);
    expect((await card.getByTestId('terminal-last-free-day').textContent())?.trim()).toBe(
      lastFreeDay.slice(0, 10),
    );
    // A second click folds the card away again.
    await button.click();
    await expect.poll(() => page.getByTestId('terminal-card').count()).toBe(0);
  });
});
