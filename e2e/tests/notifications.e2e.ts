import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { DEFAULT_NOTIFICATION_EVENTS } from '@tracklane/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as accounts from '../support/accounts.js';
import { type NewUser, registerByApi, signInFromLoginPage } from '../support/accounts.js';
import { useBrowser } from '../support/browser.js';
import { lookAlreadyChecked } from '../support/passes.js';

/**
 * Being told when a date moves, as a new member would (issue 21): they set an ETA rule with two
 * e-mail addresses (a Chinese comma between them) on the settings page, a carrier's ETA change is
 * recorded as a refresh records it (the test route writes the change and its fan-out job in one
 * transaction), and the member sees the bell count rise without reloading, the notice in the
 * notice centre, and one e-mail per address in the sandbox mailbox, each once. The tests run in
 * order and share the member.
 */
const browser = useBrowser();
const api = <T>(path: string, init?: RequestInit) => accounts.api<T>(browser.baseUrl, path, init);
const SHOTS = new URL('../../.test-output/screenshots/', import.meta.url).pathname;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

const suffix = randomBytes(3).toString('hex');
const member: NewUser = {
  username: `notify_${suffix}`,
  email: `notify.${suffix}@example.com`,
  company: `Notify Cargo ${suffix}`,
  password: 'notify-pass-1',
};
const inboxes = [`ops.${suffix}@example.com`, `cs.${suffix}@example.com`];
let token = '';
let subscriptionId = '';
let billNumber = '';
let page: Page;

const authed = (body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

type Mail = { subject: string | null; text: string; receivedAt: string };
const mailsTo = async (to: string) =>
  (await api<Mail[]>(`/sandbox/messages?to=${encodeURIComponent(to)}&limit=20`)).data ?? [];

describe('notifications: rule, change, bell, notice centre, e-mail', () => {
  it('sets an ETA rule with two addresses; four are refused on the field', async () => {
    token = await registerByApi(browser.baseUrl, member);
    const world = await api<{ samples: { billsOfLading: string[] } }>('/sandbox/world');
    billNumber = world.data.samples.billsOfLading[0] as string;
    const subscribed = await api<{ id: string }>('/application/ocean/subscribe', authed({ billNumber }));
    expect(subscribed.statusCode, subscribed.message).toBe(20000);
    subscriptionId = subscribed.data.id;

    page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInFromLoginPage(page, member.username, member.password);
    await page.goto('/user/settings/notifications?lang=en');
    await page.getByTestId('notification-rule').waitFor();
    // Only ETA changes, e-mail on.
    // Untick every default event but ETA changes.
    for (const event of DEFAULT_NOTIFICATION_EVENTS.filter((e) => e !== 'ETA_CHANGE'))
      await page.getByTestId(`rule-event-${event}`).click();
    await page.getByTestId('rule-email').click();
    await page.getByTestId('rule-emails').fill('a@x.com, b@x.com, c@x.com, d@x.com');
    await page.getByTestId('rule-submit').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').first().textContent()).toMatch(/3/);
    await page.getByTestId('rule-emails').fill(inboxes.join('，'));
    await page.getByTestId('rule-submit').click();
    await expect
      .poll(
        async () =>
          (await api<{ emails: string[]; isDefault: boolean }>('/application/rule/event', authed())).data,
      )
      .toMatchObject({ emails: inboxes, isDefault: false });
    const rule = (await api<{ events: string[]; channels: unknown }>('/application/rule/event', authed()))
      .data;
    expect(rule).toMatchObject({ events: ['ETA_CHANGE'], channels: { inapp: true, email: true } });
  });

  it('a carrier ETA change rings the bell live, fills the notice centre and mails each address once', async () => {
    // useBrowser closes each test's pages after it: this test signs in on a page of its own.
    page = await browser.newPage(DESKTOP);
    await signInFromLoginPage(page, member.username, member.password);
    await page.goto('/tracking/ocean?lang=en');
    await page.getByTestId('notice-bell').waitFor();
    const before = Date.now();
    const changed = await api('/__test/ocean/date-change', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subscriptionId,
        event: 'ETA_CHANGE',
        portCode: 'NLRTM',
        oldValue: '2026-12-10T06:00:00.000Z',
        newValue: '2026-12-11T12:00:00.000Z',
      }),
    });
    expect(changed.statusCode, changed.message).toBe(20000);
    // Pushed over the live socket: no reload.
    await expect
      .poll(() => page.getByTestId('notice-bell-count').textContent(), { timeout: 30_000 })
      .toContain('1');
    for (const to of inboxes) {
      await expect
        .poll(
          async () => (await mailsTo(to)).filter((m) => Date.parse(m.receivedAt) >= before - 1000).length,
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .toBe(1);
      const [mail] = await mailsTo(to);
      expect(mail?.subject).toContain(billNumber);
      expect(mail?.text).toContain('/ocean/detail?id=');
    }

    await page.goto('/notices?lang=en');
    await page.getByTestId('notices-list').waitFor();
    await expect.poll(() => page.getByTestId('notice').count()).toBe(1);
    expect(await page.getByTestId('notice-number').first().textContent()).toContain(billNumber);
    expect(await page.getByTestId('notice-change').first().textContent()).toMatch(/\+1 d 6 h|30 h/);
    await page.getByTestId('notice-mark-read').first().click();
    await expect
      .poll(async () => (await api<{ unread: number }>('/application/notices/unread', authed())).data.unread)
      .toBe(0);
    // Sent once: a second look finds no more mail.
    await new Promise((r) => setTimeout(r, 2500));
    for (const to of inboxes) expect((await mailsTo(to)).length).toBe(1);
  });

  it("the e-mail's unsubscribe link, signed out, stops mail to that address only", async () => {
    const [mail] = await mailsTo(inboxes[0] as string);
    const link = /https?:\/\/\S+\/notices\/unsubscribe\?token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeTruthy();
    const { pathname, search } = new URL(link as string);
    const visitor = await browser.newPage(PHONE);
    await visitor.goto(`${pathname}${search}&lang=jp`);
    // Opening the link changes nothing; the button does.
    await visitor.getByTestId('unsubscribe-confirm').waitFor();
    expect((await api<{ emails: string[] }>('/application/rule/event', authed())).data.emails).toEqual(
      inboxes,
    );
    await visitor.getByTestId('unsubscribe-confirm').click();
    await expect.poll(() => visitor.getByTestId('unsubscribe-done').textContent()).toContain(inboxes[0]);
    expect((await api<{ emails: string[] }>('/application/rule/event', authed())).data.emails).toEqual([
      inboxes[1],
    ]);
    // A forged token is a wrong link.
    await visitor.goto(`${pathname}?token=x.${'A'.repeat(43)}&lang=en`);
    await visitor.getByTestId('unsubscribe-confirm').click();
    await visitor.getByTestId('unsubscribe-wrong').waitFor();
    if (!lookAlreadyChecked) {
      mkdirSync(SHOTS, { recursive: true });
      await visitor.screenshot({ path: `${SHOTS}unsubscribe-wrong-en-phone.png` });
    }
  });
});

/**
 * The messaging-app channel, as a member would use it: the settings page offers binding until the
 * phone is bound (QR in the user centre, confirmed on the sandbox phone), then the channel; a
 * carrier's ETA change reaches the sandbox phone's chat once. Another sample bill than above, so
 * the shipment's coalescing window of the first member does not hold this change back.
 */
describe('notifications: messaging-app push to a bound phone', () => {
  const tag = randomBytes(3).toString('hex');
  const pusher: NewUser = {
    username: `push_${tag}`,
    email: `push.${tag}@example.com`,
    company: `Push Cargo ${tag}`,
    password: 'push-pass-1',
  };

  it('binds the phone, turns the channel on, and the ETA change shows once on the phone', async () => {
    const pushToken = await registerByApi(browser.baseUrl, pusher);
    const as = (body?: unknown): RequestInit => ({
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${pushToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const world = await api<{ samples: { billsOfLading: string[] } }>('/sandbox/world');
    const bill = world.data.samples.billsOfLading[1] as string;
    const subscribed = await api<{ id: string }>('/application/ocean/subscribe', as({ billNumber: bill }));
    expect(subscribed.statusCode, subscribed.message).toBe(20000);

    const desk = await browser.newPage(DESKTOP);
    await signInFromLoginPage(desk, pusher.username, pusher.password);
    // Not bound yet: a link to bind instead of the channel.
    await desk.goto('/user/settings/notifications?lang=en');
    await desk.getByTestId('rule-msgapp-bind').click();
    await expect.poll(() => new URL(desk.url()).pathname).toBe('/user/settings/auth');
    await desk.getByTestId('bound-bind').click();
    await desk.getByTestId('qr-image').waitFor();
    const href = (await desk.getByTestId('qr-sandbox-phone').getAttribute('href')) as string;
    // The phone is a page of the same browser: its account cookie stays for the chat below.
    const phone = await desk.context().newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(href);
    await phone.getByTestId('phone-confirm').click();
    await phone.locator('[data-testid="phone-result"][data-outcome="confirmed"]').waitFor();
    await desk.locator('[data-testid^="bound-row-"]').waitFor();

    await desk.goto('/user/settings/notifications?lang=en');
    await desk.getByTestId('rule-msgapp').click();
    await desk.getByTestId('rule-submit').click();
    await expect
      .poll(async () => (await api<{ channels: unknown }>('/application/rule/event', as())).data.channels)
      .toEqual({ inapp: true, email: false, msgapp: true });

    const changed = await api('/__test/ocean/date-change', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subscriptionId: subscribed.data.id,
        event: 'ETA_CHANGE',
        portCode: 'NLRTM',
        oldValue: '2026-12-10T06:00:00.000Z',
        newValue: '2026-12-11T12:00:00.000Z',
      }),
    });
    expect(changed.statusCode, changed.message).toBe(20000);
    const chat = `${new URL(href).origin}/phone?lang=en`;
    await expect
      .poll(
        async () => {
          await phone.goto(chat);
          return phone.getByTestId('phone-message').count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    const text = (await phone.getByTestId('phone-message').first().textContent()) ?? '';
    expect(text).toContain(bill);
    expect(text).toMatch(/ETA at .*NLRTM.*1 d 6 h later/s);
    expect(await phone.getByTestId('phone-message').locator('a').getAttribute('href')).toContain(
      '/ocean/detail?id=',
    );
    // Sent once.
    await new Promise((r) => setTimeout(r, 2500));
    await phone.goto(chat);
    expect(await phone.getByTestId('phone-message').count()).toBe(1);
    // The settings page's delivery log shows the one send, to the bound account, as sent.
    await desk.goto('/user/settings/notifications?lang=en');
    const logged = desk.locator('[data-testid="delivery-log"] [data-testid^="delivery-status-"]');
    await expect.poll(() => logged.allTextContents()).toEqual(['Sent']);
    expect(await desk.getByTestId('delivery-log').textContent()).toContain(bill);

    if (!lookAlreadyChecked) {
      mkdirSync(SHOTS, { recursive: true });
      for (const lang of ['zh', 'en', 'jp'] as const) {
        await phone.goto(`${new URL(href).origin}/phone?lang=${lang}`);
        await phone.screenshot({ path: `${SHOTS}msgapp-phone-${lang}.png`, fullPage: true });
        for (const [name, size] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          await desk.setViewportSize(size);
          await desk.goto(`/user/settings/notifications?lang=${lang}`);
          await desk.getByTestId('rule-msgapp').waitFor();
          await desk.getByTestId('usage-msgapp').waitFor();
          await desk.locator('[data-testid^="delivery-status-"]').first().waitFor();
          const overflow = await desk.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${lang} ${name} scrolls sideways`).toBeLessThanOrEqual(0);
          await desk.screenshot({ path: `${SHOTS}msgapp-settings-${lang}-${name}.png`, fullPage: true });
        }
      }
    }
  });

  it.skipIf(lookAlreadyChecked)(
    'an unbound member sees how to bind, at 375 px and on a desktop',
    async () => {
      const other: NewUser = {
        ...pusher,
        username: `unbound_${tag}`,
        email: `unbound.${tag}@example.com`,
        company: `Unbound Cargo ${tag}`,
      };
      await registerByApi(browser.baseUrl, other);
      const page = await browser.newPage(PHONE);
      await signInFromLoginPage(page, other.username, other.password);
      mkdirSync(SHOTS, { recursive: true });
      for (const lang of ['zh', 'en', 'jp'] as const)
        for (const [name, size] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          await page.setViewportSize(size);
          await page.goto(`/user/settings/notifications?lang=${lang}`);
          await page.getByTestId('rule-msgapp-bind').waitFor();
          await page.screenshot({ path: `${SHOTS}msgapp-unbound-${lang}-${name}.png`, fullPage: true });
        }
    },
  );

  it('narrows the rule to a filter of the list: carriers and ports typed as codes', async () => {
    const page = await browser.newPage(PHONE);
    await signInFromLoginPage(page, member.username, member.password);
    await page.goto('/user/settings/notifications?lang=en');
    await page.getByTestId('rule-scope-filter').click();
    await page.getByTestId('rule-filter').waitFor();
    // Nothing to filter by: said on the field, nothing saved.
    await page.getByTestId('rule-submit').click();
    await expect
      .poll(() => page.locator('.ant-form-item-explain-error').allTextContents())
      .toContain('Fill in at least one of carriers, ports or remark');
    await page.locator('[data-testid="rule-filter-carriers"] input').fill('maeu,');
    await page.locator('[data-testid="rule-filter-pods"] input').fill('nlrtm uslax ');
    await page.getByTestId('rule-submit').click();
    await expect
      .poll(async () => (await api<{ scope: unknown }>('/application/rule/event', authed())).data.scope)
      .toEqual({ kind: 'filter', filter: { carrierCodes: ['MAEU'], podCodes: ['NLRTM', 'USLAX'] } });
    if (!lookAlreadyChecked) {
      mkdirSync(SHOTS, { recursive: true });
      for (const lang of ['zh', 'en', 'jp'] as const)
        for (const [name, size] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          await page.setViewportSize(size);
          await page.goto(`/user/settings/notifications?lang=${lang}`);
          await page.getByTestId('rule-filter').waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${lang} ${name} scrolls sideways`).toBeLessThanOrEqual(0);
          await page.getByTestId('rule-filter').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}rule-filter-${lang}-${name}.png` });
        }
    }
  });
});
