import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { lookAlreadyChecked } from '../support/passes.js';

/**
 * The embedded ocean container map screen /map/ocean (views.md §2, §4, §6, §8): a member's API
 * key opens a read-only view of one of the member's subscriptions, driven by the link's query.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

interface Place {
  type: number;
  name: string;
  ata: string | null;
  eta: string | null;
  sta: string | null;
}
interface Detail {
  subscription: { id: string; businessNumber: string };
  shipment: { proxy: { places: Place[] } } | null;
}
interface Tracked {
  number: string;
  id: string;
  detail: Detail;
}

const suffix = randomBytes(3).toString('hex');
const user = { username: `embed_${suffix}`, email: `embed.${suffix}@example.com`, password: 'embed-pass-1' };
let grant: { clientId: string; key: string };
const tracked: Tracked[] = [];
/** The sandbox's bills of lading arriving late (samples.delayed). */
let delayedNumbers: string[] = [];

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const pod = (d: Detail) => d.shipment?.proxy.places.find((p) => p.type === 4) ?? null;
const DAY_MS = 86_400_000;
/** views.md §4: no actual arrival at the discharge port and ETA a day or more after STA. */
function isDelayed(d: Detail): boolean {
  const p = pod(d);
  return !!p && !p.ata && !!p.eta && !!p.sta && Date.parse(p.eta) - Date.parse(p.sta) >= DAY_MS;
}

async function memberToken(): Promise<string> {
  await accounts.registerByApi(browser.baseUrl, { ...user, company: 'Embed Freight' });
  const signedIn = await api<{ accessToken: string }>(
    `/auth/user/token?${new URLSearchParams({ username: user.username, password: user.password })}`,
  );
  return signedIn.data.accessToken;
}

/** Subscribes the world's sample numbers and waits for their first refresh to bring data. */
async function subscribeSamples(token: string): Promise<void> {
  const world = await api<{
    samples: {
      containers: string[];
      billsOfLading: string[];
      delayed: string[];
      carriers: Record<string, string>;
      terminal: { containerNumber: string }[];
    };
  }>('/sandbox/world');
  const { containers, billsOfLading, delayed, carriers, terminal } = world.data.samples;
  delayedNumbers = delayed;
  const inputs = [
    ...containers.map((containerNumber) => ({ number: containerNumber, body: { containerNumber } })),
    // Late arrivals (bills of lading), with their carrier.
    ...delayed.map((billNumber) => ({
      number: billNumber,
      body: { billNumber, carrierCode: carriers[billNumber] },
    })),
    ...billsOfLading.map((billNumber) => ({ number: billNumber, body: { billNumber } })),
    ...terminal.map(({ containerNumber }) => ({ number: containerNumber, body: { containerNumber } })),
  ];
  const subscribed: { number: string; id: string }[] = [];
  for (const { number, body } of inputs) {
    // Some samples need a carrier code (40020): those are skipped.
    const res = await api<{ id: string }>('/application/ocean/subscribe', json(body, token));
    if (res.statusCode === 20000) subscribed.push({ number, id: res.data.id });
  }
  const auth = { headers: { authorization: `Bearer ${token}` } };
  await expect
    .poll(
      async () => {
        tracked.length = 0;
        for (const { number, id } of subscribed) {
          const d = await api<Detail>(`/application/ocean/subscribe/${id}`, auth);
          if (d.data?.shipment && pod(d.data)) tracked.push({ number, id, detail: d.data });
        }
        // Enough to work with, and a late arrival among them when the world has one.
        const lateOne = delayed.length === 0 || tracked.some((t) => delayed.includes(t.number));
        return tracked.length >= Math.min(3, subscribed.length) && lateOne;
      },
      { timeout: 45_000, interval: 1_000 },
    )
    .toBe(true);
}

function embedUrl(number: string, extra: Record<string, string> = {}): string {
  return `/map/ocean?${new URLSearchParams({ ...grant, businessNumber: number, lang: 'en', showInfo: '1', ...extra })}`;
}

async function openEmbed(page: Page, url: string, lookup = 'found'): Promise<void> {
  await page.goto(url);
  await page
    .locator(`[data-testid="ocean-map-screen"][data-lookup="${lookup}"]`)
    .waitFor({ timeout: 20_000 });
}

const drawerText = (page: Page) => page.getByTestId('embed-drawer').innerText();
const mapBox = async (page: Page) => page.getByTestId('ocean-map-screen-map').boundingBox();
const drawerBox = async (page: Page) => page.getByTestId('ocean-map-screen-drawer').boundingBox();
const drawerState = (page: Page) => page.getByTestId('ocean-map-screen-layout').getAttribute('data-drawer');

/** The slide has finished when the drawer's left edge rests at 0 (open) or at minus its width. */
async function settled(page: Page, open: boolean): Promise<void> {
  await expect
    .poll(async () => {
      const box = await drawerBox(page);
      return box ? Math.round(open ? box.x : box.x + box.width) : null;
    })
    .toBe(0);
}

/** Waits (without asserting: the map is another feature's) for the route, so screenshots show it. */
async function mapDrawn(page: Page): Promise<void> {
  await page
    .locator('[data-testid="ocean-route-map"][data-route-state="drawn"]')
    .waitFor({ timeout: 20_000 })
    .catch(() => undefined);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

/** A horizontal drag that starts on the drawer's handle (no text there to select). */
async function dragFromHandle(page: Page, toX: number): Promise<void> {
  const box = await page.getByTestId('drawer-handle').boundingBox();
  if (!box) throw new Error('no drawer handle');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(toX, y, { steps: 8 });
  await page.mouse.up();
}

describe('embedded ocean container map screen /map/ocean', () => {
  // Set up in a test, not a hook: the mailbox and refresh waits poll with expect.
  it('prepares a member with an API key who tracks the sandbox samples', async () => {
    const token = await memberToken();
    const created = await api<{ clientId: string; key: string }>(
      '/auth/api/keys',
      json({ name: 'embed' }, token),
    );
    expect(created.statusCode).toBe(20000);
    grant = { clientId: created.data.clientId, key: created.data.key };
    await subscribeSamples(token);
    expect(tracked.length).toBeGreaterThan(0);
  }, 120_000);

  it('shows the shipment of the key owner in a read-only drawer, with the font of the link', async () => {
    const main = tracked[0] as Tracked;
    const page = await browser.newPage(DESKTOP);
    await openEmbed(page, embedUrl(main.number, { font: '16' }));
    expect(await page.getByTestId('ocean-map-screen').getAttribute('data-auth')).toBe('ready');
    expect(await drawerState(page)).toBe('open');
    await expect.poll(() => drawerText(page)).toContain(main.number);
    expect(await drawerText(page)).not.toContain('This number is not subscribed');
    expect(await page.getByTestId('embed-drawer').evaluate((el) => getComputedStyle(el).fontSize)).toBe(
      '16px',
    );
    // The key was exchanged for a read token kept in the session, like /authorize does.
    expect((await accounts.session(page)).readToken).toBeTruthy();
    await settled(page, true);
    await mapDrawn(page);
    await shot(page, 'embed-en-desktop');
  });

  it('masks the number with asterisks for hiddenReference=1', async () => {
    const main = tracked[0] as Tracked;
    const page = await browser.newPage(DESKTOP);
    await openEmbed(page, embedUrl(main.number, { hiddenReference: '1' }));
    await expect.poll(() => drawerText(page)).toContain('*');
    expect(await drawerText(page)).not.toContain(main.number);
    expect((await drawerText(page)).toUpperCase()).not.toContain(main.number.toUpperCase());
    // views.md §2: the number is masked with asterisks, its owner prefix too.
    expect(await page.getByTestId('detail-business-number').textContent()).toBe(
      '*'.repeat(main.number.length),
    );
  });

  it('starts hidden for showInfo=2 and opens and hides without moving or resizing the map', async () => {
    const main = tracked[0] as Tracked;
    const page = await browser.newPage(DESKTOP);
    await openEmbed(page, embedUrl(main.number, { showInfo: '2' }));
    expect(await drawerState(page)).toBe('hidden');
    await settled(page, false);
    await mapDrawn(page);
    await shot(page, 'embed-en-desktop-hidden');
    const before = await mapBox(page);
    expect(before).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });

    await page.getByTestId('drawer-handle').click();
    expect(await drawerState(page)).toBe('open');
    await settled(page, true);
    expect(await mapBox(page)).toEqual(before);
    await expect.poll(() => drawerText(page)).toContain(main.number);

    // A swipe to the left hides it again; one to the right, ending over the map, brings it back.
    await dragFromHandle(page, 60);
    await expect.poll(() => drawerState(page)).toBe('hidden');
    await settled(page, false);
    expect(await mapBox(page)).toEqual(before);
    await dragFromHandle(page, 320);
    await expect.poll(() => drawerState(page)).toBe('open');
    await settled(page, true);
    expect(await mapBox(page)).toEqual(before);
  });

  it('highlights a delayed arrival only with warn=true, with the delay in days', async () => {
    // A late arrival of the world itself, as the engine sees it from the carrier's events.
    const delayed = tracked.find((t) => delayedNumbers.includes(t.number) && isDelayed(t.detail));
    expect(delayed, `one of ${delayedNumbers.join(', ')} tracked as delayed`).toBeDefined();
    if (!delayed) return;
    const page = await browser.newPage(DESKTOP);
    const p = pod(delayed.detail) as Place;
    const map = page.getByTestId('ocean-route-map');

    await openEmbed(page, embedUrl(delayed.number));
    await mapDrawn(page);
    expect(await map.getAttribute('data-delayed')).not.toBe('true');

    await openEmbed(page, embedUrl(delayed.number, { warn: 'true' }));
    await expect.poll(() => map.getAttribute('data-delayed'), { timeout: 20_000 }).toBe('true');
    // The map's label and the drawer give the same days, to a tenth (issue 20).
    const days = Math.round(((Date.parse(p.eta ?? '') - Date.parse(p.sta ?? '')) / DAY_MS) * 10) / 10;
    expect(days).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByTestId('delay-tooltip').innerText()).toContain(String(days));
    const drawer = page.getByTestId('detail-arrival-delay');
    if ((await drawer.count()) > 0) expect(Number(await drawer.getAttribute('data-days'))).toBe(days);
  });

  it('says the query key is invalid and shows only the business number for a bad key', async () => {
    const main = tracked[0] as Tracked;
    const podName = pod(main.detail)?.name ?? '';
    const page = await browser.newPage(DESKTOP);
    await page.goto(embedUrl(main.number, { key: 'not-the-key' }));
    await page.locator('[data-testid="ocean-map-screen"][data-auth="invalid"]').waitFor({ timeout: 20_000 });
    await page.locator('.tl-toast', { hasText: 'The query key is invalid' }).waitFor();
    expect(await page.getByTestId('ocean-map-screen').getAttribute('data-lookup')).toBe('idle');
    await expect.poll(() => drawerText(page)).toContain(main.number);
    if (podName) expect(await drawerText(page)).not.toContain(podName);
    expect((await accounts.session(page)).readToken ?? null).toBeNull();
  });

  it('says the number is not subscribed when the key owner does not track it', async () => {
    const page = await browser.newPage(DESKTOP);
    await openEmbed(page, embedUrl('MSKU0000000'), 'missing');
    await expect
      .poll(() => page.getByTestId('embed-notice').innerText())
      .toContain('This number is not subscribed');
  });

  it.skipIf(lookAlreadyChecked)(
    'on a 375 px screen shows a hidden drawer as a small button that opens it full width',
    async () => {
      const main = tracked[0] as Tracked;
      for (const lang of ['en', 'zh'] as const) {
        const page = await browser.newPage(PHONE);
        await openEmbed(page, embedUrl(main.number, { showInfo: '2', lang }));
        const button = page.getByTestId('drawer-button');
        await button.waitFor();
        const box = await button.boundingBox();
        expect(box && box.width <= 56 && box.height <= 56).toBe(true);
        expect(await page.getByTestId('drawer-handle').count()).toBe(0);
        await mapDrawn(page);
        // English shows the button over the map, Chinese the drawer it opens.
        if (lang === 'en') await shot(page, 'embed-en-375');
        await button.click();
        expect(await drawerState(page)).toBe('open');
        await settled(page, true);
        expect((await drawerBox(page))?.width).toBe(PHONE.width);
        expect(await button.count()).toBe(0);
        await expect.poll(() => drawerText(page)).toContain(main.number);
        if (lang === 'zh') await shot(page, 'embed-zh-375');
        if (lang === 'zh') {
          await page.getByTestId('drawer-close').click();
          await expect.poll(() => drawerState(page)).toBe('hidden');
          await button.waitFor();
        }
      }
    },
  );

  it.skipIf(lookAlreadyChecked)('renders the desktop screen in Chinese by default', async () => {
    const main = tracked[0] as Tracked;
    const page = await browser.newPage(DESKTOP);
    const url = embedUrl(main.number);
    await openEmbed(page, url.replace('lang=en', 'lang=undefined'));
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
    expect(await page.getByTestId('drawer-handle').getAttribute('aria-label')).toBe('收起信息栏');
    await settled(page, true);
    await mapDrawn(page);
    await shot(page, 'embed-zh-desktop');
  });
});
