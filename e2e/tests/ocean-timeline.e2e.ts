import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isOnDemandTerminalPort, orderConflicts, orderEvents, terminalMessage } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import {
  detailWithShipment,
  guestToken,
  openShipmentDetail,
  subscribeAuto,
  type WorldSamples,
  worldSamples,
} from '../support/ocean-guest.js';

const browser = useBrowser();

/**
 * A plausible timeline and the terminal block (issue 20): the carrier's conflicting estimates
 * drawn in the views.md §4 order with a conflict marker, the terminal card in words, the two
 * port-data states apart, and a terminal block in every container's panel. Screenshots of the
 * drawer with its timeline and of the terminal card in zh, en and jp at 375 and 1366 px.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const SHOTS = join(ROOT, '.test-output/screenshots');
type Lang = 'en' | 'zh' | 'jp';
const LANGS: Lang[] = ['en', 'zh', 'jp'];
const words = Object.fromEntries(
  LANGS.map((l) => [
    l,
    JSON.parse(readFileSync(join(ROOT, `apps/web/src/locales/${l}/oceanDetail.json`), 'utf8')),
  ]),
) as Record<Lang, { timeline: { conflict: string }; terminal: { statuses: Record<string, string> } }>;

interface Event {
  eventCode: string;
  eventClassifier: string;
  eventTime: string;
  equipment: { equipmentCode: string } | null;
  transportCall: { location: { locationCode: string } | null } | null;
}
interface Shipment {
  carrier: { carrierCode: string };
  shipmentEquipments: { equipment: { equipmentCode: string } }[];
  shipmentLocations: {
    locationCategory: string;
    location: { locationCode: string; portTimeZone: string | null };
  }[];
  transportEvents: Event[];
  equipmentEvents: Event[];
}

let samples: WorldSamples;
let token: string;

/** The first refresh is queued on subscribe: wait (in the set-up) for the shipment. */
const shipmentOf = async (id: string) =>
  (await detailWithShipment<{ shipment: Shipment | null }>(browser.baseUrl, token, id))?.shipment ?? null;

/** The samples tracked once for the file: id and shipment of each number that tracks. */
let tracked: { number: string; id: string; shipment: Shipment }[] = [];

const openDetail = (page: Page, id: string, lang: Lang) => openShipmentDetail(page, token, id, lang);

/** The first box's arrival/discharge conflict as the domain sees it (the web's own rule). */
function conflictOf(shipment: Shipment): { port: string } | null {
  const box = shipment.shipmentEquipments[0]?.equipment.equipmentCode;
  const moves = [
    ...shipment.transportEvents,
    ...shipment.equipmentEvents.filter((e) => !box || !e.equipment || e.equipment.equipmentCode === box),
  ].map((event) => ({
    event,
    code: event.eventCode,
    at: Date.parse(event.eventTime),
    loc: event.transportCall?.location?.locationCode ?? null,
  }));
  const route = shipment.shipmentLocations.map((l) => l.location.locationCode);
  const zones = new Map(
    shipment.shipmentLocations.map((l) => [l.location.locationCode, l.location.portTimeZone]),
  );
  const conflicts = orderConflicts(
    orderEvents(moves, route),
    shipment.carrier.carrierCode,
    (code) => zones.get(code) ?? null,
  );
  for (const [e, { after }] of conflicts)
    if (['DSCH', 'TSDC'].includes(e.code) && ['BDAR', 'TSBA'].includes(after.code) && e.loc)
      return { port: e.loc };
  return null;
}

beforeAll(async () => {
  samples = await worldSamples(browser.baseUrl);
  token = await guestToken(browser.baseUrl);
  const numbers = [
    ...samples.billsOfLading,
    ...samples.containers,
    ...samples.terminal.map((t) => t.containerNumber),
  ];
  const ids = await Promise.all(
    numbers.map(async (number) => ({ number, id: await subscribeAuto(browser.baseUrl, token, number) })),
  );
  tracked = [];
  for (const { number, id } of ids) {
    const shipment = id ? await shipmentOf(id) : null;
    if (id && shipment) tracked.push({ number, id, shipment });
  }
}, 120_000);

describe('a plausible timeline', () => {
  it('draws a discharge the carrier dates before the arrival after it, with a conflict marker', async () => {
    const found = tracked.map((t) => ({ ...t, conflict: conflictOf(t.shipment) })).find((t) => t.conflict);
    expect(found, 'a sample whose estimates date the discharge before the arrival').toBeDefined();
    const { id, conflict } = found as NonNullable<typeof found>;
    mkdirSync(SHOTS, { recursive: true });
    for (const lang of LANGS) {
      for (const width of [1366, 375]) {
        const page = await browser.newPage({ width, height: 900 });
        await openDetail(page, id, lang);
        const group = page.locator(
          `[data-testid=container-timeline] [data-testid=timeline-port][data-port="${conflict?.port}"]`,
        );
        const codes = await group
          .locator('[data-event-code]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event-code') ?? ''));
        const arrival = codes.findIndex((c) => c === 'BDAR' || c === 'TSBA');
        const discharge = codes.findIndex((c) => c === 'DSCH' || c === 'TSDC');
        expect(arrival, codes.join(' ')).toBeGreaterThanOrEqual(0);
        expect(arrival, codes.join(' ')).toBeLessThan(discharge);
        const marker = group
          .locator('[data-event-code][data-conflict=true] [data-testid=event-conflict]')
          .first();
        expect((await marker.textContent())?.trim()).toBe(words[lang].timeline.conflict);
        // The explanation on hover (and tap): a tooltip naming the event it conflicts with.
        await marker.scrollIntoViewIfNeeded();
        await marker.hover();
        const tip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)');
        await expect.poll(() => tip.count(), { timeout: 15_000 }).toBeGreaterThan(0);
        expect((await tip.first().textContent())?.length ?? 0).toBeGreaterThan(10);
        await page.screenshot({
          path: join(SHOTS, `timeline-conflict-${lang}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }, 300_000); // six page loads: three languages at two widths
});

describe('the terminal block', () => {
  it('sits in every container panel', async () => {
    const multi = tracked.find(
      (t) =>
        t.shipment.shipmentEquipments.length > 1 &&
        t.shipment.shipmentLocations.some(
          (l) =>
            ['PRE', 'POL', 'POD'].includes(l.locationCategory) &&
            /^(CN|US|KR|JP)/.test(l.location.locationCode),
        ),
    );
    expect(multi, 'a B/L of several boxes with a terminal port').toBeDefined();
    const { id, shipment } = multi as NonNullable<typeof multi>;
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, id, 'en');
    const boxes = shipment.shipmentEquipments.map((e) => e.equipment.equipmentCode);
    for (const box of boxes.slice(1)) await page.getByTestId(`container-panel-${box}`).click();
    for (const box of boxes) {
      const panel = page.locator(`[data-testid=container-timeline][data-container="${box}"]`);
      await panel.waitFor();
      expect(await panel.getByTestId('container-terminal').count(), box).toBe(1);
    }
  });

  it('shows the status in words in zh, en and jp, never the code', async () => {
    const withCard = tracked.filter((t) => samples.terminal.some((s) => s.containerNumber === t.number));
    let shown = false;
    for (const { number, id } of withCard) {
      const sample = samples.terminal.find((s) => s.containerNumber === number);
      if (!sample) continue;
      for (const lang of LANGS) {
        for (const width of [1366, 375]) {
          const page = await browser.newPage({ width, height: 900 });
          await openDetail(page, id, lang);
          const button = page.getByTestId(`terminal-button-${sample.portCode}`).first();
          if ((await button.count()) === 0) break;
          await button.click();
          const card = page.getByTestId('terminal-card').first();
          const answered = await card
            .waitFor({ timeout: 20_000 })
            .then(() => true)
            .catch(() => false);
          if (!answered) break;
          const status = card.getByTestId('terminal-status');
          const code = await status.getAttribute('data-status');
          const text = (await status.textContent())?.trim() ?? '';
          expect(text).not.toMatch(/^[A-Z]+(_[A-Z]+)+$/);
          if (code) {
            expect(text, `${lang} ${code}`).toBe(words[lang].terminal.statuses[code]);
            expect(await card.textContent()).not.toContain(code);
          }
          await card.scrollIntoViewIfNeeded();
          await card.screenshot({ path: join(SHOTS, `terminal-card-${lang}-${width}.png`) });
          shown = true;
        }
      }
      if (shown) break;
    }
    expect(shown, 'a terminal sample with a card').toBe(true);
  }, 300_000); // six page loads: three languages at two widths

  it('says "port data subscribed" or "retry in 5 minutes", never both, each with its icon', async () => {
    const onDemand = tracked
      .map((t) => ({
        ...t,
        port: t.shipment.shipmentLocations.find(
          (l) =>
            ['PRE', 'POL', 'POD'].includes(l.locationCategory) &&
            isOnDemandTerminalPort(l.location.locationCode),
        )?.location.locationCode,
      }))
      .find((t) => t.port);
    expect(onDemand, 'a sample calling at USLAX, USLGB, USOAK or USNYC').toBeDefined();
    const { id, port } = onDemand as NonNullable<typeof onDemand>;
    const page = await browser.newPage({ width: 1366, height: 900 });
    await openDetail(page, id, 'en');
    const block = page.getByTestId('container-terminal').first();
    const button = block.getByTestId(`terminal-button-${port}`);
    const subscribed = terminalMessage('subscribed', 'en');
    const later = terminalMessage('retryLater', 'en');
    // Every state the message shows, in order: the first click's answer can turn into "retry
    // later" as soon as the provider has answered, faster than two reads of the page.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { terminalStates: string[] }).terminalStates = seen;
      const record = () => {
        const state = document.querySelector('[data-testid=terminal-message]')?.getAttribute('data-state');
        if (state && seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    for (let click = 0; click < 2; click++) {
      await button.click();
      await expect
        .poll(
          async () =>
            (await block.getByTestId('terminal-message').count()) +
            (await block.getByTestId('terminal-card').count()),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0);
      const message = block.getByTestId('terminal-message');
      if ((await message.count()) === 0) break;
      expect(await message.count()).toBe(1);
      // One read of both, so a re-render between them cannot pair one state with another's words.
      const { state, text } = await message.evaluate((el) => ({
        state: el.getAttribute('data-state'),
        text: el.textContent?.trim() ?? '',
      }));
      expect(text.includes(subscribed) && text.includes(later), text).toBe(false);
      if (state === 'subscribed') expect(text).toBe(subscribed);
      if (state === 'retryLater') expect(text).toBe(later);
      if (state === 'subscribed' || state === 'retryLater' || state === 'noData')
        expect(await message.locator(`[data-icon=${state}]`).count()).toBe(1);
      if (click === 0)
        expect(
          await page.evaluate(() => (window as unknown as { terminalStates: string[] }).terminalStates[0]),
        ).toBe('subscribed');
    }
  });
});
