import { describe, expect, it } from 'vitest';
import { ProviderFault } from '../contract.js';
import { startScriptedServer } from './__fixtures__/scripted-server.js';
import { tntRequest, underBase } from './http.js';

describe('tntRequest', () => {
  it('sends the API key and JSON body, and returns the whole answer', async () => {
    const server = await startScriptedServer((req, res) =>
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(`{"method":"${req.method}"}`),
    );
    const reply = await tntRequest(
      { baseUrl: server.url, apiKey: 'secret-key' },
      { method: 'POST', url: '/v2/event-subscriptions', body: { a: 1 } },
    );
    await server.close();
    expect([reply.status, reply.text]).toEqual([201, '{"method":"POST"}']);
    expect(server.requests[0]?.headers['api-key']).toBe('secret-key');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('refuses a body past the size limit instead of buffering it', async () => {
    const server = await startScriptedServer((_req, res) => res.writeHead(200).end('x'.repeat(5000)));
    const config = { baseUrl: server.url, apiKey: 'k' };
    const small = await tntRequest(config, { method: 'GET', url: '/v2/events', maxBodyBytes: 10_000 });
    expect(small.text).toHaveLength(5000);
    const error = await tntRequest(config, { method: 'GET', url: '/v2/events', maxBodyBytes: 1000 }).catch(
      (err: unknown) => err,
    );
    await server.close();
    expect(error).toBeInstanceOf(ProviderFault);
    expect((error as ProviderFault).kind).toBe('invalid-body');
    expect((error as ProviderFault).message).toContain('larger than 1000 bytes');
  });

  it('keeps the base URL path prefix carriers publish T&T under', () => {
    for (const base of ['https://api.carrier.example/tnt', 'https://api.carrier.example/tnt/']) {
      expect(underBase(base, '/v2/events').toString()).toBe('https://api.carrier.example/tnt/v2/events');
    }
    expect(underBase('http://127.0.0.1:1234', 'v2/events').toString()).toBe(
      'http://127.0.0.1:1234/v2/events',
    );
    expect(underBase('https://a.example/x', 'https://b.example/y').toString()).toBe('https://b.example/y');
  });
});
