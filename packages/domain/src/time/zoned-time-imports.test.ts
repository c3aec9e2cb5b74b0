import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('zoned-time.ts', () => {
  it('imports no schema library: every web page runs it in the first chunk it loads', () => {
    // zod there put ~24 KB gzip on every page's first load (the web-map bench's JS total, issue 6).
    const source = readFileSync(new URL('./zoned-time.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod/);
  });
});
