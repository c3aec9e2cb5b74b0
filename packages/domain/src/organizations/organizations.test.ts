import { describe, expect, it } from 'vitest';
import { EDITION_CODES, EDITIONS, editionCodeOf, effectiveEdition } from './editions.js';
import { enterpriseFunctionsFor } from './enterprise-functions.js';
import { hasPermission, PERMISSIONS } from './permissions.js';

describe('editions', () => {
  it('maps the stored trial of the first slice to free', () => {
    expect(editionCodeOf('trial')).toBe('free');
    expect(editionCodeOf('professional')).toBe('professional');
  });

  it('falls back to free limits once a plan expired', () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 86400000);
    expect(effectiveEdition('professional', future)).toMatchObject({
      expired: false,
      limits: EDITIONS.professional,
    });
    expect(effectiveEdition('professional', past)).toMatchObject({
      code: 'professional',
      expired: true,
      limits: EDITIONS.free,
    });
    expect(effectiveEdition('free', null).expired).toBe(false);
  });

  it('always allows the restrictive data scope', () => {
    for (const code of EDITION_CODES) expect(EDITIONS[code].dataScopes).toContain('related');
  });
});

describe('permissions', () => {
  it('a manage permission includes its view permission', () => {
    expect(hasPermission(['company.manage'], 'company.view')).toBe(true);
    expect(hasPermission(['partner.manage'], 'partner.view')).toBe(true);
    expect(hasPermission(['company.view'], 'company.manage')).toBe(false);
  });

  it('lists enterprise functions per permission', () => {
    expect(enterpriseFunctionsFor([]).map((f) => f.code)).toEqual([]);
    expect(enterpriseFunctionsFor(['partner.view']).map((f) => f.code)).toEqual(['enterprise.partners']);
    expect(enterpriseFunctionsFor([...PERMISSIONS], 'zh')).toHaveLength(6);
  });
});
