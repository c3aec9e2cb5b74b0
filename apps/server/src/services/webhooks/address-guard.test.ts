import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { checkWebhookHost, forbiddenAddressReason } from './address-guard.js';
import { sendWebhook } from './send-webhook.js';

describe('forbiddenAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fc12:3456::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['192.0.0.192', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback (IPv4 inside IPv6)'],
    ['::ffff:7f00:1', 'loopback (IPv4 inside IPv6)'],
    ['::ffff:10.0.0.1', 'private (IPv4 inside IPv6)'],
    ['::ffff:169.254.169.254', 'link-local (IPv4 inside IPv6)'],
    ['64:ff9b::a00:1', 'private (IPv4 inside IPv6)'],
    ['2002:c0a8:0101::1', 'private (IPv4 inside IPv6)'],
    ['[::1]', 'loopback'],
  ])('refuses %s (%s)', (address, why) => {
    expect(forbiddenAddressReason(address)).toBe(why);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });
});

describe('checkWebhookHost (save time)', () => {
  const resolver = (map: Record<string, string[]>) => async (host: string) => {
    const found = map[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    const resolve = resolver({ 'hooks.example.com': ['93.184.216.34', '10.0.0.5'] });
    expect(await checkWebhookHost('https://hooks.example.com/x', false, resolve)).toEqual({
      ok: false,
      reason: '10.0.0.5 is private',
    });
  });

  it('accepts a name with public addresses only, and refuses one that does not resolve', async () => {
    const resolve = resolver({ 'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'] });
    expect(await checkWebhookHost('https://hooks.example.com/x', false, resolve)).toEqual({ ok: true });
    expect(await checkWebhookHost('https://nowhere.example/x', false, resolve)).toEqual({
      ok: false,
      reason: 'unresolved',
    });
  });

  it('refuses address literals without resolving, and localhost by its real resolution', async () => {
    const never = async () => {
      throw new Error('must not resolve a literal');
    };
    expect((await checkWebhookHost('http://169.254.169.254/latest/meta-data', false, never)).ok).toBe(false);
    expect((await checkWebhookHost('http://[::ffff:127.0.0.1]:8080/', false, never)).ok).toBe(false);
    expect((await checkWebhookHost('http://localhost:9/', false)).ok).toBe(false);
  });

  it('allows private addresses when the operator setting does', async () => {
    expect(await checkWebhookHost('http://127.0.0.1:9/', true)).toEqual({ ok: true });
    expect(await checkWebhookHost('http://localhost:9/', true)).toEqual({ ok: true });
  });
});

describe('sendWebhook (send time, the address actually connected to)', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  const post = (url: string, allowPrivate: boolean) =>
    sendWebhook(
      { url, headers: { 'content-type': 'application/json' }, body: '{}' },
      { timeoutMs: 2000, allowPrivate },
    );

  it('does not connect to a loopback address literal, nor to a name that resolves to one', async () => {
    const literal = await post(receiver.url, false);
    expect(literal).toMatchObject({ statusCode: null, succeeded: false });
    expect(literal.error).toMatch(/address not allowed: 127\.0\.0\.1 is loopback/);
    // The name goes through the pinned lookup, which refuses what it resolved to.
    const named = await post(`http://localhost:${receiver.port}/hook`, false);
    expect(named).toMatchObject({ statusCode: null, succeeded: false });
    expect(named.error).toMatch(/address not allowed: (127\.0\.0\.1|::1) is loopback/);
    expect(receiver.received).toHaveLength(0);
  });

  it('connects when private addresses are allowed (by literal and by name)', async () => {
    expect(await post(receiver.url, true)).toMatchObject({ statusCode: 200, succeeded: true });
    const byName = await post(`http://localhost:${receiver.port}/hook`, true);
    // localhost may resolve to ::1 first while the receiver listens on 127.0.0.1 only.
    expect(byName.succeeded || /ECONNREFUSED/.test(byName.error ?? '')).toBe(true);
    expect(receiver.received.length).toBeGreaterThanOrEqual(1);
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    receiver.answer((res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end());
    expect(await post(receiver.url, true)).toMatchObject({ statusCode: 302, succeeded: false });
  });
});
