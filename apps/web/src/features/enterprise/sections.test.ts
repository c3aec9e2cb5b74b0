import { describe, expect, it } from 'vitest';
import type { Me } from './api/enterprise-types';
import { can, canOpen, hasEnterpriseEntry, SECTIONS, sectionPath, visibleSections } from './sections';

const sub = (permissions: string[]): Me => ({ role: 'sub', permissions, dataScope: 'related' });

describe('enterprise sections', () => {
  it('opens every section to the main account', () => {
    expect(visibleSections({ role: 'main', permissions: [], dataScope: 'all' })).toEqual([...SECTIONS]);
  });

  it('shows a sub-account only what its permissions allow', () => {
    expect(visibleSections(sub([]))).toEqual([]);
    expect(visibleSections(sub(['company.view']))).toEqual(['info', 'plan', 'members', 'departments']);
    expect(visibleSections(sub(['permission.edit']))).toEqual(['members', 'permissions']);
    expect(visibleSections(sub(['partner.view']))).toEqual(['partners']);
    expect(visibleSections(sub(['partner.manage']))).toEqual(['invitations', 'partners']);
  });

  it('checks single actions', () => {
    expect(can(sub(['company.view']), 'company.manage')).toBe(false);
    expect(can(sub(['company.manage']), 'company.manage')).toBe(true);
    expect(can(null, 'company.view')).toBe(false);
    expect(canOpen(undefined, 'info')).toBe(false);
  });

  it('builds section paths', () => {
    expect(sectionPath('members')).toBe('/enterprise/members');
  });

  it('offers the header entry from system functions, or while they are unknown', () => {
    expect(hasEnterpriseEntry([])).toBe(true);
    expect(hasEnterpriseEntry([{ code: 'container' }, { code: 'enterprise.partners' }])).toBe(true);
    expect(hasEnterpriseEntry([{ code: 'container' }])).toBe(false);
  });
});
