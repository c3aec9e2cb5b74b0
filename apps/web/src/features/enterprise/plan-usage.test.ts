import { describe, expect, it } from 'vitest';
import { absoluteLink, limitUsage, validityOf } from './plan-usage';

const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('limitUsage', () => {
  it('gives a percentage of a limit and flags a full one', () => {
    expect(limitUsage(1, 4)).toEqual({ used: 1, limit: 4, percent: 25, status: 'normal' });
    expect(limitUsage(5, 5)).toMatchObject({ percent: 100, status: 'exception' });
    expect(limitUsage(7, 5)).toMatchObject({ percent: 100, status: 'exception' });
  });
  it('treats a missing or zero limit as unlimited', () => {
    expect(limitUsage(3, null)).toEqual({ used: 3, limit: null, percent: null, status: 'normal' });
    expect(limitUsage(3, 0).limit).toBeNull();
  });
});

describe('validityOf', () => {
  it('classifies the validity period', () => {
    expect(validityOf(null, NOW)).toBe('unlimited');
    expect(validityOf('garbage', NOW)).toBe('unlimited');
    expect(validityOf('2026-05-31T00:00:00Z', NOW)).toBe('expired');
    expect(validityOf('2026-06-10T00:00:00Z', NOW)).toBe('expiring');
    expect(validityOf('2027-01-01T00:00:00Z', NOW)).toBe('valid');
  });
});

describe('absoluteLink', () => {
  it('prefixes relative links with the origin and keeps absolute ones', () => {
    expect(absoluteLink('/join?token=abc', 'https://app.example')).toBe('https://app.example/join?token=abc');
    expect(absoluteLink('join?token=abc', 'https://app.example')).toBe('https://app.example/join?token=abc');
    expect(absoluteLink('https://x.example/join?token=1', 'https://app.example')).toBe(
      'https://x.example/join?token=1',
    );
  });
});
