import { SHARE_LINK_EXPIRIES, SHARE_LINK_STATUSES } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/sharing.json';
import jp from '../../../locales/jp/sharing.json';
import zh from '../../../locales/zh/sharing.json';
import { canRevoke, EXPIRY_OPTIONS, LINK_STATUS_TAGS } from './link-status';

const lookup = (strings: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], strings);

describe('share link labels', () => {
  it('every status and expiry choice has a label in zh, en and jp', () => {
    for (const strings of [zh, en, jp]) {
      for (const status of SHARE_LINK_STATUSES)
        expect(typeof lookup(strings, LINK_STATUS_TAGS[status].label)).toBe('string');
      for (const option of EXPIRY_OPTIONS) expect(typeof lookup(strings, option.label)).toBe('string');
    }
    expect(EXPIRY_OPTIONS.map((o) => o.value)).toEqual([...SHARE_LINK_EXPIRIES]);
  });
  it('only active links can be revoked', () => {
    expect(SHARE_LINK_STATUSES.filter(canRevoke)).toEqual(['active']);
  });
});
