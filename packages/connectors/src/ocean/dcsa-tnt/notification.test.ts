import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signNotification, verifyNotification } from './notification.js';

const SECRET = Buffer.from('a shared secret of thirty-two b!').toString('base64');
const OTHER = Buffer.from('another secret, thirty-two bytes').toString('base64');
const body = readFileSync(new URL('./__fixtures__/container-MSKU7654324.json', import.meta.url), 'utf8');
// The signature as the 2.2 spec words it, computed here independently of notification.ts.
const specSignature = (secret: string, text: string) =>
  `sha256=${createHmac('sha256', Buffer.from(secret, 'base64')).update(Buffer.from(text, 'utf8')).digest('hex')}`;

describe('verifyNotification', () => {
  it('accepts the spec signature over the exact body and maps the events', () => {
    expect(signNotification(SECRET, body)).toBe(specSignature(SECRET, body));
    const result = verifyNotification({
      rawBody: body,
      signatureHeader: specSignature(SECRET, body),
      secrets: [SECRET],
    });
    if (!result.ok) throw new Error(result.detail);
    expect(result.events.map((e) => e.eventId)).toEqual(
      (JSON.parse(body) as { eventID: string }[]).map((e) => e.eventID),
    );
    // Header whitespace and upper-case hex are allowed by the spec's pattern.
    const loose = ` ${specSignature(SECRET, body).toUpperCase().replace('SHA256', 'sha256')} `;
    expect(verifyNotification({ rawBody: body, signatureHeader: loose, secrets: [SECRET] }).ok).toBe(true);
  });

  it('rejects a re-serialised body, a missing or malformed header, and an empty secret list', () => {
    const reformatted = JSON.stringify(JSON.parse(body));
    const cases: [string, string | undefined, string[]][] = [
      [reformatted, specSignature(SECRET, body), [SECRET]],
      [body, undefined, [SECRET]],
      [body, `sha1=${'0'.repeat(40)}`, [SECRET]],
      [body, 'sha256=zz', [SECRET]],
      [body, specSignature(SECRET, body), []],
      [body, specSignature(OTHER, body), [SECRET]],
    ];
    for (const [rawBody, signatureHeader, secrets] of cases) {
      expect(verifyNotification({ rawBody, signatureHeader, secrets })).toMatchObject({
        ok: false,
        reason: 'bad-signature',
      });
    }
  });

  it('reports a correctly signed but broken body as invalid-body with the reason', () => {
    const notJson = '[{"eventID": ';
    expect(
      verifyNotification({
        rawBody: notJson,
        signatureHeader: specSignature(SECRET, notJson),
        secrets: [SECRET],
      }),
    ).toMatchObject({ ok: false, reason: 'invalid-body' });
    const events = JSON.parse(body) as Record<string, unknown>[];
    const broken = JSON.stringify([events[0], { ...events[1], emptyIndicatorCode: 'HALF' }]);
    const result = verifyNotification({
      rawBody: broken,
      signatureHeader: specSignature(SECRET, broken),
      secrets: [SECRET],
    });
    // One bad event is rejected alone with its reason; the good one is kept.
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.events.map((e) => e.eventId)).toEqual([events[0]?.eventID]);
    expect(result.rejections).toEqual([
      {
        reason: 'unknown-code',
        eventId: events[1]?.eventID,
        detail: 'emptyIndicatorCode "HALF" is not in the DCSA T&T 2.2 code list',
      },
    ]);
  });

  it('reports a correctly signed body with no 2.2 event in it as invalid-body', () => {
    const events = JSON.parse(body) as Record<string, unknown>[];
    const broken = JSON.stringify(events.map((e) => ({ ...e, eventType: 42, eventCreatedDateTime: 42 })));
    const result = verifyNotification({
      rawBody: broken,
      signatureHeader: specSignature(SECRET, broken),
      secrets: [SECRET],
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid-body' });
    if (!result.ok) expect(result.detail).toContain('/0/eventType');
  });
});
