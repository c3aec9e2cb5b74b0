import { spawnSync } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from './verify-webhook';

/**
 * The snippets the /api page shows are these files' text, so they are run here: against the
 * Standard Webhooks test vector and against signatures computed with WebCrypto (not the code
 * under test), for the cases the guide names.
 */

// The published test vector of https://github.com/standard-webhooks/standard-webhooks.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

const SECRET = `whsec_${Buffer.from('tracklane-test-secret-32-bytes!!').toString('base64')}`;
const OLD_SECRET = `whsec_${Buffer.from('the-previous-secret-before-rotat').toString('base64')}`;
const NOW = 1_764_260_000;
const BODY = JSON.stringify({
  type: 'webhook.test',
  timestamp: '2025-11-27T16:13:20Z',
  data: { test: true },
});

async function sign(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(secret.slice('whsec_'.length), 'base64'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await webcrypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  );
  return `v1,${Buffer.from(mac).toString('base64')}`;
}

interface Case {
  name: string;
  secret: string;
  headers: Record<string, string>;
  body: string;
  now: number;
  valid: boolean;
}

async function cases(): Promise<Case[]> {
  const good = await sign(SECRET, 'msg_1', NOW, BODY);
  const old = await sign(OLD_SECRET, 'msg_1', NOW, BODY);
  const headers = (signature: string, timestamp = NOW, id = 'msg_1') => ({
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature,
  });
  const at = async (timestamp: number) => headers(await sign(SECRET, 'msg_1', timestamp, BODY), timestamp);
  return [
    {
      name: 'the Standard Webhooks test vector',
      secret: VECTOR.secret,
      headers: {
        'webhook-id': VECTOR.id,
        'webhook-timestamp': String(VECTOR.timestamp),
        'webhook-signature': VECTOR.signature,
      },
      body: VECTOR.body,
      now: VECTOR.timestamp + 10,
      valid: true,
    },
    {
      name: 'a WebCrypto signature',
      secret: SECRET,
      headers: headers(good),
      body: BODY,
      now: NOW,
      valid: true,
    },
    {
      name: 'rotation: old then new signature',
      secret: SECRET,
      headers: headers(`${old} ${good}`),
      body: BODY,
      now: NOW,
      valid: true,
    },
    {
      name: 'rotation: the old secret still verifies',
      secret: OLD_SECRET,
      headers: headers(`${old} ${good}`),
      body: BODY,
      now: NOW,
      valid: true,
    },
    {
      name: 'exactly 300 s late',
      secret: SECRET,
      headers: await at(NOW - 300),
      body: BODY,
      now: NOW,
      valid: true,
    },
    { name: '301 s late', secret: SECRET, headers: await at(NOW - 301), body: BODY, now: NOW, valid: false },
    { name: '301 s early', secret: SECRET, headers: await at(NOW + 301), body: BODY, now: NOW, valid: false },
    {
      name: 'a changed body',
      secret: SECRET,
      headers: headers(good),
      body: BODY.replace('true', 'false'),
      now: NOW,
      valid: false,
    },
    {
      name: 'another id',
      secret: SECRET,
      headers: headers(good, NOW, 'msg_2'),
      body: BODY,
      now: NOW,
      valid: false,
    },
    {
      name: 'the wrong secret',
      secret: OLD_SECRET,
      headers: headers(good),
      body: BODY,
      now: NOW,
      valid: false,
    },
    {
      name: 'an unknown version',
      secret: SECRET,
      headers: headers(good.replace('v1,', 'v2,')),
      body: BODY,
      now: NOW,
      valid: false,
    },
    {
      name: 'no signature header',
      secret: SECRET,
      headers: { 'webhook-id': 'msg_1', 'webhook-timestamp': String(NOW) },
      body: BODY,
      now: NOW,
      valid: false,
    },
  ];
}

describe('the TypeScript verification snippet', () => {
  it('accepts valid signatures and refuses the rest', async () => {
    for (const c of await cases()) {
      const run = () => verifyWebhook(c.secret, c.headers, c.body, c.now);
      if (c.valid) expect(run(), c.name).toEqual(JSON.parse(c.body));
      else expect(run, c.name).toThrow();
    }
  });
});

const python = spawnSync('python3', ['--version']).status === 0;
const PY_DRIVER = `
import json, sys
sys.path.insert(0, sys.argv[1])
from verify_webhook import verify_webhook, WebhookVerificationError
out = []
for c in json.load(sys.stdin):
    try:
        payload = verify_webhook(c["secret"], c["headers"], c["body"].encode(), now=c["now"])
        out.append({"name": c["name"], "valid": True, "payload": payload})
    except WebhookVerificationError:
        out.append({"name": c["name"], "valid": False})
print(json.dumps(out))
`;

// Skipped, and said so, where python3 is not installed.
describe.skipIf(!python)('the Python verification snippet (python3)', () => {
  it('accepts valid signatures and refuses the rest', async () => {
    const all = await cases();
    const dir = import.meta.dirname;
    const run = spawnSync('python3', ['-c', PY_DRIVER, dir], {
      input: JSON.stringify(all),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as { name: string; valid: boolean; payload?: unknown }[];
    expect(results.map((r) => [r.name, r.valid])).toEqual(all.map((c) => [c.name, c.valid]));
    for (const [i, r] of results.entries())
      if (r.valid) expect(r.payload).toEqual(JSON.parse(all[i]?.body ?? ''));
  });
});
