import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.js';

const claims = { sub: 'user-1', org: 'org-1', typ: 'write', lt: 'normal', sid: 'session-1' } as const;

describe('token signer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token it signed, again from its cache, until the token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const signer = createTokenSigner('a'.repeat(32));
    const token = await signer.sign(claims, new Date('2026-11-25T11:00:00Z'));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T11:00:01Z'));
    // The second call above was answered from the cache; expiry must still apply to it.
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered, even after the real one was cached', async () => {
    const signer = createTokenSigner('a'.repeat(32));
    const other = createTokenSigner('b'.repeat(32));
    const token = await signer.sign(claims, new Date(Date.now() + 3_600_000));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(await other.sign(claims, new Date(Date.now() + 3_600_000)))).toBeUndefined();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`;
    expect(altered).not.toBe(token);
    expect(await signer.verify(altered)).toBeUndefined();
  });
});
