import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, ev, timed } from './__fixtures__/events.js';
import { selectCurrentVersions } from './supersession.js';

const depa = (classifier: 'PLN' | 'EST' | 'ACT', at: string, created: string, vessel = ALPHA) =>
  timed(ev('DEPA', at, { locationCode: 'CNSHA', vessel, eventClassifier: classifier, created }));

describe('selectCurrentVersions', () => {
  it('keeps the estimate published last', () => {
    const older = depa('EST', '2026-10-05T10:00:00Z', '2026-10-01T00:00:00Z');
    const newer = depa('EST', '2026-10-06T10:00:00Z', '2026-10-02T00:00:00Z');
    const { current } = selectCurrentVersions([newer, older]);
    expect(current).toEqual([newer]);
  });

  it('shows the actual only, with the first plan as its schedule', () => {
    const plan = depa('PLN', '2026-10-05T10:00:00Z', '2026-09-20T00:00:00Z');
    const replan = depa('PLN', '2026-10-05T12:00:00Z', '2026-09-25T00:00:00Z');
    const estimate = depa('EST', '2026-10-06T10:00:00Z', '2026-10-02T00:00:00Z');
    const actual = depa('ACT', '2026-10-06T11:00:00Z', '2026-10-06T11:05:00Z');
    const { current, all, scheduledOf } = selectCurrentVersions([plan, estimate, actual, replan]);
    expect(current).toEqual([actual]);
    expect(all).toHaveLength(4);
    expect(scheduledOf.get(actual)).toBe('2026-10-05T10:00:00.000Z');
  });

  it('collapses the same event id stored twice to its latest version', () => {
    const a = ev('GTIN', '2026-10-03T09:00:00Z', { locationCode: 'CNSHA' });
    const corrected = {
      ...a,
      eventTime: '2026-10-03T10:00:00.000Z',
      createdTime: '2026-10-03T12:00:00.000Z',
    };
    const { current, all } = selectCurrentVersions([timed(a), timed(corrected)]);
    expect(all).toHaveLength(1);
    expect(current[0]?.source.eventTime).toBe('2026-10-03T10:00:00.000Z');
  });

  it('treats CNSHA and CNSGH as one place', () => {
    const a = timed(
      ev('GTIN', '2026-10-03T09:00:00Z', {
        locationCode: 'CNSHA',
        eventClassifier: 'EST',
        created: '2026-10-01T00:00:00Z',
      }),
    );
    const b = timed(
      ev('GTIN', '2026-10-03T11:00:00Z', {
        locationCode: 'CNSGH',
        eventClassifier: 'EST',
        created: '2026-10-02T00:00:00Z',
      }),
    );
    expect(selectCurrentVersions([a, b]).current).toEqual([b]);
  });

  it('keeps different boxes and different places apart', () => {
    const a = timed(ev('GTIN', '2026-10-03T09:00:00Z', { locationCode: 'CNSHA' }));
    const b = timed(
      ev('GTIN', '2026-10-03T09:00:00Z', { locationCode: 'CNSHA', equipmentReference: 'MSKU7654321' }),
    );
    const c = timed(ev('GTIN', '2026-10-03T09:00:00Z', { locationCode: 'CNNGB' }));
    expect(selectCurrentVersions([a, b, c]).current).toHaveLength(3);
  });

  it('drops the estimates of the voyage a rolled box left', () => {
    const booked = depa('PLN', '2026-10-05T10:00:00Z', '2026-09-20T00:00:00Z', ALPHA);
    const rolled = depa('EST', '2026-10-12T10:00:00Z', '2026-10-04T00:00:00Z', BETA);
    const { current, all } = selectCurrentVersions([booked, rolled]);
    expect(current).toEqual([rolled]);
    expect(all).toContain(booked);
  });
});
