import { FaultSwitch, type SandboxQrProvider, startSandboxQrProvider } from '@tracklane/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accepted from './__fixtures__/send-accepted.json' with { type: 'json' };
import repeated from './__fixtures__/send-repeated-key.json' with { type: 'json' };
import unavailable from './__fixtures__/send-unavailable.json' with { type: 'json' };
import unknownUser from './__fixtures__/send-unknown-user.json' with { type: 'json' };
import { sendMsgappMessage } from './client.js';
import { msgappConnector } from './index.js';
import { fromSendResponse, MSGAPP_MAX_TEXT, toSendRequest } from './send-mapping.js';

describe('msgapp send mapping', () => {
  it('reads the provider answers: sent, repeated key, final refusal, retryable failure', () => {
    expect(fromSendResponse(accepted.status, accepted.body)).toEqual({
      ok: true,
      messageId: accepted.body.messageId,
      duplicate: false,
    });
    expect(fromSendResponse(repeated.status, repeated.body)).toMatchObject({ ok: true, duplicate: true });
    expect(fromSendResponse(unknownUser.status, unknownUser.body)).toEqual({
      ok: false,
      reason: 'rejected',
      detail: 'no such account',
      final: true,
    });
    expect(fromSendResponse(unavailable.status, unavailable.body)).toMatchObject({
      ok: false,
      reason: 'unavailable',
      final: false,
    });
    expect(fromSendResponse(401, { error: 'unauthorized' })).toMatchObject({
      reason: 'unauthorized',
      final: false,
    });
    expect(fromSendResponse(429, null)).toMatchObject({ reason: 'unavailable', final: false });
    // A 2xx without an id is a broken answer, not a send.
    expect(fromSendResponse(201, {})).toMatchObject({ ok: false });
  });

  it('addresses the account by union or open id and cuts long texts', () => {
    expect(toSendRequest({ to: { unionId: 'un_1' }, text: 'hi', idempotencyKey: 'k' })).toEqual({
      unionId: 'un_1',
      text: 'hi',
      idempotencyKey: 'k',
    });
    const long = toSendRequest({
      to: { openId: 'op_1' },
      text: 'x'.repeat(MSGAPP_MAX_TEXT + 10),
      url: 'https://t.example/s',
      idempotencyKey: 'k',
    });
    expect(long).toMatchObject({ openId: 'op_1', url: 'https://t.example/s' });
    expect(long.text).toHaveLength(MSGAPP_MAX_TEXT);
  });

  it('the connector lists the send capability', () => {
    expect(msgappConnector.capabilities).toEqual(['qr-sign-in', 'send']);
  });
});

describe('msgapp client against the sandbox messaging app', () => {
  let provider: SandboxQrProvider;
  const faults = new FaultSwitch();
  let unionId = '';
  beforeAll(async () => {
    provider = await startSandboxQrProvider({ apiKey: 'k', faults });
    // A phone opening its page is an account the sandbox knows.
    const page = await fetch(`${provider.url}/phone/un_client_test`);
    expect(page.status).toBe(200);
    unionId = 'un_client_test';
  });
  afterAll(() => provider?.close());
  const options = () => ({ baseUrl: provider.url, apiKey: 'k' });

  it('sends once per idempotency key, refuses an unknown account, 500 is retryable', async () => {
    const message = { to: { unionId }, text: 'ETA moved', idempotencyKey: 'd-1' };
    const first = await sendMsgappMessage(options(), message);
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(await sendMsgappMessage(options(), message)).toMatchObject({ ok: true, duplicate: true });
    expect(provider.messagesOf(unionId)).toHaveLength(1);
    expect(
      await sendMsgappMessage(options(), { ...message, to: { unionId: 'un_nobody' }, idempotencyKey: 'd-2' }),
    ).toMatchObject({ ok: false, reason: 'rejected', final: true });
    faults.set('msgapp', { mode: 'error' });
    expect(await sendMsgappMessage(options(), { ...message, idempotencyKey: 'd-3' })).toMatchObject({
      ok: false,
      reason: 'unavailable',
      final: false,
    });
    faults.clear();
    expect(await sendMsgappMessage({ ...options(), apiKey: 'wrong' }, message)).toMatchObject({
      reason: 'unauthorized',
    });
    expect(await sendMsgappMessage({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' }, message)).toMatchObject({
      reason: 'unavailable',
      final: false,
    });
  });
});
