import { ProviderFault, type TerminalStatusClient } from '@tracklane/connectors';
import { AppError } from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { callTerminalProvider } from './call-terminal-provider.js';

const warnings: unknown[] = [];
const log = { warn: (details: unknown) => warnings.push(details) } as unknown as FastifyBaseLogger;
const client = {} as TerminalStatusClient;
/** The terminal provider handed to callTerminalProvider (the app's providers.terminal). */
let installed: TerminalStatusClient | null = null;
function installTerminalClient(terminal: TerminalStatusClient | null) {
  installed = terminal;
  return () => {
    installed = null;
  };
}
let uninstall = () => {};
afterEach(() => {
  uninstall();
  warnings.length = 0;
});

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('callTerminalProvider', () => {
  it('no provider configured → 50000 saying so', async () => {
    uninstall = installTerminalClient(null);
    const error = await errorOf(callTerminalProvider(installed, log, 'en', async () => 1));
    expect([error.statusCode, error.message]).toEqual([50000, 'no terminal provider configured']);
  });

  it("a provider fault → 50000 in the user's words; the provider's internals only in the log", async () => {
    uninstall = installTerminalClient(client);
    const reason = 'GET /v1/ports/CNSHA/events: no complete answer within 10 ms';
    const error = await errorOf(
      callTerminalProvider(installed, log, 'zh', async () => {
        throw new ProviderFault('timeout', reason);
      }),
    );
    expect([error.statusCode, error.message]).toEqual([50000, '码头未响应，请几分钟后重试']);
    expect(JSON.stringify(error.data)).not.toContain('/v1/');
    expect(warnings).toEqual([expect.objectContaining({ kind: 'timeout', reason })]);
  });

  it('the provider refusing the request → 40000 asking to check the number, in the language asked', async () => {
    uninstall = installTerminalClient(client);
    const reason = 'POST /v1/us/download: HTTP 400: $.portCode is not string';
    const refused = (language: 'en' | 'jp') =>
      errorOf(
        callTerminalProvider(installed, log, language, async () => {
          throw new ProviderFault('bad-request', reason, 400);
        }),
      );
    const en = await refused('en');
    expect([en.statusCode, en.message]).toEqual([
      40000,
      'The terminal did not accept this request; please check the number and the port',
    ]);
    const jp = await refused('jp');
    expect(jp.message).not.toMatch(/portCode|\/v1\/|HTTP/);
    expect(warnings).toEqual([
      expect.objectContaining({ kind: 'bad-request', status: 400, reason }),
      expect.objectContaining({ kind: 'bad-request', status: 400, reason }),
    ]);
  });

  it('not-found is an answer (null), other errors pass through untouched', async () => {
    uninstall = installTerminalClient(client);
    const none = await callTerminalProvider(installed, log, 'en', async () => {
      throw new ProviderFault('not-found', 'HTTP 404', 404);
    });
    expect(none).toBeNull();
    expect(warnings).toEqual([]);
    const bug = new TypeError('a bug');
    await expect(
      callTerminalProvider(installed, log, 'en', async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(
      await callTerminalProvider(installed, log, 'en', async (c) => (c === client ? 'used' : 'other')),
    ).toBe('used');
  });
});
