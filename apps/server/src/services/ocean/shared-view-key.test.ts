import { describe, expect, it } from 'vitest';
import { isSharedViewKey, sharedViewKey, sharedViewLink } from './shared-view-key.js';

const id = '7f1c2a4e-0000-4000-8000-000000000001';
const other = '7f1c2a4e-0000-4000-8000-000000000002';

describe('shared view keys', () => {
  it('accept the key of the same subscription and secret only', () => {
    const key = sharedViewKey('secret-a', id);
    expect(isSharedViewKey('secret-a', id, key)).toBe(true);
    expect(isSharedViewKey('secret-a', other, key)).toBe(false);
    expect(isSharedViewKey('secret-b', id, key)).toBe(false);
    expect(isSharedViewKey('secret-a', id, key.slice(1))).toBe(false);
    expect(isSharedViewKey('secret-a', id, '')).toBe(false);
  });

  it('differ per subscription', () => {
    expect(sharedViewKey('s', id)).not.toBe(sharedViewKey('s', other));
  });

  it('ride in a /ocean/detail link with the id and, when given, the unionId', () => {
    const url = new URL(sharedViewLink('https://app.example', id, 'k&y', 'u 1'));
    expect(url.origin + url.pathname).toBe('https://app.example/ocean/detail');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id, key: 'k&y', unionId: 'u 1' });
    expect(new URL(sharedViewLink('https://app.example', id, 'k')).searchParams.has('unionId')).toBe(false);
  });
});
