import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  shareLinkExpiresAt,
  shareLinkStatus,
  shipmentCompletedAt,
  ZShareLinkCreateBody,
} from './share-link-wire.js';
import type { OceanShipmentView } from './shipment-view.js';

const DAY = 24 * 3600 * 1000;
const created = new Date('2026-01-10T00:00:00Z');

describe('share link expiry', () => {
  it.each([7, 30, 90] as const)('%i days after creation', (days) => {
    expect(shareLinkExpiresAt({ expiry: days, createdAt: created, shipments: [] })?.getTime()).toBe(
      created.getTime() + days * DAY,
    );
  });
  it('never: no end', () => {
    expect(shareLinkExpiresAt({ expiry: 'never', createdAt: created, shipments: [] })).toBeNull();
  });
  it('default: 20 days after the last completion; none while one is under way', () => {
    const a = { completed: true, completedAt: new Date('2026-02-01T00:00:00Z') };
    const b = { completed: true, completedAt: new Date('2026-02-05T12:00:00Z') };
    expect(
      shareLinkExpiresAt({ expiry: 'default', createdAt: created, shipments: [a, b] })?.toISOString(),
    ).toBe('2026-02-25T12:00:00.000Z');
    expect(
      shareLinkExpiresAt({
        expiry: 'default',
        createdAt: created,
        shipments: [a, { completed: false, completedAt: null }],
      }),
    ).toBeNull();
  });
  it('the status: revoked before expired before active', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(shareLinkStatus({ revokedAt: now, expiresAt: new Date(0), now })).toBe('revoked');
    expect(shareLinkStatus({ revokedAt: null, expiresAt: now, now })).toBe('expired');
    expect(shareLinkStatus({ revokedAt: null, expiresAt: null, now })).toBe('active');
    expect(shareLinkStatus({ revokedAt: null, expiresAt: new Date(now.getTime() + 1), now })).toBe('active');
  });
  it('completion is the last actual event of a completed shipment', () => {
    const ev = (eventClassifier: string, eventTime: string) => ({ eventClassifier, eventTime });
    const view = {
      transportEvents: [ev('ACT', '2026-02-01T00:00:00Z'), ev('EST', '2026-03-01T00:00:00Z')],
      equipmentEvents: [ev('ACT', '2026-02-03T00:00:00Z')],
      shipmentEvents: [],
    } as unknown as OceanShipmentView;
    expect(shipmentCompletedAt(view, true)?.toISOString()).toBe('2026-02-03T00:00:00.000Z');
    expect(shipmentCompletedAt(view, false)).toBeNull();
  });
});

describe('the create body', () => {
  it('takes 1..100 ids and the five expiries, defaulting to default', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(ZShareLinkCreateBody.parse({ subscriptionIds: [id] }).expiry).toBe('default');
    for (const expiry of ['default', 7, 30, 90, 'never'])
      expect(ZShareLinkCreateBody.safeParse({ subscriptionIds: [id], expiry }).success).toBe(true);
    expect(ZShareLinkCreateBody.safeParse({ subscriptionIds: [id], expiry: 14 }).success).toBe(false);
    expect(ZShareLinkCreateBody.safeParse({ subscriptionIds: [] }).success).toBe(false);
    expect(ZShareLinkCreateBody.safeParse({ subscriptionIds: Array(101).fill(id) }).success).toBe(false);
  });
  it('tells e-mail addresses from user names', () => {
    expect(isEmailAddress('desk@example.org')).toBe(true);
    expect(isEmailAddress('otto')).toBe(false);
  });
});
