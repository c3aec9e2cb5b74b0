import type { Me, Permission } from './api/enterprise-types';

/**
 * The enterprise centre's sections and who may open them. The spec does not show these paths
 * (platform.md §2), so they are ours: `/enterprise/<section>`; `/enterprise` opens the first one
 * the caller may use. A main account may do everything; a sub-account what its group grants.
 */
export const SECTIONS = [
  'info',
  'plan',
  'members',
  'departments',
  'permissions',
  'invitations',
  'partners',
] as const;
export type Section = (typeof SECTIONS)[number];

export const ENTERPRISE_ROOT = '/enterprise';
export const NO_PERMISSION_PATH = '/no-permission';

export const sectionPath = (section: Section) => `${ENTERPRISE_ROOT}/${section}`;

/** Any one of these permissions opens the section; finer actions are checked with `can`. */
const SECTION_NEEDS: Record<Section, readonly Permission[]> = {
  info: ['company.view', 'company.manage'],
  plan: ['company.view', 'company.manage'],
  members: ['company.view', 'company.manage', 'permission.edit'],
  departments: ['company.view', 'company.manage'],
  permissions: ['permission.edit'],
  invitations: ['company.manage', 'partner.manage'],
  partners: ['partner.view', 'partner.manage'],
};

export function can(me: Me | null | undefined, permission: Permission): boolean {
  if (!me) return false;
  return me.role === 'main' || me.permissions.includes(permission);
}

export function canOpen(me: Me | null | undefined, section: Section): boolean {
  return SECTION_NEEDS[section].some((p) => can(me, p));
}

export function visibleSections(me: Me | null | undefined): Section[] {
  return SECTIONS.filter((s) => canOpen(me, s));
}

export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

/**
 * Whether the header offers the enterprise centre. System functions name the enterprise
 * sections the caller may use (`enterprise.info`, `enterprise.permissions`, `enterprise.partners`);
 * while the list is empty (not loaded, or the silent call failed) the entry shows and the centre
 * itself decides.
 */
export function hasEnterpriseEntry(functions: readonly { code: string }[]): boolean {
  return functions.length === 0 || functions.some((f) => f.code.startsWith('enterprise.'));
}
